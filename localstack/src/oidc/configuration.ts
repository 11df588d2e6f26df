import { createPrivateKey, randomBytes } from 'node:crypto';
import type { ClientMetadata, Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { logoutPage, messagePage, page } from './pages.ts';
import { findUser, type LocalUser } from './users.ts';

/** What the local provider is started with (see main.ts for the environment it reads). */
export interface ProviderSettings {
  issuer: string;
  /** PKCS#8 PEM of the dev identity provider: the key OIDC_PUBLIC trusts. */
  privatePem: string;
  /** OIDC_ROLE: the claim the service reads the roles from, dotted for a nested one. */
  roleClaim: string;
  clientId: string;
  /** Origins the console is served from (the gateway's): redirect URIs and CORS. */
  consoleOrigins: string[];
  /** Optional JSON file of more users (users.ts). */
  usersFile: string | undefined;
}

/** The resource indicator of the svc API: access tokens for it are JWTs, its audience. */
export const API_RESOURCE = 'urn:svc:api';
const API_SCOPE = 'svc';
/** The kid the dev tokens carry too (dev-token.ts). */
const KID = 'svc-dev-idp';
const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'roles'];

/** `{a: {b: roles}}` for the claim `a.b`, as Keycloak nests `realm_access.roles`. */
export function roleClaims(claim: string, roles: string[]): Record<string, unknown> {
  const parts = claim.split('.').filter(Boolean);
  let value: unknown = roles;
  for (const part of parts.reverse()) value = { [part]: value };
  return value as Record<string, unknown>;
}

/** The identity claims of a user, shared by ID tokens, userinfo and access tokens. */
function identityClaims(user: LocalUser): Record<string, unknown> {
  return {
    preferred_username: user.username,
    name: `${user.givenName} ${user.familyName}`.trim(),
    given_name: user.givenName,
    family_name: user.familyName,
    email: user.email,
    email_verified: true,
  };
}

export function consoleClient(settings: ProviderSettings): ClientMetadata {
  return {
    client_id: settings.clientId,
    client_name: 'svc web console',
    application_type: 'web',
    // A browser application: no secret, PKCE (S256) required below.
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: settings.consoleOrigins.flatMap((o) => [`${o}/console/`, `${o}/console/callback`]),
    post_logout_redirect_uris: settings.consoleOrigins.flatMap((o) => [`${o}/console/`, `${o}/console/signed-out`]),
  };
}

function signingJwk(privatePem: string): JWK {
  const jwk = createPrivateKey(privatePem).export({ format: 'jwk' });
  return { ...jwk, kid: KID, alg: 'RS256', use: 'sig' } as JWK;
}

/**
 * The first-party console is granted what it may ask for without a consent page (as a company's
 * own IdP does for its own apps); an explicit `prompt=consent` still shows the consent form.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC, clientId: string) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '');
  if (grantId) return oidc.provider.Grant.find(grantId);
  const accountId = oidc.session?.accountId;
  if (oidc.client?.clientId !== clientId || !accountId) return undefined;
  const grant = new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope(OIDC_SCOPES.join(' '));
  grant.addResourceScope(API_RESOURCE, API_SCOPE);
  await grant.save();
  return grant;
}

export function providerConfiguration(settings: ProviderSettings): Configuration {
  const origins = new Set(settings.consoleOrigins);
  const roleRoot = settings.roleClaim.split('.')[0] ?? 'roles';
  return {
    clients: [consoleClient(settings)],
    jwks: { keys: [signingJwk(settings.privatePem)] },
    // Sessions live in the provider's memory and end with it, so a fresh cookie key per start is enough.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      roles: [roleRoot],
    },
    async findAccount(_ctx, sub) {
      const user = findUser(sub, settings.usersFile);
      if (!user) return undefined;
      return {
        accountId: user.username,
        claims: () => ({ sub: user.username, ...identityClaims(user), ...roleClaims(settings.roleClaim, user.roles) }),
      };
    },
    // The service reads the user from the access token alone (layers/core/src/access/auth/oidc.ts).
    extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const user = accountId ? findUser(accountId, settings.usersFile) : undefined;
      if (!user) return undefined;
      return { ...identityClaims(user), ...roleClaims(settings.roleClaim, user.roles), token_use: 'access' };
    },
    loadExistingGrant: (ctx) => loadExistingGrant(ctx, settings.clientId),
    // Browser clients refresh with rotating refresh tokens, without offline_access and prompt=consent.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form, ctx.host);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<p>You are signed out of the svc local provider.</p>');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // The token request of a browser client names no resource: use the one granted.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_RESOURCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 10 * 60,
            jwt: { sign: { alg: 'RS256', kid: KID } },
          };
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in failed', Object.fromEntries(Object.entries(out).map(([k, v]) => [k, String(v)])));
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? 10 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 24 * 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
  };
}
