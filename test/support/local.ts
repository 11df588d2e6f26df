import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { adminKeyFile, ensureLocalSecrets, oidcPrivateKeyFile } from '../../localstack/src/local-secrets.ts';
import { devToken as sign } from '../../localstack/src/dev-token.ts';

/** The running local cloud, as `npm test` started it. */
export const gateway = process.env['SVC_TEST_GATEWAY'] ?? 'http://127.0.0.1:8080';
export const adminKey = () => readFileSync(adminKeyFile, 'utf8').trim();
/** svc's own sidecar password (derived from the local HSDS salt). */
export const hsdsPassword = () => ensureLocalSecrets().hsdsPassword;
export const devToken = (
  username: string,
  roles: string[] = [],
  opts?: { ttlSeconds?: number; now?: number; claims?: Record<string, string> },
) => sign(readFileSync(oidcPrivateKeyFile, 'utf8'), username, roles, opts);

/** A fresh username per test, so tests never share data. */
export const uniqueUser = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}`;

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** One request to the gateway (or to `init.base`, e.g. an extra gateway); JSON bodies are encoded, answers parsed when JSON. */
export async function call<T = unknown>(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown; raw?: string | Buffer; base?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  let body: string | Buffer | undefined = init.raw;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const r = await fetch(`${init.base ?? gateway}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: r.status, headers: r.headers, body: parsed as T, text };
}

export const asAdmin = () => ({ 'x-api-key': adminKey() });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Provisions a user through the dev IdP and mints them an API key with the given roles (by the admin). */
export async function userWithKey(roles: string[] = []): Promise<{ username: string; key: string }> {
  const username = uniqueUser();
  const me = await call('GET', '/svc/api/users', { headers: bearer(devToken(username)) });
  if (me.status !== 200) throw new Error(`provisioning ${username} failed: ${me.status} ${me.text}`);
  const minted = await call<{ jwt: string }>('POST', `/svc/api/users/${username}/apikeys`, {
    headers: asAdmin(),
    body: { name: 'test key', roles },
  });
  if (minted.status !== 201) throw new Error(`minting for ${username} failed: ${minted.status} ${minted.text}`);
  return { username, key: minted.body.jwt };
}

/** The API-key header of a caller. */
export const withKey = (key: string): Record<string, string> => ({ 'x-api-key': key });
