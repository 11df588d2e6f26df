/**
 * The local OpenID Connect provider (localstack/src/services/oidc.ts) as the console's browser
 * uses it: authorization code + PKCE through its real login form, over HTTP with a cookie jar
 * and manual redirects, then the svc API with the access token it issued, then refresh.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CLIENT_ID, DEV_IDP_ISSUER } from '../../localstack/src/local-secrets.ts';
import { oidcUsersFile } from '../../localstack/src/services/oidc.ts';
import { bearer, call, gateway, uniqueUser } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';

const issuer = DEV_IDP_ISSUER;
const consoleOrigin = 'http://127.0.0.1:8080';
const redirectUri = `${consoleOrigin}/console/callback`;

interface Cookie {
  value: string;
  path: string;
}

/** The cookies a browser would keep for the provider's origin, with their paths. */
class CookieJar {
  private readonly cookies = new Map<string, Cookie>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (n: string) => attrs.find((a) => a.toLowerCase().startsWith(`${n}=`))?.split('=')[1];
      const path = attr('path') ?? '/';
      const expires = attr('expires');
      const gone = value === '' || attr('max-age') === '0' || (expires && Date.parse(expires) < Date.now());
      if (gone) this.cookies.delete(`${name}|${path}`);
      else this.cookies.set(`${name}|${path}`, { value, path });
    }
  }

  header(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies.entries()]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([key, c]) => `${key.split('|')[0]}=${c.value}`)
      .join('; ');
  }
}

/** One browser: requests to the provider carry its cookies; redirects are returned, not followed. */
function browser() {
  const jar = new CookieJar();
  return async (url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> => {
    const headers: Record<string, string> = { cookie: jar.header(url) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? 'GET', headers, redirect: 'manual', body });
    jar.store(res);
    return res;
  };
}

const b64url = (buf: Buffer) => buf.toString('base64url');
const sha256 = (s: string) => b64url(createHash('sha256').update(s).digest());
const decodeJwt = (jwt: string) => {
  const [h = '', p = ''] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>,
  };
};

/** The action of the form whose action ends with `suffix`, resolved against the page's URL. */
function formAction(html: string, suffix: string, base: string): string {
  const actions = [...html.matchAll(/<form[^>]*\saction="([^"]+)"/g)].map((m) => m[1] ?? '');
  const action = actions.find((a) => a.endsWith(suffix));
  if (!action) throw new Error(`no form posting to …${suffix} in:\n${html}`);
  return new URL(action.replaceAll('&amp;', '&'), base).href;
}

interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

async function tokenRequest(
  form: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const res = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: consoleOrigin },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Authorization code + PKCE as oidc-client-ts does it: authorization request, the login page
 * (and the consent page when asked for), back to the redirect URI with the code, code exchange.
 */
