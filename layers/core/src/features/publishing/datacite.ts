import { conflict, ProblemError } from '../../kernel/problem.ts';
import { credentialInScope, credentialPrefix } from '../../platform/aws/credentials.ts';
import { isAuthenticationRefusal, rereadSecret, secretString } from '../../platform/aws/secrets.ts';
import { readSingletonCached, readSingleton } from '../../platform/config/singletons.ts';
import type { MintInput, MintRecord } from '../../platform/plugins/types.ts';
import { dataciteConfig, type DataciteSettings } from './datacite-config.ts';
import { dependencySignal } from '../../platform/request-deadline.ts';

/**
 * DOI registration through the DataCite REST API (JSON:API): `POST /dois` registers a version,
 * `PUT /dois/{doi}` re-registers it on a retry (the DOI is a function of appId and version, so a
 * retry after any failure lands on the same DOI) and adds `HasVersion` to the previous version.
 * A refusal is a 502 problem with the agency's message, a timeout or connection failure a 503.
 */
export const doiSuffix = (kind: string, appId: string, version: number) => `svc-${kind}-${appId}-v${version}`;

export interface Related {
  relatedIdentifier: string;
  relatedIdentifierType: 'DOI';
  relationType: 'IsNewVersionOf' | 'HasVersion';
}

/** The DataCite metadata of one version (REST API `attributes`); OAI-PMH's oai_datacite renders the same as kernel-4 XML. */
export function attributes(
  cfg: DataciteSettings,
  doi: string,
  kind: string,
  version: number,
  record: MintRecord,
  related: Related[],
) {
  const suffix = doi.slice(doi.indexOf('/') + 1);
  return {
    doi,
    event: cfg.event,
    url: `${cfg.landingBaseUrl.replace(/\/$/, '')}/v2/.well-known/kip/${encodeURIComponent(suffix)}`,
    types:
      kind === 'collection'
        ? { resourceTypeGeneral: 'Dataset', resourceType: 'Collection' }
        : { resourceTypeGeneral: 'Dataset', resourceType: 'DataObject' },
    creators: record.creators.map((c) => ({
      name: c.name,
      nameType: 'Personal',
      ...(c.givenName ? { givenName: c.givenName } : {}),
      ...(c.familyName ? { familyName: c.familyName } : {}),
    })),
    titles: [{ title: record.title || '(untitled)' }],
    publisher: { name: cfg.publisher },
    publicationYear: String(record.publicationYear),
    subjects: record.subjects.map((s) => ({ ...s })),
    descriptions: record.description ? [{ description: record.description, descriptionType: 'Abstract' }] : [],
    version: String(version),
    relatedIdentifiers: related,
    schemaVersion: 'http://datacite.org/schema/kernel-4',
  };
}

interface AgencyAnswer {
  status: number;
  body: unknown;
}

/** The repository password, from the secret the config names (cached for `svc.secrets.cache-seconds`). */
async function password(cfg: DataciteSettings): Promise<string> {
  if (!cfg.passwordSecret) throw notConfigured();
  if (!credentialInScope('publishing', cfg.passwordSecret)) {
    throw conflict(
      `passwordSecret must name a secret under "${credentialPrefix('publishing')}" (the only ones svc may read), not "${cfg.passwordSecret}".`,
      { setting: 'minter-datacite' },
    );
  }
  try {
    return await secretString(cfg.passwordSecret);
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') {
      throw conflict(
        `The secret "${cfg.passwordSecret}" that passwordSecret names does not exist: create it (its string value is the repository password) or name another at /v2/admin/minters/datacite/config.`,
        { setting: 'minter-datacite' },
      );
    }
    throw new ProblemError(
      'dependency.unavailable',
      'The DataCite repository password could not be read from Secrets Manager; nothing was published.',
      { dependency: 'secretsmanager' },
      { cause: error },
    );
  }
}

/**
 * One request to the agency with the repository password. Refused as unauthenticated (401/403),
 * the password is read again from Secrets Manager and, when it was rotated, the request is made
 * once more with the new one.
 */
