import { readFileSync } from 'node:fs';
import { adminKeyFile, oidcPrivateKeyFile } from '../../localstack/src/local-secrets.ts';
import { devToken } from '../../localstack/src/dev-token.ts';

/** What the HTTP benches share: the gateway under test, one JSON request, a fresh user with a key. */
export const gateway = process.env['SVC_TEST_GATEWAY'] ?? 'http://127.0.0.1:8080';

export function request(
  method: string,
  path: string,
  key: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return requestAt(gateway, method, path, key, body);
}

/** The same against another gateway (a bench that starts its own, e.g. with a feature switched on). */
export async function requestAt(
  base: string,
  method: string,
  path: string,
  key: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  return { status: r.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A new user (signed in through the dev IdP) and an API key the admin mints for it. */
export async function benchUser(prefix: string): Promise<{ username: string; key: string }> {
  const admin = readFileSync(adminKeyFile, 'utf8').trim();
  const username = `${prefix}-${Date.now().toString(36)}`;
  const signIn = await fetch(`${gateway}/svc/api/users`, {
    headers: { authorization: `Bearer ${devToken(readFileSync(oidcPrivateKeyFile, 'utf8'), username, [])}` },
  });
  if (signIn.status !== 200) throw new Error(`provisioning ${username}: ${signIn.status} ${await signIn.text()}`);
  const minted = await request('POST', `/svc/api/users/${username}/apikeys`, admin, { name: 'bench' });
  if (minted.status !== 201)
    throw new Error(`minting a key for ${username}: ${minted.status} ${JSON.stringify(minted.json)}`);
  return { username, key: (minted.json as { jwt: string }).jwt };
}
