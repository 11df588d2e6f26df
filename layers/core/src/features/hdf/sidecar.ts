import { secretJson } from '../../platform/aws/secrets.ts';
import { config } from '../../platform/config/load.ts';
import { dependencyTimeouts, dependencyUnavailable, isConnectionFailure } from '../../platform/dependencies.ts';
import { budgetSpent, budgetUnavailable, dependencySignal, waitingOn } from '../../platform/request-deadline.ts';
import type { AclBits } from './acl.ts';

/**
 * The HSDS client: every call bounded by `svc.dependency.timeout-ms` like every other dependency
 * (and, in a request, by what is left of its deadline budget, whose end cancels it), with svc's own sidecar
 * account (an HSDS admin) over HTTP Basic (docs/hdf.md). A sidecar that does not
 * answer, refuses the connection or answers 5xx is a 503 `dependency.unavailable` naming `hsds`;
 * any other unexpected status an Error.
 *
 * Domains: HSDS names a folder without its trailing slash (`/svc/<appId>`); svc's wire shows the
 * folder as `/svc/<appId>/` (docs/hdf.md).
 */
export interface SidecarAccount {
  readonly endpoint: string;
  readonly username: string;
  readonly password: string;
  /** HSDS's `password_salt`, when users' passwords derive from it (passwords.ts). */
  readonly salt: string;
}

let fromSecret: Promise<SidecarAccount> | undefined;

/** The account from configuration, or from the `svc.hdf.secret-arn` secret (read once per cold start). */
export async function sidecarAccount(): Promise<SidecarAccount> {
  const c = config();
  const endpoint = c['svc.hdf.sidecar.endpoint'].replace(/\/+$/, '');
  const arn = c['svc.hdf.secret-arn'];
  if (!arn) {
    return {
      endpoint,
      username: c['svc.hdf.sidecar.username'] ?? '',
      password: c['svc.hdf.sidecar.password'] ?? '',
      salt: c['svc.hdf.sidecar.password-salt'] ?? '',
    };
  }
  fromSecret ??= secretJson(arn).then((s) => ({
    endpoint,
    username: String(s['username'] ?? ''),
    password: String(s['password'] ?? ''),
    salt: String(s['passwordSalt'] ?? ''),
  }));
  fromSecret.catch(() => (fromSecret = undefined));
  return fromSecret;
}

/** What HSDS answers for a domain's ACLs: one entry per user (and `default`). */
export type AclMap = ReadonlyMap<string, AclBits>;

export interface DomainEntry {
  readonly name: string;
  readonly folder: boolean;
}

const ACL_KEYS = ['create', 'read', 'update', 'delete', 'readACL', 'updateACL'] as const;

export const folderOf = (hdfDomain: string): string => hdfDomain.replace(/\/+$/, '');

export class Sidecar {
  constructor(
    private readonly account: SidecarAccount,
    private readonly timeoutMs = dependencyTimeouts().deadlineMs,
  ) {}

  get username(): string {
    return this.account.username;
  }

