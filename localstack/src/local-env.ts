import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_CLIENT_ID, DEV_IDP_ISSUER, DEV_IDP_PORT, signingKeyFile, type LocalSecrets } from './local-secrets.ts';
import {
  buckets,
  bucketEnv,
  physicalName,
  queues,
  queueEnv,
  tables,
  tableEnv,
} from '../../layers/core/src/platform/resources/definitions.ts';
import { repoRoot } from './paths.ts';

export const ports = {
  gateway: 8080,
  moto: 4566,
  s3: 4567,
  dynamodb: 4568,
  oidc: DEV_IDP_PORT,
  neo4j: 7687,
  hsds: 5101,
} as const;
export const host = '127.0.0.1';
/** moto: SQS, EventBridge, Secrets Manager, STS. */
export const awsEndpoint = `http://${host}:${ports.moto}`;
export const s3Endpoint = `http://${host}:${ports.s3}`;
/** DynamoDB Local: every DynamoDB call. */
export const dynamodbEndpoint = `http://${host}:${ports.dynamodb}`;
export const RESOURCE_PREFIX = 'svc-local';
/**
 * Credentials of the emulators: moto accepts any pair, S3Proxy checks this exact pair, and
 * DynamoDB Local refuses access keys with anything but letters and digits.
 */
export const localAwsCredentials = { accessKeyId: 'svclocal', secretAccessKey: 'svclocalsecret' } as const;
const ACCOUNT = '000000000000';

/** A queue's URL on moto (`endpoint`: a private copy's). */
export const localQueueUrl = (id: string, endpoint = awsEndpoint) =>
  `${endpoint}/${ACCOUNT}/${physicalName(RESOURCE_PREFIX, id)}`;

/**
 * The environment the handlers run with locally: exactly the variables the CDK stack sets in
 * AWS, pointed at the loopback services. Operator overrides in the caller's environment win.
 */
export function localEnvironment(secrets: LocalSecrets, base: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {
    // The build version locally; esbuild's define sets it in Lambda bundles.
    SVC_VERSION: (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version,
    AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
    AWS_REGION: 'us-east-1',
    SVC_AWS_ENDPOINT: awsEndpoint,
    SVC_AWS_DYNAMODB_ENDPOINT: dynamodbEndpoint,
    SVC_AWS_REGION: 'us-east-1',
    SVC_RESOURCE_PREFIX: RESOURCE_PREFIX,
    SVC_NEO4J_URI: `bolt://${host}:${ports.neo4j}`,
    SVC_AUTH_SIGNING_KEY_FILE: signingKeyFile,
    SVC_FILES_S3_ENDPOINT: s3Endpoint,
    SVC_FILES_S3_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
    SVC_FILES_S3_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
    SVC_FILES_S3_BUCKET: physicalName(RESOURCE_PREFIX, 'files'),
    SVC_HDF_SIDECAR_ENDPOINT: `http://${host}:${ports.hsds}`,
    SVC_HDF_SIDECAR_USERNAME: secrets.hsdsUsername,
    SVC_HDF_SIDECAR_PASSWORD: secrets.hsdsPassword,
    SVC_HDF_SIDECAR_PASSWORD_SALT: secrets.hsdsSalt,
    SVC_INSTANCE_ID: 'local',
    // The base of public links (kip, unhide, OAI-PMH): the local gateway, as a deployment names its API's.
    SVC_PUBLIC_URL: `http://${host}:${ports.gateway}`,
    SVC_PLUGINS_DIR: join(repoRoot, 'layers', 'plugins'),
    // The tests' stand-ins (SPARQL endpoints, LLM servers, a second instance) listen on loopback.
    SVC_OUTBOUND_ALLOW_PRIVATE: 'true',
    OIDC_PUBLIC: secrets.oidcPublicPem,
    OIDC_AUTHORITY: DEV_IDP_ISSUER,
    OIDC_ROLE: 'roles',
    // The console signs in at the local provider (authority: OIDC_AUTHORITY) as this public client.
    SVC_CONSOLE_OIDC_CLIENT_ID: CONSOLE_CLIENT_ID,
    LOG_LEVEL: 'WARN',
    POWERTOOLS_METRICS_NAMESPACE: 'svc-local',
  };
  for (const t of tables) env[tableEnv(t.id)] = physicalName(RESOURCE_PREFIX, t.id);
  for (const q of queues) env[queueEnv(q.id)] = localQueueUrl(q.id);
  for (const b of buckets) env[bucketEnv(b.id)] = physicalName(RESOURCE_PREFIX, b.id);
  for (const [k, v] of Object.entries(base)) {
    if (v !== undefined && (k.startsWith('SVC_') || k.startsWith('OIDC_') || k === 'LOG_LEVEL')) env[k] = v;
  }
  return env;
}
