import { Validations, type App } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { createRequire } from 'node:module';
import type * as CdkNag from 'cdk-nag';

// cdk-nag is CommonJS whose exports Node's ESM loader cannot name statically: load it with require.
const { AwsSolutionsChecks } = createRequire(import.meta.url)('cdk-nag') as typeof CdkNag;

/** Runs the AWS Solutions rules over every stack at synth; an unacknowledged finding stops the synth. */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
}

/** Acknowledges cdk-nag findings on a construct (and its children); every acknowledgement says why. */
export function acknowledge(scope: IConstruct, rules: Array<{ id: string; reason: string }>): void {
  for (const rule of rules)
    if (!rule.reason.trim()) throw new Error(`cdk-nag acknowledgement ${rule.id} needs a reason`);
  Validations.of(scope).acknowledge(...rules);
}

/** The AWS-managed basic execution role (logs only) that Lambda functions and CDK custom resources use. */
export const basicExecutionRole =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';