async function signIn(
  username: string,
  password: string,
  opts: { prompt?: string } = {},
): Promise<{ tokens: TokenSet; consentShown: boolean; go: ReturnType<typeof browser> }> {
  const go = browser();
  const verifier = b64url(randomBytes(32));
  const state = b64url(randomBytes(16));
  const auth = new URL(`${issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email roles',
    state,
    nonce: b64url(randomBytes(16)),
    code_challenge: sha256(verifier),
    code_challenge_method: 'S256',
    ...(opts.prompt ? { prompt: opts.prompt } : {}),
  }).toString();

  let url = auth.href;
  let res = await go(url);
  let consentShown = false;
  for (let hop = 0; hop < 12; hop++) {
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location') ?? '', url).href;
      if (url.startsWith(redirectUri)) break;
      res = await go(url);
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    if (html.includes('name="password"')) {
      expect(html).toMatch(/<label for="username">/);
      expect(html).toMatch(/<label for="password">/);
      res = await go(formAction(html, '/login', url), { method: 'POST', form: { username, password } });
    } else {
      consentShown = true;
      res = await go(formAction(html, '/confirm', url), { method: 'POST' });
    }
  }
  expect(url.startsWith(redirectUri), `ended at ${url}`).toBe(true);
  const back = new URL(url).searchParams;
  expect(back.get('error'), back.get('error_description') ?? '').toBeNull();
  expect(back.get('state')).toBe(state);
  expect(back.get('iss')).toBe(issuer);
  const code = back.get('code');
  expect(code).toBeTruthy();

  const r = await tokenRequest({
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: redirectUri,
    client_id: CONSOLE_CLIENT_ID,
    code_verifier: verifier,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  // oidc-client-ts calls the token endpoint from the console's origin.
  expect(r.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
  return { tokens: r.body as unknown as TokenSet, consentShown, go };
}

describe('the local OpenID Connect provider', () => {
  it('publishes its discovery document under the issuer the service trusts', async () => {
    const r = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(r.status).toBe(200);
    const doc = (await r.json()) as Record<string, unknown>;
    expect(doc['issuer']).toBe(issuer);
    expect(doc['code_challenge_methods_supported']).toEqual(['S256']);
    expect(doc['grant_types_supported']).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(doc['end_session_endpoint']).toBe(`${issuer}/session/end`);
  });

  it('hands the console its authority and client id, and lets it connect there', async () => {
    const r = await call<{ oidc: { authority: string; clientId: string } }>('GET', '/console/config.json');
    expect(r.status).toBe(200);
    expect(r.body.oidc).toEqual({ authority: issuer, clientId: CONSOLE_CLIENT_ID });
    const page = await fetch(`${gateway}/console/`);
    await page.arrayBuffer();
    if (page.status === 200) {
      expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${new URL(issuer).origin}`);
    }
  });

  it('signs ada in with code + PKCE; the API sees her, her names and her instance-admin role', async () => {
    const { tokens } = await signIn('ada', 'lovelace');
    expect(tokens.token_type).toBe('Bearer');
    const { header, payload } = decodeJwt(tokens.access_token);
    expect(header['alg']).toBe('RS256');
    expect(payload).toMatchObject({
      iss: issuer,
      sub: 'ada',
      preferred_username: 'ada',
      roles: ['instance-admin'],
      client_id: CONSOLE_CLIENT_ID,
      aud: 'urn:svc:api',
    });
    expect(decodeJwt(tokens.id_token ?? '').payload).toMatchObject({ iss: issuer, sub: 'ada', aud: CONSOLE_CLIENT_ID });

    const me = await call<Record<string, unknown>>('GET', '/svc/api/users', { headers: bearer(tokens.access_token) });
    expect(me.status, me.text).toBe(200);
    expect(me.body).toMatchObject({ username: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@svc.local' });
    const admin = await call('GET', '/v2/admin/features', { headers: bearer(tokens.access_token) });
    expect(admin.status, admin.text).toBe(200);
  });

  it('signs grace in as a plain researcher: admin routes and role escalation are refused', async () => {
    const { tokens } = await signIn('grace', 'hopper');
    expect(decodeJwt(tokens.access_token).payload['roles']).toEqual(['researcher']);
    const me = await call<Record<string, unknown>>('GET', '/svc/api/users', { headers: bearer(tokens.access_token) });
    expect(me.status, me.text).toBe(200);
    expect(me.body).toMatchObject({ username: 'grace', firstName: 'Grace', lastName: 'Hopper' });
    expectProblem(await call('GET', '/v2/admin/features', { headers: bearer(tokens.access_token) }), 403);
    expectProblem(
      await call('POST', '/svc/api/users/grace/apikeys', {
        headers: bearer(tokens.access_token),
        body: { name: 'escalation', roles: ['instance-admin'] },
      }),
      403,
      'auth.role-escalation',
    );
  });

  it('refreshes with a rotating refresh token and refuses the used one', async () => {
    const { tokens } = await signIn('alan', 'turing');
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      client_id: CONSOLE_CLIENT_ID,
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const next = refreshed.body as unknown as TokenSet;
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token).payload).toMatchObject({ iss: issuer, preferred_username: 'alan', roles: [] });
    const me = await call<Record<string, unknown>>('GET', '/svc/api/users', { headers: bearer(next.access_token) });
    expect(me.status, me.text).toBe(200);
    expect(me.body['username']).toBe('alan');

    const reused = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      client_id: CONSOLE_CLIENT_ID,
    });
    expect(reused.status).toBe(400);
    expect(reused.body['error']).toBe('invalid_grant');
  });

  it('refuses a wrong password on its login page and an authorization request without PKCE', async () => {
    const go = browser();
    const auth = new URL(`${issuer}/auth`);
    const challenge = sha256('v'.repeat(43));
    const params = { client_id: CONSOLE_CLIENT_ID, response_type: 'code', redirect_uri: redirectUri, scope: 'openid' };
    auth.search = new URLSearchParams({
      ...params,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const first = await go(auth.href);
    expect(first.status).toBe(303);
    const loginUrl = new URL(first.headers.get('location') ?? '', issuer).href;
    const form = await go(loginUrl);
    const wrong = await go(formAction(await form.text(), '/login', loginUrl), {
      method: 'POST',
      form: { username: 'ada', password: 'not-her-password' },
    });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('name="password"');

    const noPkce = new URL(`${issuer}/auth`);
    noPkce.search = new URLSearchParams(params).toString();
    const refused = await go(noPkce.href);
    const location = new URL(refused.headers.get('location') ?? '', issuer);
    expect(location.href.startsWith(redirectUri)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('shows its consent form when asked, and signs out through its logout form', async () => {
    const { tokens, consentShown, go } = await signIn('ada', 'lovelace', { prompt: 'login consent' });
    expect(consentShown).toBe(true);
    const end = new URL(`${issuer}/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${consoleOrigin}/console/`,
      state: 'bye',
    }).toString();
    const confirm = await go(end.href);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(xsrf).toBeTruthy();
    const done = await go(formAction(html, '/session/end/confirm', end.href), {
      method: 'POST',
      form: { xsrf: xsrf ?? '', logout: 'yes' },
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${consoleOrigin}/console/`);
    expect(back.searchParams.get('state')).toBe('bye');
  });

  it('signs in a user added to .state/oidc/users.json without a restart', async () => {
    const username = uniqueUser('oidc-extra');
    const file = oidcUsersFile();
    const current: unknown[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]) : [];
    const user = {
      username,
      password: 'pw-12345',
      roles: ['researcher'],
      givenName: 'Extra',
      familyName: 'User',
      email: `${username}@svc.local`,
    };
    writeFileSync(file, JSON.stringify([...current, user]));
    try {
      const { tokens } = await signIn(username, 'pw-12345');
      const me = await call<Record<string, unknown>>('GET', '/svc/api/users', { headers: bearer(tokens.access_token) });
      expect(me.status, me.text).toBe(200);
      expect(me.body).toMatchObject({ username, firstName: 'Extra', lastName: 'User' });
    } finally {
      const left = (JSON.parse(readFileSync(file, 'utf8')) as Array<{ username: string }>).filter(
        (u) => u.username !== username,
      );
      writeFileSync(file, JSON.stringify(left));
    }
  });
});
