import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { EventBridgeClient, PutRuleCommand } from '@aws-sdk/client-eventbridge';
import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  PutBucketLifecycleConfigurationCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  buckets,
  physicalName,
  queues,
  schedules,
  tables,
  type TableDef,
} from '../../layers/core/src/platform/resources/definitions.ts';
import { createTableInput } from '../../layers/core/src/platform/resources/table-input.ts';
import { awsEndpoint, dynamodbEndpoint, localAwsCredentials, RESOURCE_PREFIX, s3Endpoint } from './local-env.ts';

const base = { region: 'us-east-1', credentials: localAwsCredentials };
const name = (id: string) => physicalName(RESOURCE_PREFIX, id);

/**
 * Creates one table exactly as its definition says; false when it already exists. An existing
 * table gains the GSIs its definition has gained since (one UpdateTable each, as a CDK deploy
 * adds them), so a laptop's kept state follows the definitions.
 */
export async function createTable(ddb: DynamoDBClient, t: TableDef, TableName: string): Promise<boolean> {
  try {
    const existing = await ddb.send(new DescribeTableCommand({ TableName }));
    const have = new Set((existing.Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    const wanted = createTableInput(t, TableName);
    for (const gsi of wanted.GlobalSecondaryIndexes ?? []) {
      if (have.has(gsi.IndexName)) continue;
      await ddb.send(
        new UpdateTableCommand({
          TableName,
          AttributeDefinitions: wanted.AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [
            { Create: { IndexName: gsi.IndexName, KeySchema: gsi.KeySchema, Projection: gsi.Projection } },
          ],
        }),
      );
    }
    return false;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  await ddb.send(new CreateTableCommand(createTableInput(t, TableName)));
  if (t.ttlAttribute) {
    await ddb.send(
      new UpdateTimeToLiveCommand({
        TableName,
        TimeToLiveSpecification: { AttributeName: t.ttlAttribute, Enabled: true },
      }),
    );
  }
  return true;
}

/** Creates every table of the definitions on DynamoDB Local (or `endpoint`); returns the names it created. */
export async function provisionTables(endpoint = dynamodbEndpoint): Promise<string[]> {
  const created: string[] = [];
  const ddb = new DynamoDBClient({ ...base, endpoint });
  try {
    for (const t of tables) {
      if (await createTable(ddb, t, name(t.id))) created.push(name(t.id));
    }
  } finally {
    ddb.destroy();
  }
  return created;
}

/**
 * Provisions the emulators from the same resource definitions the CDK stack reads, idempotently:
 * tables (with their GSIs and TTL, which DynamoDB Local enforces) on DynamoDB Local, queues and
 * schedule rules on moto, buckets on S3Proxy. Returns what it created so startup can say so.
 */
export async function provisionLocalResources(): Promise<string[]> {
  const created = (await provisionTables()).map((t) => `table ${t}`);
  await provisionQueues();

  const events = new EventBridgeClient({ ...base, endpoint: awsEndpoint });
  for (const s of schedules) {
    // Recorded so the emulator mirrors the stack; moto never fires rules, the gateway runs them.
    await events.send(
      new PutRuleCommand({ Name: name(s.id), ScheduleExpression: s.cron, State: 'ENABLED', Description: s.purpose }),
    );
  }

  created.push(...(await provisionBuckets()).map((b) => `bucket ${b}`));
  return created;
}

/** Creates every queue (and its dead-letter queue) of the definitions on moto (or `endpoint`), idempotently. */
export async function provisionQueues(endpoint = awsEndpoint): Promise<void> {
  const sqs = new SQSClient({ ...base, endpoint });
  try {
    await createQueues(sqs);
  } finally {
    sqs.destroy();
  }
}

async function createQueues(sqs: SQSClient): Promise<void> {
  for (const q of queues) {
    const dlq = await sqs.send(
      new CreateQueueCommand({
        QueueName: name(`${q.id}-dlq`),
        Attributes: { MessageRetentionPeriod: String(q.dlqRetentionDays * 86400) },
      }),
    );
    const dlqArn = (
      await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }))
    ).Attributes?.['QueueArn'];
    await sqs.send(
      new CreateQueueCommand({
        QueueName: name(q.id),
        Attributes: {
          VisibilityTimeout: String(q.visibilityTimeoutSeconds),
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: q.maxReceiveCount }),
        },
      }),
    );
  }
}

/** Creates every bucket of the definitions on S3Proxy (or `endpoint`), idempotently; returns the names it created. */
export async function provisionBuckets(endpoint = s3Endpoint): Promise<string[]> {
  const created: string[] = [];
  const s3 = new S3Client({ ...base, endpoint, forcePathStyle: true });
  try {
    for (const b of buckets) {
      const Bucket = name(b.id);
      try {
        await s3.send(new HeadBucketCommand({ Bucket }));
      } catch {
        await s3.send(new CreateBucketCommand({ Bucket }));
        created.push(Bucket);
      }
      await applyBucketPolicies(s3, Bucket, b.expiringPrefixes);
    }
  } finally {
    s3.destroy();
  }
  return created;
}

async function applyBucketPolicies(
  s3: S3Client,
  Bucket: string,
  expiring: readonly { prefix: string; days: number }[],
): Promise<void> {
  // Best effort: S3Proxy's filesystem backend may not implement bucket CORS or lifecycle; the
  // stack sets both in AWS, and the local presigned flows do not depend on them.
  await s3
    .send(
      new PutBucketCorsCommand({
        Bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: ['*'],
              AllowedMethods: ['GET', 'PUT', 'HEAD'],
              AllowedHeaders: ['*'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    )
    .catch(() => undefined);
  await s3
    .send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket,
        LifecycleConfiguration: {
          Rules: expiring.map((e) => ({
            ID: `expire-${e.prefix.replace(/\W/g, '')}`,
            Status: 'Enabled',
            Filter: { Prefix: e.prefix },
            Expiration: { Days: e.days },
          })),
        },
      }),
    )
    .catch(() => undefined);
}
