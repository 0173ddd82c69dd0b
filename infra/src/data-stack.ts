import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { acknowledge, basicExecutionRole } from './nag';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/src/platform/data/table-definition';
import { uploadPrefix } from '../../functions/src/platform/uploads/domain/storage-keys';
import { tableThrottleAlarms } from './alarms';
import { parameterNames, type PortalEnvironment } from './environments';

/**
 * How long the documents bucket keeps what nobody reads any more. A deleted or replaced file stays
 * as an old version for a week (an operator can restore a mistaken delete), then goes; an upload
 * never completed (or a refused one's leftovers) goes after a day.
 */
export const documentRetention = {
  noncurrentVersionDays: 7,
  unfinishedUploadDays: 1,
} as const;

/** The single table and the private documents bucket of one environment. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly documents: Bucket;

  constructor(scope: Construct, id: string, props: StackProps & { portal: PortalEnvironment }) {
    super(scope, id, props);
    const { portal } = props;
    const removalPolicy = portal.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const names = parameterNames(portal.name);

    this.table = new Table(this, 'Table', {
      tableName: `portal-${portal.name}`,
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.streamViewType],
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: portal.retainData,
      removalPolicy,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.include
          ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.include] }
          : { projectionType: ProjectionType.ALL }),
      });
    }

    tableThrottleAlarms(this, this.table);

    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy,
      autoDeleteObjects: !portal.retainData,
    });
    acknowledge(accessLogs, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This is the access-log bucket itself; logging it into itself would loop.',
      },
    ]);

    this.documents = new Bucket(this, 'Documents', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      lifecycleRules: [
        {
          // objects under the upload prefix are never read by anyone once their ticket is over
          id: 'unfinished-uploads',
          prefix: uploadPrefix,
          expiration: Duration.days(documentRetention.unfinishedUploadDays),
          noncurrentVersionExpiration: Duration.days(documentRetention.unfinishedUploadDays),
        },
        {
          id: 'old-versions',
          noncurrentVersionExpiration: Duration.days(documentRetention.noncurrentVersionDays),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(documentRetention.unfinishedUploadDays),
        },
      ],
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'documents/',
      removalPolicy,
      autoDeleteObjects: !portal.retainData,
      cors: [
        {
          // the browser POSTs uploads (presigned POST) and GETs downloads (presigned GET) directly
          allowedOrigins: portal.portalOrigins,
          allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.POST, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 600,
        },
      ],
    });

    new StringParameter(this, 'TableNameParam', {
      parameterName: names.tableName,
      stringValue: this.table.tableName,
    });
    new StringParameter(this, 'TableArnParam', {
      parameterName: names.tableArn,
      stringValue: this.table.tableArn,
    });
    new StringParameter(this, 'TableStreamArnParam', {
      parameterName: names.tableStreamArn,
      stringValue: this.table.tableStreamArn ?? '',
    });
    new StringParameter(this, 'BucketNameParam', {
      parameterName: names.bucketName,
      stringValue: this.documents.bucketName,
    });
    new StringParameter(this, 'BucketArnParam', {
      parameterName: names.bucketArn,
      stringValue: this.documents.bucketArn,
    });

    acknowledge(this, [
      {
        id: basicExecutionRole,
        reason:
          'autoDeleteObjects (dev only) uses the CDK-provided custom resource with the basic execution role.',
      },
      { id: 'AwsSolutions-L1', reason: 'The autoDeleteObjects custom resource runtime is chosen by CDK.' },
    ]);
  }
}
