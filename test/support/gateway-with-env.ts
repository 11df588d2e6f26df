// A second local gateway with the local environment plus overrides from this process's env
// (used to run the same handlers against a broken dependency).
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';

// An extra gateway neither polls queues nor runs schedules: the main gateway's workers do that.
process.env['LOCAL_GATEWAY_WORKERS'] ??= 'off';
const overrides = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('SVC_')));
Object.assign(process.env, localEnvironment(ensureLocalSecrets()), overrides, { LOG_LEVEL: 'ERROR' });
await import('../../localstack/src/gateway/main.ts');
