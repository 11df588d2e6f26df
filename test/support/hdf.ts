import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';

/** Shared helpers of the HDF tests: the sidecar as svc's own (admin) account sees it. */
export interface User {
  username: string;
  key: string;
}
export type Bits = Record<'create' | 'read' | 'update' | 'delete' | 'readACL' | 'updateACL', boolean>;

const auth = () => {
  const s = ensureLocalSecrets();
  return `Basic ${Buffer.from(`${s.hsdsUsername}:${s.hsdsPassword}`).toString('base64')}`;
};

/** A domain's ACL entries by user (empty when the domain does not exist); `endpoint` defaults to the shared HSDS. */
export async function sidecarAcls(domain: string, endpoint = 'http://127.0.0.1:5101'): Promise<Map<string, Bits>> {
  const r = await fetch(`${endpoint}/acls?domain=${encodeURIComponent(domain)}`, {
    headers: { authorization: auth() },
    signal: AbortSignal.timeout(10_000),
  });
  if (r.status === 404 || r.status === 410) return new Map();
  if (r.status !== 200) throw new Error(`GET /acls ${domain}: ${r.status} ${await r.text()}`);
  const body = (await r.json()) as { acls: (Bits & { userName: string })[] };
  return new Map(body.acls.map(({ userName, ...bits }) => [userName, bits]));
}

/** An out-of-band ACL edit, as someone with the sidecar's admin account could make one. */
export async function putAcl(
  domain: string,
  user: string,
  bits: Partial<Bits>,
  endpoint = 'http://127.0.0.1:5101',
): Promise<void> {
  const body: Bits = {
    create: false,
    read: false,
    update: false,
    delete: false,
    readACL: false,
    updateACL: false,
    ...bits,
  };
  const r = await fetch(`${endpoint}/acls/${encodeURIComponent(user)}?domain=${encodeURIComponent(domain)}`, {
    method: 'PUT',
    headers: { authorization: auth(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (r.status !== 201) throw new Error(`PUT /acls/${user} ${domain}: ${r.status} ${await r.text()}`);
}

/** The Basic authorization of a user's own sidecar credentials (`GET /v2/hdf/credentials`). */
export const sidecarAuth = (creds: { username: string; password: string }): string =>
  `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`;

/**
 * One HSDS REST request as a user (their own sidecar credentials), as h5pyd makes it: `path` on
 * `domain`, a JSON body when given; the parsed answer ({} when empty). Throws on a refusal and
 * after 10 s without an answer.
 */
export async function hsdsAs<T>(
  creds: { endpoint: string; username: string; password: string },
  method: string,
  path: string,
  domain: string,
  body?: unknown,
): Promise<T> {
  const r = await fetch(`${creds.endpoint}${path}?domain=${encodeURIComponent(domain)}`, {
    method,
    headers: { authorization: sidecarAuth(creds), 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}