  private async call(
    method: string,
    path: string,
    domain: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const url = `${this.account.endpoint}${path}${path.includes('?') ? '&' : '?'}domain=${encodeURIComponent(domain)}`;
    const auth = `Basic ${Buffer.from(`${this.account.username}:${this.account.password}`).toString('base64')}`;
    let res: Response;
    try {
      res = await waitingOn(
        'hsds',
        fetch(url, {
          method,
          headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          redirect: 'manual',
          signal: dependencySignal(this.timeoutMs),
        }),
      );
    } catch (err) {
      if (budgetSpent()) throw budgetUnavailable('hsds', err);
      if (isConnectionFailure(err))
        throw dependencyUnavailable(
          'hsds',
          `The HDF sidecar did not answer ${method} ${path} within ${this.timeoutMs} ms (hsds.connect-timeout).`,
          err,
        );
      throw err;
    }
    const text = await res.text().catch((err: unknown) => {
      if (budgetSpent()) throw budgetUnavailable('hsds', err);
      if (isConnectionFailure(err))
        throw dependencyUnavailable('hsds', `The HDF sidecar's answer to ${method} ${path} was cut off.`, err);
      return '';
    });
    if (res.status >= 500)
      throw dependencyUnavailable('hsds', `The HDF sidecar answered ${res.status} to ${method} ${path}.`);
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json };
  }

  private unexpected(what: string, r: { status: number; json: unknown }): Error {
    return new Error(
      `HSDS ${what}: unexpected ${r.status} ${typeof r.json === 'string' ? r.json : JSON.stringify(r.json)}`.slice(
        0,
        500,
      ),
    );
  }

  /** Creates a folder; false when it already exists. */
  async createFolder(folder: string): Promise<boolean> {
    const r = await this.call('PUT', '/', folder, { folder: true });
    if (r.status === 201) return true;
    if (r.status === 409) return false;
    throw this.unexpected(`creating folder ${folder}`, r);
  }

  /** The domains and folders directly inside a folder (at most `max`). */
  async list(folder: string, max = 1000): Promise<DomainEntry[]> {
    const r = await this.call('GET', `/domains?Limit=${max}`, `${folder}/`);
    if (r.status === 404) return [];
    if (r.status !== 200) throw this.unexpected(`listing ${folder}`, r);
    const domains = (r.json as { domains?: { name?: unknown; class?: unknown }[] }).domains ?? [];
    return domains
      .filter((d) => typeof d.name === 'string')
      .map((d) => ({ name: String(d.name), folder: d.class === 'folder' }));
  }

  /** Every domain and folder under a folder, depth first, the folder itself last; at most `max`. */
  async tree(folder: string, max = 1000): Promise<string[]> {
    const out: string[] = [];
    const walk = async (f: string): Promise<void> => {
      for (const entry of await this.list(f, max)) {
        if (out.length >= max) throw new Error(`more than ${max} domains under ${folder}`);
        if (entry.folder) await walk(entry.name);
        else out.push(entry.name);
      }
      out.push(f);
    };
    await walk(folder);
    return out;
  }

  /** Deletes one domain or empty folder; false when it did not exist. */
  async deleteDomain(domain: string): Promise<boolean> {
    const r = await this.call('DELETE', '/', domain);
    if (r.status === 200) return true;
    if (r.status === 404 || r.status === 410) return false;
    throw this.unexpected(`deleting ${domain}`, r);
  }

  /** Deletes a folder with everything in it; false when the folder did not exist. */
  async deleteTree(folder: string): Promise<boolean> {
    const all = await this.tree(folder);
    let existed = false;
    for (const d of all) existed = (await this.deleteDomain(d)) || existed;
    return existed;
  }

  /** The domain's ACL entries; undefined when the domain does not exist. */
  async acls(domain: string): Promise<AclMap | undefined> {
    const r = await this.call('GET', '/acls', domain);
    if (r.status === 404 || r.status === 410) return undefined;
    if (r.status !== 200) throw this.unexpected(`reading the ACLs of ${domain}`, r);
    const rows = (r.json as { acls?: Record<string, unknown>[] }).acls ?? [];
    return new Map(
      rows.map((row) => [
        String(row['userName']),
        Object.fromEntries(ACL_KEYS.map((k) => [k, row[k] === true])) as unknown as AclBits,
      ]),
    );
  }

  async putAcl(domain: string, user: string, bits: AclBits): Promise<void> {
    const r = await this.call('PUT', `/acls/${encodeURIComponent(user)}`, domain, bits);
    if (r.status !== 201 && r.status !== 200) throw this.unexpected(`writing the ACL of ${user} on ${domain}`, r);
  }
}

let root: Promise<void> | undefined;

/** The `/svc` folder that holds every container's folder, readable by no one but svc (once per cold start). */
export function ensureRoot(sidecar: Sidecar): Promise<void> {
  root ??= (async () => {
    await sidecar.createFolder('/svc');
    await sidecar.putAcl('/svc', 'default', {
      create: false,
      read: false,
      update: false,
      delete: false,
      readACL: false,
      updateACL: false,
    });
  })();
  root.catch(() => (root = undefined));
  return root;
}

export async function sidecar(): Promise<Sidecar> {
  return new Sidecar(await sidecarAccount());
}
