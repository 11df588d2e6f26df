/**
 * The local OpenID Connect provider on 127.0.0.1:4569: panva's oidc-provider (localstack/src/oidc/)
 * in a Node process of its own. It signs ID and access tokens with the dev identity provider's key,
 * the one the service trusts through OIDC_PUBLIC, with issuer OIDC_AUTHORITY and the roles in the
 * OIDC_ROLE claim, so a browser signs in to the console with authorization code + PKCE as it would
 * at a real IdP. Users: the seeded ones (oidc/users.ts) plus .state/oidc/users.json when present.
 * Sessions and tokens live in its memory: a restart signs everyone out.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_CLIENT_ID, DEV_IDP_ISSUER, oidcPrivateKeyFile } from '../local-secrets.ts';
import { repoRoot } from '../paths.ts';
import { baseEnv, defineService, serviceDir, spawnDetached, stopByPidFile } from './process.ts';
import type { LocalService } from './types.ts';

const NAME = 'oidc';
const ENTRY = 'localstack/src/oidc/main.ts';
const SOURCES = join(repoRoot, 'localstack', 'src', 'oidc');

/** Its code, its settings and the installed oidc-provider: a running copy that differs is restarted. */
function fingerprint(env: NodeJS.ProcessEnv): string {
  const h = createHash('sha256').update(JSON.stringify(env));
  for (const f of readdirSync(SOURCES).sort()) h.update(f).update(readFileSync(join(SOURCES, f)));
  h.update(readFileSync(join(repoRoot, 'node_modules', 'oidc-provider', 'package.json')));
  return h.digest('hex');
}

export interface OidcServiceOptions {
  /** OIDC_ROLE: the claim that carries the roles. */
  roleClaim: string;
  /** Origins the console is served from (the gateway's), allowed as redirect targets and by CORS. */
  consoleOrigins: string[];
}

/** Where more users can be listed (a JSON array, see oidc/users.ts); read at every sign-in. */
export const oidcUsersFile = (): string => join(serviceDir(NAME), 'users.json');

export function oidcService(opts: OidcServiceOptions): LocalService {
  const url = DEV_IDP_ISSUER;
  const port = Number(new URL(url).port);
  const env = baseEnv({
    SVC_OIDC_ISSUER: url,
    SVC_OIDC_PRIVATE_KEY_FILE: oidcPrivateKeyFile,
    SVC_OIDC_ROLE_CLAIM: opts.roleClaim,
    SVC_OIDC_CLIENT_ID: CONSOLE_CLIENT_ID,
    SVC_OIDC_CONSOLE_ORIGINS: opts.consoleOrigins.join(','),
    SVC_OIDC_USERS_FILE: oidcUsersFile(),
  });
  const stamp = (): string => join(serviceDir(NAME), 'fingerprint');

  /** Its discovery document names this issuer. */
  const isUp = async (): Promise<boolean> => {
    try {
      const r = await fetch(`${url}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(3_000) });
      if (r.status !== 200) return false;
      return ((await r.json()) as { issuer?: unknown }).issuer === url;
    } catch {
      return false;
    }
  };

  const launch = (): number => {
    const pid = spawnDetached(NAME, process.execPath, ['--import', 'tsx', join(repoRoot, ENTRY)], {
      cwd: repoRoot,
      env,
    });
    writeFileSync(stamp(), fingerprint(env));
    return pid;
  };

  const service = defineService({
    name: NAME,
    port,
    url,
    marker: ENTRY,
    install: async () => undefined,
    isUp,
    launch,
    readyTimeoutMs: 30_000,
    what: `the OpenID Connect provider to answer GET ${url}/.well-known/openid-configuration`,
    stopGraceMs: 5_000,
  });
  return {
    ...service,
    start: async () => {
      // A copy running older code or other settings is restarted, not reused (as the gateway is).
      const current = fingerprint(env);
      if ((await isUp()) && (!existsSync(stamp()) || readFileSync(stamp(), 'utf8') !== current)) {
        await stopByPidFile(NAME, { marker: ENTRY, graceMs: 5_000 });
      }
      await service.start();
    },
  };
}
