import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notificationEmailSource } from '../../functions/src/platform/notifications/domain/notification-email';
import { DataStack } from '../src/data-stack';
import { environments, parameterNames } from '../src/environments';
import { MailStack, mailAddress, notificationEmailDelivery } from '../src/mail-stack';
import { addNagChecks } from '../src/nag';

/**
 * The outbox in the cloud: the table's stream, and the sender function fed from it with a filtered,
 * retried event source whose spent records go to a queue. Bundling is skipped (the template is the point).
 */
const app = new App({
  outdir: mkdtempSync(join(tmpdir(), 'cdk-mail-')),
  context: { 'aws:cdk:bundling-stacks': [] },
});
const env = { account: '111111111111', region: 'eu-west-1' };
const data = new DataStack(app, 'Portal-dev-Data', { portal: environments.dev, env });
const mail = new MailStack(app, 'Portal-dev-Mail', { portal: environments.dev, env });
addNagChecks(app);
const dataTemplate = Template.fromStack(data);
const t = Template.fromStack(mail);
const names = parameterNames('dev');

describe('Mail', () => {
  it("turns on the table's stream with new images and publishes its ARN", () => {
    dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
    dataTemplate.hasResourceProperties('AWS::SSM::Parameter', {
      Name: names.tableStreamArn,
      Value: { 'Fn::GetAtt': [Match.anyValue(), 'StreamArn'] },
    });
  });

  it('feeds the sender new notification items to e-mail or copy only, with partial batch failures, bisection, retries and a failure queue', () => {
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: notificationEmailDelivery.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: notificationEmailDelivery.retryAttempts,
      FilterCriteria: {
        Filters: ['email', 'fan_out'].map((flag) => ({
          Pattern: JSON.stringify({
            eventName: [notificationEmailSource.eventName],
            dynamodb: {
              NewImage: { entity: { S: [notificationEmailSource.entity] }, [flag]: { BOOL: [true] } },
            },
          }),
        })),
      },
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeliveryFailures'), 'Arn'] } },
      },
    });
    t.hasResourceProperties('AWS::SQS::Queue', {
      MessageRetentionPeriod: notificationEmailDelivery.failureRetentionDays * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
  });

  it('alarms when an email waits on the failure queue and when the sender falls behind the stream', () => {
    t.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeliveryFailures'), 'QueueName'] },
        },
      ],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    t.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'IteratorAge',
      Namespace: 'AWS/Lambda',
      Dimensions: [
        { Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('DeliverNotificationEmails') } },
      ],
      Threshold: notificationEmailDelivery.maxLagSeconds * 1000,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    // and the sender's errors and throttles, as every function's (stacks.test.ts)
    t.resourceCountIs('AWS::CloudWatch::Alarm', 4);
  });

  it('runs the sender handler on Node.js 22 with the From address and the portal address', () => {
    t.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Timeout: notificationEmailDelivery.timeoutSeconds,
      Environment: {
        Variables: Match.objectLike({
          MAIL_FROM: environments.dev.mail.from,
          PORTAL_URL: environments.dev.mail.portalUrl,
          TABLE_NAME: Match.anyValue(),
        }),
      },
    });
  });

  it('may send only from the portal address, read the table and update delivery records', () => {
    const policies = Object.values(t.findResources('AWS::IAM::Policy'));
    const statements = policies.flatMap(
      (p) =>
        (p as { Properties: { PolicyDocument: { Statement: Array<Record<string, unknown>> } } }).Properties
          .PolicyDocument.Statement,
    );
    const ses = statements.find((s) => JSON.stringify(s.Action).includes('ses:SendEmail'));
    expect(ses?.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': mailAddress(environments.dev.mail.from) },
    });
    const table = statements.find((s) => JSON.stringify(s.Action).includes('dynamodb:UpdateItem'));
    expect(table?.Action).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    const actions = statements.flatMap((s) => [s.Action].flat() as string[]);
    expect(actions).not.toContain('dynamodb:DeleteItem');
  });

  it('passes the cdk-nag checks (every finding acknowledged with a reason)', () => {
    let error: unknown;
    try {
      app.synth({ force: true });
    } catch (e) {
      error = e;
    }
    expect(String(error ?? '')).toBe('');
    const report = join(app.outdir, 'validation-report.json');
    if (existsSync(report)) expect(readFileSync(report, 'utf8')).not.toMatch(/AwsSolutions-/);
  });

  it('extracts the address from a display-name From', () => {
    expect(mailAddress('Portal <no-reply@x.example.com>')).toBe('no-reply@x.example.com');
    expect(mailAddress(' no-reply@x.example.com ')).toBe('no-reply@x.example.com');
  });
});