async function call(
  cfg: DataciteSettings,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<AgencyAnswer> {
  const first = await send(cfg, method, path, body, await password(cfg));
  if (!isAuthenticationRefusal(first.status) || !cfg.passwordSecret) return first;
  if (!(await rereadSecret(cfg.passwordSecret))) return first;
  return send(cfg, method, path, body, await password(cfg));
}

async function send(
  cfg: DataciteSettings,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: unknown,
  secret: string,
): Promise<AgencyAnswer> {
  const auth = Buffer.from(`${cfg.repositoryId ?? ''}:${secret}`).toString('base64');
  let r: Response;
  try {
    r = await fetch(`${cfg.endpoint.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/vnd.api+json',
        ...(body ? { 'content-type': 'application/vnd.api+json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      // Capped by the request's deadline budget and cancelled by it (platform/request-deadline.ts).
      signal: dependencySignal(cfg.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProblemError(
      'dependency.unavailable',
      `DataCite ${timedOut ? `did not answer within ${cfg.timeoutMs} ms` : 'could not be reached'}; nothing was published.`,
      { dependency: 'datacite' },
      { cause: error },
    );
  }
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: r.status, body: parsed };
}

/** The agency's own words: JSON:API `errors[].title` (with their `source`), else its status. */
export function agencyMessage(a: AgencyAnswer): string {
  const errors = (a.body as { errors?: { title?: unknown; source?: unknown }[] } | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors
      .map((e) => `${typeof e.source === 'string' ? `${e.source}: ` : ''}${String(e.title ?? '')}`)
      .join('; ')
      .slice(0, 1000);
  }
  return `HTTP ${a.status}`;
}

const refused = (a: AgencyAnswer, what: string) =>
  new ProblemError(
    a.status >= 500 ? 'dependency.unavailable' : 'dependency.refused',
    `DataCite refused ${what}: ${agencyMessage(a)}; nothing was published.`,
    { dependency: 'datacite', agencyStatus: a.status },
  );

const taken = (a: AgencyAnswer) => a.status === 422 && /already been taken/i.test(agencyMessage(a));

async function register(cfg: DataciteSettings, doi: string, attrs: Record<string, unknown>): Promise<void> {
  const doc = { data: { type: 'dois', attributes: attrs } };
  const created = await call(cfg, 'POST', '/dois', doc);
  if (created.status === 201) return;
  if (!taken(created)) throw refused(created, `to register ${doi}`);
  const updated = await call(cfg, 'PUT', `/dois/${encodeURIComponent(doi)}`, { data: { id: doi, ...doc.data } });
  if (updated.status !== 200 && updated.status !== 201) throw refused(updated, `to update ${doi}`);
}

export type DataciteAttributes = ReturnType<typeof attributes>;

async function settings(): Promise<DataciteSettings> {
  const cfg = (await readSingletonCached(dataciteConfig)).value;
  if (!cfg.prefix || !cfg.repositoryId || !cfg.passwordSecret) throw notConfigured();
  return cfg;
}

const notConfigured = () =>
  conflict(
    'The DataCite minter is not configured: set prefix, repositoryId and passwordSecret at /v2/admin/minters/datacite/config.',
    { setting: 'minter-datacite' },
  );

/** Registers version `input.version` (and chains it to the previous one); the DOI. */
export async function mintDoi(input: MintInput): Promise<string> {
  const cfg = await settings();
  if (!input.record) throw new Error('the DataCite minter needs the record of the version it mints');
  const doi = `${cfg.prefix}/${doiSuffix(input.kind, input.appId, input.version)}`;
  const prev = input.previous?.pid.startsWith('10.') ? input.previous : undefined;
  await register(
    cfg,
    doi,
    attributes(
      cfg,
      doi,
      input.kind,
      input.version,
      input.record,
      prev ? [{ relatedIdentifier: prev.pid, relatedIdentifierType: 'DOI', relationType: 'IsNewVersionOf' }] : [],
    ),
  );
  if (prev) {
    const attrs = attributes(cfg, prev.pid, input.kind, prev.version, prev.record, [
      { relatedIdentifier: doi, relatedIdentifierType: 'DOI', relationType: 'HasVersion' },
    ]);
    const updated = await call(cfg, 'PUT', `/dois/${encodeURIComponent(prev.pid)}`, {
      data: { id: prev.pid, type: 'dois', attributes: attrs },
    });
    if (updated.status !== 200 && updated.status !== 201)
      throw refused(updated, `to link ${prev.pid} to its new version`);
  }
  return doi;
}

/** `POST /v2/admin/minters/datacite/test`: one authenticated read of the repository's DOIs. */
export async function testConnection(): Promise<{
  ok: boolean;
  status: number | null;
  latencyMs: number;
  message: string;
}> {
  const cfg = (await readSingleton(dataciteConfig)).value;
  const started = performance.now();
  try {
    const a = await call(cfg, 'GET', `/dois?client-id=${encodeURIComponent(cfg.repositoryId ?? '')}&page[size]=1`);
    const ok = a.status === 200;
    return {
      ok,
      status: a.status,
      latencyMs: Math.round(performance.now() - started),
      message: ok ? 'DataCite answered and accepted the account.' : agencyMessage(a),
    };
  } catch (error) {
    return {
      ok: false,
      status: null,
      latencyMs: Math.round(performance.now() - started),
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
