import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config/load.ts';
import { tableEnv, queueEnv, physicalName, type TableId, type QueueId } from '../resources/definitions.ts';
import { awsClient, boundedTransport, cancellable } from './resilience.ts';

/** Endpoint and region from configuration: the same code talks to AWS or to the local emulator. */
function clientOptions(endpoint = config()['svc.aws.endpoint']) {
  return { region: config()['svc.aws.region'], ...(endpoint ? { endpoint } : {}), ...boundedTransport() };
}

/** DynamoDB's own endpoint override (locally DynamoDB Local), else `svc.aws.endpoint`; '' means AWS. */
export function dynamoEndpoint(): string {
  const c = config();
  return c['svc.aws.dynamodb-endpoint'] || c['svc.aws.endpoint'];
}

let ddb: DynamoDBDocumentClient | undefined;
export function dynamo(): DynamoDBDocumentClient {
  ddb ??= cancellable(
    DynamoDBDocumentClient.from(awsClient(new DynamoDBClient(clientOptions(dynamoEndpoint())), 'dynamodb'), {
      marshallOptions: { removeUndefinedValues: true },
    }),
  );
  return ddb;
}

let secrets: SecretsManagerClient | undefined;
export function secretsManager(): SecretsManagerClient {
  secrets ??= awsClient(new SecretsManagerClient(clientOptions()), 'secretsmanager');
  return secrets;
}

let sqs: SQSClient | undefined;
export function sqsClient(): SQSClient {
  sqs ??= awsClient(new SQSClient(clientOptions()), 'sqs');
  return sqs;
}

/** Physical table name: set by the stack (env), else derived from the resource prefix. */
export function tableName(id: TableId): string {
  return process.env[tableEnv(id)] ?? physicalName(config()['svc.resource.prefix'], id);
}
export function queueUrl(id: QueueId): string | undefined {
  return process.env[queueEnv(id)];
}
