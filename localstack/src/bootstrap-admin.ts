import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { adminKeyFile } from './local-secrets.ts';

/**
 * Ensures the bootstrap instance-admin user `admin` and an API key for it, written to
 * localstack/.state/admin-api-key. An existing key is kept while the graph still knows it.
 * Runs in the CLI process with the local environment applied (core modules read it lazily).
 */
export async function ensureAdminKey(): Promise<{ key: string; created: boolean }> {
  const { provisionUser } = await import('../../layers/core/src/access/auth/users.ts');
  const { createKeyFor } = await import('../../layers/core/src/access/auth/api-keys.ts');
  const { authenticate } = await import('../../layers/core/src/access/auth/authenticate.ts');
  await provisionUser({ username: 'admin', roles: ['instance-admin'], firstName: 'Instance', lastName: 'Admin' });
  if (existsSync(adminKeyFile)) {
    const key = readFileSync(adminKeyFile, 'utf8').trim();
    const ctx = await authenticate({ 'x-api-key': key });
    if (ctx.status === 'authenticated' && ctx.principal.roles.includes('instance-admin'))
      return { key, created: false };
  }
  const minted = await createKeyFor('admin', { name: 'bootstrap instance-admin key', roles: ['instance-admin'] });
  writeFileSync(adminKeyFile, `${minted.jwt}\n`, { mode: 0o600 });
  return { key: minted.jwt, created: true };
}
