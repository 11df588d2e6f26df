import { createSign } from 'node:crypto';
import { DEV_IDP_ISSUER } from './local-secrets.ts';

/**
 * The dev identity provider: an RS256 OIDC-style access token for local use only, signed with
 * the key pair `npm start` generated. The local stack trusts its public key via OIDC_PUBLIC.
 */
export function devToken(
  privatePem: string,
  username: string,
  roles: string[],
  opts: { ttlSeconds?: number; now?: number; claims?: Record<string, string> } = {},
): string {
  const iat = Math.floor((opts.now ?? Date.now()) / 1000);
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const header = b64({ alg: 'RS256', typ: 'JWT', kid: 'svc-dev-idp' });
  const payload = b64({
    iss: DEV_IDP_ISSUER,
    sub: username,
    preferred_username: username,
    roles,
    iat,
    nbf: iat,
    exp: iat + (opts.ttlSeconds ?? 3600),
    token_use: 'access',
    ...(opts.claims ?? {}),
  });
  const sig = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privatePem, 'base64url');
  return `${header}.${payload}.${sig}`;
}
