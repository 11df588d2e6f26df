import { randomUUID } from 'node:crypto';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { ProblemError, forbidden, notFound } from '../../kernel/problem.ts';
import { legacyTimestamp } from '../../kernel/wire-time.ts';
import { signApiKey, tokenHash } from './api-key-token.ts';
import { apiKeySigningKey } from './signing-key.ts';
import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';

export interface ApiKeyView {
  uid: string;
  name: string;
  createdAt: string;
  belongsTo: string;
  roles: string[];
  validUntil: string | null;
}
export interface MintedApiKey extends ApiKeyView {
  jwt: string;
}

/** What the authorizer needs to accept a key: never the token itself. */
export interface StoredKey {
  uid: string;
  username: string;
  roles: string[];
  hash: string;
}

function assertOwnerOrAdmin(caller: Principal, username: string): void {
  if (caller.username !== username && !isInstanceAdmin(caller)) {
    throw forbidden(`Only ${username} or an instance-admin may manage ${username}'s API keys.`);
  }
}

/**
 * Mints a key for `username`. The caller must be that user or an instance-admin, and must hold
 * every role it grants (no escalation). The token is returned once and never stored.
 */
export async function mintApiKey(
  caller: Principal,
  username: string,
  req: { name: string; roles: readonly string[] },
): Promise<MintedApiKey> {
  assertOwnerOrAdmin(caller, username);
  const missing = req.roles.filter((r) => !caller.roles.includes(r));
  if (missing.length > 0) {
    throw new ProblemError(
      'auth.role-escalation',
      `The caller does not hold the role(s) ${missing.join(', ')} and cannot grant them.`,
      { roles: missing },
    );
  }
  return createKeyFor(username, req);
}

/** Creates the key without caller checks: used by `mintApiKey` and by the local bootstrap. */
export async function createKeyFor(
  username: string,
  req: { name: string; roles: readonly string[] },
): Promise<MintedApiKey> {
  const uid = randomUUID();
  const now = new Date();
  const jwt = signApiKey({ uid, username, iat: Math.floor(now.getTime() / 1000) }, await apiKeySigningKey());
  const roles = [...new Set(req.roles)];
  const r = await writeQuery(
    `MATCH (u:User {username: $username})
     CREATE (u)-[:HAS_API_KEY]->(k:ApiKey {uid: $uid, name: $name, roles: $roles, createdAt: $createdAt, hash: $hash, validUntil: null})
     RETURN k.uid AS uid`,
    { username, uid, name: req.name, roles, createdAt: legacyTimestamp(now), hash: tokenHash(jwt) },
  );
  if (r.records.length === 0) throw notFound(`User ${username} does not exist.`);
  return { uid, name: req.name, createdAt: legacyTimestamp(now), belongsTo: username, roles, validUntil: null, jwt };
}

const keyView = (k: Record<string, unknown>, username: string): ApiKeyView => ({
  uid: String(k['uid']),
  name: String(k['name']),
  createdAt: String(k['createdAt']),
  belongsTo: username,
  roles: Array.isArray(k['roles']) ? k['roles'].map(String) : [],
  validUntil: typeof k['validUntil'] === 'string' ? k['validUntil'] : null,
});

export async function listApiKeys(caller: Principal, username: string): Promise<ApiKeyView[]> {
  assertOwnerOrAdmin(caller, username);
  const r = await readQuery<{ k: Record<string, unknown> }>(
    'MATCH (:User {username: $username})-[:HAS_API_KEY]->(k:ApiKey) RETURN properties(k) AS k ORDER BY k.createdAt, k.uid',
    { username },
  );
  return r.records.map((rec) => keyView(rec.get('k'), username));
}

export async function getApiKey(caller: Principal, username: string, uid: string): Promise<ApiKeyView> {
  assertOwnerOrAdmin(caller, username);
  const r = await readQuery<{ k: Record<string, unknown> }>(
    'MATCH (:User {username: $username})-[:HAS_API_KEY]->(k:ApiKey {uid: $uid}) RETURN properties(k) AS k',
    { username, uid },
  );
  const row = r.records[0];
  if (!row) throw notFound(`API key ${uid} of ${username} does not exist.`);
  return keyView(row.get('k'), username);
}

/** Revokes a key. Authorizer caches forget it within svc.auth.cache-seconds (at most 60 s). */
export async function revokeApiKey(caller: Principal, username: string, uid: string): Promise<void> {
  assertOwnerOrAdmin(caller, username);
  const r = await writeQuery<{ n: number }>(
    'MATCH (:User {username: $username})-[:HAS_API_KEY]->(k:ApiKey {uid: $uid}) DETACH DELETE k RETURN count(*) AS n',
    { username, uid },
  );
  if ((r.records[0]?.get('n') ?? 0) === 0) throw notFound(`API key ${uid} of ${username} does not exist.`);
}

export async function findStoredKey(uid: string): Promise<StoredKey | undefined> {
  const r = await readQuery<{ uid: string; username: string; roles: string[]; hash: string }>(
    'MATCH (u:User)-[:HAS_API_KEY]->(k:ApiKey {uid: $uid}) RETURN k.uid AS uid, u.username AS username, k.roles AS roles, k.hash AS hash',
    { uid },
  );
  const row = r.records[0];
  return row
    ? { uid: row.get('uid'), username: row.get('username'), roles: row.get('roles') ?? [], hash: row.get('hash') }
    : undefined;
}
