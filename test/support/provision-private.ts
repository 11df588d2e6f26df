// Provisions PRIVATE backing services (SVC_* overrides in this process's env name them) the way
// `npm start` provisions the shared ones: the tables, queues and files bucket of the stores the
// overrides name (never a shared one), the graph schema, and an instance-admin user. Prints
// `{"keys": [...]}`: `KEYS` API keys of that user (default 1), stored in the private graph only,
// so the shared admin key file is never touched.
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';
import { provisionBuckets, provisionQueues, provisionTables } from '../../localstack/src/provision.ts';

const overrides = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('SVC_')));
Object.assign(process.env, localEnvironment(ensureLocalSecrets()), overrides, { LOG_LEVEL: 'ERROR' });

const dynamodb = overrides['SVC_AWS_DYNAMODB_ENDPOINT'];
if (dynamodb) await provisionTables(dynamodb);
const moto = overrides['SVC_AWS_ENDPOINT'];
if (moto) await provisionQueues(moto);
const s3 = overrides['SVC_FILES_S3_ENDPOINT'];
if (s3) await provisionBuckets(s3);
if (process.env['PROVISION_GRAPH'] !== 'off') {
  const { ensureSchema } = await import('../../layers/core/src/app/graph-schema.ts');
  const { provisionUser } = await import('../../layers/core/src/access/auth/users.ts');
  const { createKeyFor } = await import('../../layers/core/src/access/auth/api-keys.ts');
  const { closeGraph } = await import('../../layers/core/src/platform/graph/driver.ts');
  await ensureSchema();
  await provisionUser({ username: 'admin', roles: ['instance-admin'], firstName: 'Instance', lastName: 'Admin' });
  const keys: string[] = [];
  for (let i = 0; i < Number(process.env['KEYS'] ?? '1'); i++) {
    keys.push((await createKeyFor('admin', { name: `private key ${i}`, roles: ['instance-admin'] })).jwt);
  }
  await closeGraph();
  console.log(JSON.stringify({ keys }));
} else {
  console.log(JSON.stringify({ keys: [] }));
}
