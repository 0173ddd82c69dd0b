import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDomains } from '../../functions/src/routes';
import { scheduledJobs } from '../../functions/src/schedules';
import { DomainApiStack } from '../src/domain-api-stack';
import { environments } from '../src/environments';
import { addNagChecks } from '../src/nag';
import { actionsFor } from '../src/permissions';

/**
 * Scheduled jobs in the domain stacks: each declared job is a function with exactly its declared
 * actions, invoked by an EventBridge rule at its rate. Bundling is skipped (the template is the point).
 */
const app = new App({
  outdir: mkdtempSync(join(tmpdir(), 'cdk-schedules-')),
  context: { 'aws:cdk:bundling-stacks': [] },
});
addNagChecks(app);
const stacks = allDomains.map(
  (domain) =>
    new DomainApiStack(app, `Portal-dev-Api-${domain.domain}`, {
      portal: environments.dev,
      domain,
      env: { account: '111111111111', region: 'eu-west-1' },
    }),
);

describe('scheduled jobs', () => {
  it('the deadline sweep is declared to run hourly in the deals domain', () => {
    expect(scheduledJobs.map((j) => [j.name, j.domain, j.handler, j.everyMinutes])).toContainEqual([
      'SweepDeadlines',
      'deals',
      'deals/handlers/sweep-deadlines.ts',
      60,
    ]);
  });

  it('the daily digest is declared to run hourly in the platform domain, sending e-mail', () => {
    const digest = scheduledJobs.find((j) => j.name === 'SendDailyDigests');
    expect(digest).toMatchObject({
      domain: 'platform',
      handler: 'platform/notifications/handlers/send-daily-digests.ts',
      everyMinutes: 60,
    });
    expect(digest?.permissions).toContain('email:send');
  });

  for (const job of scheduledJobs)
    it(`${job.name}: an EventBridge rule at rate(${job.everyMinutes} minutes) invokes its function, which may do only what it declares`, () => {
      const stack = stacks.find((s) => s.stackName.endsWith(`-${job.domain}`))!;
      const t = Template.fromStack(stack);
      const fn = stack.jobs.get(job.name)!;
      expect(fn).toBeDefined();
      const fnId = stack.getLogicalId(fn.node.defaultChild as never);
      const rate =
        job.everyMinutes === 1440
          ? 'rate(1 day)'
          : job.everyMinutes === 60
            ? 'rate(1 hour)'
            : `rate(${job.everyMinutes} minutes)`;
      t.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: rate,
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
      });
      t.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      });
      const props = t.findResources('AWS::Lambda::Function')[fnId]!.Properties;
      expect(props.Timeout).toBe(300);
      expect(props.Environment.Variables).toMatchObject({
        USER_POOL_ID: expect.anything(),
        TABLE_NAME: expect.anything(),
      });
      const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
      const actions = Object.values(t.findResources('AWS::IAM::Policy'))
        .filter((p) => (p.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
        .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>)
        .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
      expect([...new Set(actions)].sort()).toEqual(actionsFor(job.permissions));
      if (job.permissions.includes('cognito:list-admins'))
        expect(actions).toContain('cognito-idp:ListUsersInGroup');
      if (job.permissions.includes('email:send')) {
        expect(props.Environment.Variables).toMatchObject({
          MAIL_FROM: environments.dev.mail.from,
          PORTAL_URL: environments.dev.mail.portalUrl,
        });
        t.hasResourceProperties('AWS::IAM::Policy', {
          PolicyDocument: Match.objectLike({
            Statement: Match.arrayWith([
              Match.objectLike({
                Action: ['ses:SendEmail', 'ses:SendRawEmail'],
                Condition: { StringEquals: { 'ses:FromAddress': Match.anyValue() } },
              }),
            ]),
          }),
        });
      }
    });

  it('keeps cdk-nag clean (an unacknowledged finding stops the synth)', () => {
    expect(() => app.synth()).not.toThrow();
  });

  it('no other domain stack has a schedule', () => {
    for (const stack of stacks.filter(
      (s) => !scheduledJobs.some((j) => s.stackName.endsWith(`-${j.domain}`)),
    ))
      Template.fromStack(stack).resourceCountIs('AWS::Events::Rule', 0);
  });
});
