import { Aws } from 'aws-cdk-lib';
import { envName } from '../../layers/core/src/platform/config/keys.ts';
import {
  bucketEnv,
  buckets,
  queueEnv,
  queues,
  tableEnv,
  tables,
} from '../../layers/core/src/platform/resources/definitions.ts';
import { type DeploySettings, validateFunctionEnv } from '../lib/settings.ts';
import type { DataStores } from './data-stores.ts';
import type { Secrets } from './secrets.ts';

/**
 * The environment every function gets (the same for all), validated here as the runtime loader
 * will: operator context, the stack's own names and the resource names of definitions.ts.
 */
export function functionEnvironment(
  settings: DeploySettings,
  stores: DataStores,
  secrets: Secrets,
): Readonly<Record<string, string>> {
  const environment: Record<string, string> = {
    // Stack-derived defaults an operator may override (-c svc.files.s3.bucket=...).
    [envName('svc.files.s3.bucket')]: stores.buckets.files.bucketName,
    [envName('svc.files.s3.region')]: Aws.REGION,
    [envName('svc.files.s3.path-style-access')]: 'false',
    // Operator context (svc.* / OIDC_*).
    ...settings.configEnv,
    // Owned by the stack.
    [envName('svc.resource.prefix')]: Aws.STACK_NAME,
    [envName('svc.aws.region')]: Aws.REGION,
    [envName('svc.frontend.origin')]: settings.frontendOrigin,
    [envName('svc.neo4j.secret-arn')]: secrets.neo4j.secretArn,
    [envName('svc.hdf.secret-arn')]: secrets.hdf.secretArn,
    [envName('svc.auth.signing-secret-arn')]: secrets.signing.secretArn,
    // Drop-in plugin archives arrive as the plugins layer (infra/constructs/layers.ts), mounted under /opt.
    [envName('svc.plugins.dir')]: '/opt/plugins',
    ...Object.fromEntries(tables.map((t) => [tableEnv(t.id), stores.tables[t.id].tableName])),
    ...Object.fromEntries(queues.map((q) => [queueEnv(q.id), stores.queues[q.id].queue.queueUrl])),
    ...Object.fromEntries(buckets.map((b) => [bucketEnv(b.id), stores.buckets[b.id].bucketName])),
  };
  validateFunctionEnv(environment);
  return environment;
}
