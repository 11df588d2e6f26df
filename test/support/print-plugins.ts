// A fresh process (a cold start elsewhere): discovers plugins with the local environment and prints their entries.
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';

Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
await import('../../layers/core/src/app/boot.ts');
await import('../../layers/core/src/app/drop-in-plugins.ts');
const { pluginEntries } = await import('../../layers/core/src/platform/plugins/runtime.ts');
console.log(JSON.stringify(await pluginEntries({ fresh: true })));
process.exit(0);
