import { CfnOutput, type Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { buckets, queues, tables } from '../../layers/core/src/platform/resources/definitions.ts';
import { pascal } from '../lib/paths.ts';
import type { DataStores } from './data-stores.ts';
import type { Secrets } from './secrets.ts';

/** The stack outputs: the API URL and the name (URL, ARN) of every table, bucket, queue and its DLQ, and secret. */
export function createOutputs(stack: Stack, stage: apigwv2.HttpStage, stores: DataStores, secrets: Secrets): void {
  new CfnOutput(stack, 'ApiUrl', { value: stage.url, description: 'Base URL of the svc HTTP API' });
  for (const b of buckets)
    new CfnOutput(stack, `Bucket${pascal(b.id)}Name`, { value: stores.buckets[b.id].bucketName });
  for (const t of tables) new CfnOutput(stack, `Table${pascal(t.id)}Name`, { value: stores.tables[t.id].tableName });
  for (const q of queues) {
    new CfnOutput(stack, `Queue${pascal(q.id)}Url`, { value: stores.queues[q.id].queue.queueUrl });
    new CfnOutput(stack, `Queue${pascal(q.id)}DlqUrl`, { value: stores.queues[q.id].dlq.queueUrl });
  }
  new CfnOutput(stack, 'Neo4jSecretArn', {
    value: secrets.neo4j.secretArn,
    description: 'Secret {uri, username, password}',
  });
  new CfnOutput(stack, 'HdfSecretArn', { value: secrets.hdf.secretArn, description: 'Secret {username, password}' });
  new CfnOutput(stack, 'AuthSigningSecretArn', {
    value: secrets.signing.secretArn,
    description: 'API-key signing key',
  });
}
