import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { StartingPosition, FilterCriteria, FilterRule } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { notificationEmailSource } from '../../functions/src/platform/notifications/domain/notification-email';
import { metricsNamespace, parameterNames, type PortalEnvironment } from './environments';
import { acknowledge, basicExecutionRole } from './nag';
import { permissionGrants } from './permissions';
import { functionAlarms } from './alarms';
import { PortalFunction } from './portal-function';

/**
 * How the table's stream feeds the email sender: new notification items only (filtered by the event
 * source, so other writes never invoke it), small batches, a failed record retried (the handler
 * reports it; the batch is also split on errors) and, once the retries are spent, the record's place
 * in the stream kept on a queue for 14 days so an operator can replay it: nothing is dropped silently.
 */
export const notificationEmailDelivery = {
  batchSize: 10,
  retryAttempts: 8,
  maxBatchingWindowSeconds: 1,
  failureRetentionDays: 14,
  /** Room for a few emails per invocation (the handler starts none it could not finish). */
  timeoutSeconds: notificationEmailSource.timeoutSeconds,
  /** Behind the stream by more than this for ten minutes: the operators' alarm. */
  maxLagSeconds: 300,
} as const;

/** The outbox's email sender of one environment (`Portal-<env>-Mail`), deployed on its own. */
export class MailStack extends Stack {
  readonly sender: PortalFunction;
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: StackProps & { portal: PortalEnvironment }) {
    super(scope, id, props);
    const { portal } = props;
    const names = parameterNames(portal.name);
    const tableArn = StringParameter.valueForStringParameter(this, names.tableArn);
    const table = Table.fromTableAttributes(this, 'Table', {
      tableArn,
      tableStreamArn: StringParameter.valueForStringParameter(this, names.tableStreamArn),
    });

    this.sender = new PortalFunction(this, 'DeliverNotificationEmails', {
      handler: notificationEmailSource.handler,
      service: 'platform',
      description: "Emails new notifications the recipient's preferences allow (the table's stream -> SES)",
      compute: { memoryMiB: 512, timeoutSeconds: notificationEmailDelivery.timeoutSeconds },
      environment: {
        STAGE: portal.name,
        TABLE_NAME: StringParameter.valueForStringParameter(this, names.tableName),
        MAIL_FROM: portal.mail.from,
        PORTAL_URL: portal.mail.portalUrl,
        METRICS_NAMESPACE: metricsNamespace(portal.name),
      },
    });
    // recipient (profile, preferences, membership) reads, the delivery records' writes and the
    // members' copies of a company's notification (puts of new items; the members through GSI1)
    this.sender.addToRolePolicy(
      new PolicyStatement({
        actions: [
          ...permissionGrants['table:read'].actions,
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
        ].sort(),
        resources: [tableArn, `${tableArn}/index/gsi1`],
      }),
    );
    this.sender.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [`arn:${this.partition}:ses:${this.region}:${this.account}:identity/*`],
        conditions: { StringEquals: { 'ses:FromAddress': mailAddress(portal.mail.from) } },
      }),
    );

    this.failures = new Queue(this, 'DeliveryFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(notificationEmailDelivery.failureRetentionDays),
    });
    this.sender.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: notificationEmailDelivery.batchSize,
        maxBatchingWindow: Duration.seconds(notificationEmailDelivery.maxBatchingWindowSeconds),
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: notificationEmailDelivery.retryAttempts,
        onFailure: new SqsDlq(this.failures),
        // either to e-mail, or to copy to the company's other members (filters are alternatives)
        filters: [notificationEmailSource.emailFlag, notificationEmailSource.fanOutFlag].map((flag) =>
          FilterCriteria.filter({
            eventName: FilterRule.isEqual(notificationEmailSource.eventName),
            dynamodb: {
              NewImage: {
                entity: { S: FilterRule.isEqual(notificationEmailSource.entity) },
                [flag]: { BOOL: FilterRule.isEqual(true) },
              },
            },
          }),
        ),
      }),
    );

    // an operator hears of emails the retries could not deliver, and of a sender falling behind
    this.failures
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' })
      .createAlarm(this, 'DeliveryFailuresWaiting', {
        alarmDescription:
          'Notification emails whose retries were spent wait on the failure queue (their stream positions): find the cause in the sender logs, then replay them.',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    new Metric({
      namespace: 'AWS/Lambda',
      metricName: 'IteratorAge',
      dimensionsMap: { FunctionName: this.sender.functionName },
      period: Duration.minutes(5),
      statistic: 'Maximum',
    }).createAlarm(this, 'DeliveryFallingBehind', {
      alarmDescription: 'The notification email sender is more than 5 minutes behind the table stream.',
      threshold: notificationEmailDelivery.maxLagSeconds * 1000,
      evaluationPeriods: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    functionAlarms(this, 'DeliverNotificationEmails', this.sender, 'The notification email sender');

    acknowledge(this.sender, [
      {
        id: basicExecutionRole,
        reason: 'The basic execution role only lets the function write its own logs.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:${this.region}:${this.account}:identity/*]`,
        reason:
          'SES authorizes SendEmail against the sender identity and, in the sandbox, each recipient identity: recipients are users, not known in advance. The From address is pinned by the ses:FromAddress condition.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'The stream event source mapping (CDK) grants dynamodb:ListStreams, which has no resource scope.',
      },
    ]);
    acknowledge(this.failures, [
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself the failure destination of the stream event source mapping.',
      },
    ]);
    acknowledge(this, [
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the runtime the platform fixes for every function.',
      },
    ]);
  }
}

/** `Portal <no-reply@x.com>` -> `no-reply@x.com`. */
export function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
