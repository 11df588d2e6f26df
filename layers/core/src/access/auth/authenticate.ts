import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from '../../platform/config/load.ts';
import { logger } from '../../platform/observability/logger.ts';
import { provisionUser } from './users.ts';
import { findStoredKey } from './api-keys.ts';
import { looksLikeApiKey, tokenHash, verifyApiKey } from './api-key-token.ts';
import { verifyOidcToken } from './oidc.ts';
import { apiKeySigningKey } from './signing-key.ts';
import type { AuthContext } from '../../kernel/principal.ts';

type Headers = Readonly<Record<string, string | undefined>>;

/** The credential a request carries: `X-API-KEY`, `apikey`, or `Authorization: Bearer`. */
export function credentialOf(headers: Headers): { kind: 'apikey' | 'bearer'; value: string } | undefined {
  const h = (name: string) => {
    const v = headers[name] ?? headers[name.toLowerCase()];
    return v?.trim() || undefined;
  };
  const key = h('x-api-key') ?? h('apikey');
  if (key) return { kind: 'apikey', value: key };
  const auth = h('authorization');
  const m = auth && /^Bearer\s+(\S+)$/i.exec(auth);
  return m?.[1] ? { kind: 'bearer', value: m[1] } : undefined;
}

async function viaApiKey(token: string): Promise<AuthContext> {
  const claims = verifyApiKey(token, await apiKeySigningKey());
  if (!claims) return { status: 'refused', reason: 'The API key is not valid.' };
  const stored = await findStoredKey(claims.uid);
  const expected = Buffer.from(tokenHash(token), 'hex');
  if (!stored || stored.username !== claims.username || !timingSafeEqual(Buffer.from(stored.hash, 'hex'), expected)) {
    return { status: 'refused', reason: 'The API key is unknown or revoked.' };
  }
  return {
    status: 'authenticated',
    principal: { username: stored.username, roles: stored.roles, method: 'apikey', keyId: stored.uid },
  };
}

async function viaOidc(token: string): Promise<AuthContext> {
  const id = await verifyOidcToken(token);
  if (!id) return { status: 'refused', reason: 'The bearer token is not valid, expired, or from an unknown issuer.' };
  await provisionUser(id);
  return { status: 'authenticated', principal: { username: id.username, roles: id.roles, method: 'oidc' } };
}

interface Cached {
  ctx: AuthContext;
  until: number;
}
const cache = new Map<string, Cached>();
const MAX_CACHE = 5000;

/**
 * Resolves the caller of a request (run by the Lambda authorizer). Results are cached per
 * credential for svc.auth.cache-seconds (≤ 60 s): the documented bound on how long a revoked
 * key keeps working. OIDC results never outlive the token's own expiry check at verify time.
 */
export async function authenticate(headers: Headers, now = Date.now()): Promise<AuthContext> {
  const cred = credentialOf(headers);
  if (!cred) return { status: 'anonymous' };
  const id = createHash('sha256').update(`${cred.kind}:${cred.value}`).digest('base64url');
  const hit = cache.get(id);
  if (hit && hit.until > now) return hit.ctx;
  let ctx: AuthContext;
  try {
    ctx =
      cred.kind === 'apikey' || looksLikeApiKey(cred.value) ? await viaApiKey(cred.value) : await viaOidc(cred.value);
  } catch (err) {
    logger.error('authentication backend failed', { error: err as Error });
    throw err;
  }
  const ttl = config()['svc.auth.cache-seconds'] * 1000;
  // Refusals are cached briefly too, so a flood of bad keys cannot hammer the graph.
  if (ttl > 0) {
    if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value as string);
    cache.set(id, { ctx, until: now + (ctx.status === 'refused' ? Math.min(ttl, 5000) : ttl) });
  }
  return ctx;
}

export function clearAuthCache(): void {
  cache.clear();
}
