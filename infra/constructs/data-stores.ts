import { Duration, FeatureFlags, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import {
  type BucketId,
  buckets,
  type QueueId,
  queues,
  type TableId,
  tables,
} from '../../layers/core/src/platform/resources/definitions.ts';
import { pascal } from '../lib/paths.ts';
import type { DeploySettings } from '../lib/settings.ts';

export interface QueuePair {
  readonly queue: sqs.Queue;
  readonly dlq: sqs.Queue;
}

/** The service's state, one resource per row of layers/core/src/platform/resources/definitions.ts. */
export interface DataStores {
  readonly tables: Readonly<Record<TableId, dynamodb.Table>>;
  readonly queues: Readonly<Record<QueueId, QueuePair>>;
  readonly buckets: Readonly<Record<BucketId, s3.Bucket>>;
  /** Server-access-log destination of the data buckets (and of the console's buckets). */
  readonly accessLogBucket: s3.Bucket;
}

/**
 * Tables, queues (each with its DLQ) and buckets (with their access-log bucket), all retained on
 * stack deletion. Created directly in the stack's scope: their logical ids are those of the
 * deployed stack, and a construct level in between would rename (and so replace) them.
 */
export function createDataStores(stack: Stack, settings: DeploySettings): DataStores {
  const tables = createTables(stack);
  const queues = createQueues(stack);
  const { buckets, accessLogBucket } = createBuckets(stack, settings.frontendOrigin);
  return { tables, queues, buckets, accessLogBucket };
}

function createTables(stack: Stack): Record<TableId, dynamodb.Table> {
  return Object.fromEntries(
    tables.map((def) => {
      const table = new dynamodb.Table(stack, `${pascal(def.id)}Table`, {
        partitionKey: { name: def.partitionKey.name, type: attributeType(def.partitionKey.type) },
        ...('sortKey' in def ? { sortKey: { name: def.sortKey.name, type: attributeType(def.sortKey.type) } } : {}),
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        ...('ttlAttribute' in def ? { timeToLiveAttribute: def.ttlAttribute } : {}),
        removalPolicy: RemovalPolicy.RETAIN,
      });
      for (const gsi of def.gsis) {
        table.addGlobalSecondaryIndex({
          indexName: gsi.name,
          partitionKey: { name: gsi.partitionKey.name, type: attributeType(gsi.partitionKey.type) },
          ...('sortKey' in gsi ? { sortKey: { name: gsi.sortKey.name, type: attributeType(gsi.sortKey.type) } } : {}),
          ...('include' in gsi
            ? { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...gsi.include] }
            : {}),
        });
      }
      return [def.id, table];
    }),
  ) as Record<TableId, dynamodb.Table>;
}

function createQueues(stack: Stack): Record<QueueId, QueuePair> {
  return Object.fromEntries(
    queues.map((def) => {
      const dlq = new sqs.Queue(stack, `${pascal(def.id)}Dlq`, {
        retentionPeriod: Duration.days(def.dlqRetentionDays),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      const queue = new sqs.Queue(stack, `${pascal(def.id)}Queue`, {
        visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: dlq, maxReceiveCount: def.maxReceiveCount },
      });
      return [def.id, { queue, dlq }];
    }),
  ) as Record<QueueId, QueuePair>;
}

function createBuckets(
  stack: Stack,
  frontendOrigin: string,
): { buckets: Record<BucketId, s3.Bucket>; accessLogBucket: s3.Bucket } {
  // Server-access-log destination of the data buckets (cdk-nag S1 accepts a log target without its own logging).
  const accessLogBucket = new s3.Bucket(stack, 'AccessLogBucket', {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED, // S3 server access logging requires SSE-S3 on the target
    enforceSSL: true,
    // S3 log delivery is granted by bucket policy (cdk.json feature flag), so ACLs can stay disabled;
    // without the flag CDK grants it by the LogDeliveryWrite ACL, which needs ObjectWriter.
    objectOwnership: FeatureFlags.of(stack).isEnabled(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY)
      ? s3.ObjectOwnership.BUCKET_OWNER_ENFORCED
      : s3.ObjectOwnership.OBJECT_WRITER,
    lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(365) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });

  const dataBuckets = Object.fromEntries(
    buckets.map((def) => [
      def.id,
      new s3.Bucket(stack, `${pascal(def.id)}Bucket`, {
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        encryption: s3.BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        minimumTLSVersion: 1.2,
        objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
        // Versioned so an accidental overwrite or delete can be undone for 30 days.
        versioned: true,
        serverAccessLogsBucket: accessLogBucket,
        serverAccessLogsPrefix: `${def.id}/`,
        // Browsers upload and download through presigned URLs directly.
        cors: [
          {
            allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
            allowedOrigins: [frontendOrigin],
            allowedHeaders: ['*'],
            exposedHeaders: ['ETag'],
            maxAge: 3000,
          },
        ],
        lifecycleRules: [
          ...def.expiringPrefixes.map((p) => ({
            id: `expire-${p.prefix.replace(/\/$/, '')}`,
            prefix: p.prefix,
            expiration: Duration.days(p.days),
            noncurrentVersionExpiration: Duration.days(p.days),
          })),
          {
            id: 'noncurrent-versions',
            noncurrentVersionExpiration: Duration.days(30),
            abortIncompleteMultipartUploadAfter: Duration.days(7),
          },
          { id: 'expired-delete-markers', expiredObjectDeleteMarker: true },
        ],
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    ]),
  ) as Record<BucketId, s3.Bucket>;
  return { buckets: dataBuckets, accessLogBucket };
}

function attributeType(t: 'S' | 'N' | 'B'): dynamodb.AttributeType {
  return { S: dynamodb.AttributeType.STRING, N: dynamodb.AttributeType.NUMBER, B: dynamodb.AttributeType.BINARY }[t];
}
