import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';

/**
 * A loopback stand-in for the DataCite REST API (the registration agency; DataCite itself cannot
 * be reached here): the subset svc uses (`POST /dois`, `PUT /dois/{doi}`, `GET /dois`), Basic
 * auth with one repository account, JSON:API documents, and every request body's `attributes`
 * validated against DataCite's published metadata JSON schema (vendored in ./datacite/). It
 * keeps a request log, and can be told to refuse or hang the next requests.
 */
const schema = JSON.parse(readFileSync(new URL('./datacite/datacite-v4.5.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;
delete schema['$schema'];
delete schema['id'];
const ajv = new Ajv2019({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2019) => void)(ajv);
// The date formats the schema names beside JSON Schema's own (as its publisher registers them).
const isoDate = String.raw`\d{4}(-\d{2}(-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?)?)?`;
for (const [name, re] of Object.entries({
  year: /^\d{4}$/,
  yearmonth: /^\d{4}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})?$/,
  'year-range': new RegExp(`^(${isoDate})?/(${isoDate})?$`),
  'yearmonth-range': new RegExp(`^(${isoDate})?/(${isoDate})?$`),
  'date-range': new RegExp(`^(${isoDate})?/(${isoDate})?$`),
  'datetime-range': new RegExp(`^(${isoDate})?/(${isoDate})?$`),
}))
  ajv.addFormat(name, re);
const validateAttributes = ajv.compile(schema);

export interface LoggedRequest {
  method: string;
  path: string;
  auth: string | null;
  body: { data?: { id?: string; type?: string; attributes?: Record<string, unknown> } } | undefined;
}

export interface DataciteStandin {
  url: string;
  log: LoggedRequest[];
  dois: Map<string, Record<string, unknown>>;
  /** The next `count` requests answer `status` with a JSON:API error titled `title`. */
  failNext(status: number, title: string, count?: number): void;
  /** The next `count` requests never answer (svc's timeout must fire). */
  hangNext(count?: number): void;
  /** From now on these passwords (and no other) are accepted for the account: a rotation. */
  acceptPasswords(...passwords: string[]): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startDataciteStandin(account: {
  repositoryId: string;
  password: string;
  prefix: string;
}): Promise<DataciteStandin> {
  const log: LoggedRequest[] = [];
  const dois = new Map<string, Record<string, unknown>>();
  let failures: { status: number; title: string }[] = [];
  let hangs = 0;
  const basic = (password: string) => `Basic ${Buffer.from(`${account.repositoryId}:${password}`).toString('base64')}`;
  let accepted = new Set([basic(account.password)]);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://standin');
      let body: LoggedRequest['body'];
      try {
        body = text ? (JSON.parse(text) as LoggedRequest['body']) : undefined;
      } catch {
        body = undefined;
      }
      log.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        auth: req.headers.authorization ?? null,
        body,
      });
      const answer = (status: number, doc: unknown) => {
        res.writeHead(status, { 'content-type': 'application/vnd.api+json' });
        res.end(JSON.stringify(doc));
      };
      const error = (status: number, title: string, source?: string) =>
        answer(status, { errors: [{ status: String(status), title, ...(source ? { source } : {}) }] });
      if (hangs > 0) {
        hangs--;
        return; // never answers
      }
      const failure = failures.shift();
      if (failure) return error(failure.status, failure.title);
      if (!accepted.has(req.headers.authorization ?? '')) return error(401, 'Bad credentials.');
      if (req.method === 'GET' && url.pathname === '/dois') {
        return answer(200, {
          data: [...dois.entries()].map(([id, attributes]) => ({ id, type: 'dois', attributes })),
          meta: { total: dois.size },
        });
      }
      const put = req.method === 'PUT' && url.pathname.startsWith('/dois/');
      if (!(req.method === 'POST' && url.pathname === '/dois') && !put)
        return error(404, "The resource you are looking for doesn't exist.");
      if (req.headers['content-type'] !== 'application/vnd.api+json')
        return error(415, 'The content type is not recognized.');
      const attributes = body?.data?.attributes;
      if (body?.data?.type !== 'dois' || !attributes)
        return error(422, 'A JSON:API document with data.type "dois" and data.attributes is required.');
      if (!validateAttributes(attributes)) {
        return answer(422, {
          errors: (validateAttributes.errors ?? []).map((e) => ({
            status: '422',
            source: e.instancePath || '(attributes)',
            title: e.message ?? 'invalid',
          })),
        });
      }
      const doi = put ? decodeURIComponent(url.pathname.slice('/dois/'.length)) : String(attributes['doi'] ?? '');
      if (!doi.startsWith(`${account.prefix}/`))
        return error(403, `The prefix of ${doi} is not assigned to this repository.`, 'doi');
      if (!put && dois.has(doi)) return error(422, 'This DOI has already been taken', 'doi');
      const created = !dois.has(doi);
      dois.set(doi, attributes);
      return answer(created ? 201 : 200, {
        data: {
          id: doi,
          type: 'dois',
          attributes: { ...attributes, state: attributes['event'] === 'publish' ? 'findable' : 'registered' },
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    dois,
    failNext: (status, title, count = 1) => {
      failures = [...failures, ...Array.from({ length: count }, () => ({ status, title }))];
    },
    hangNext: (count = 1) => {
      hangs += count;
    },
    acceptPasswords: (...passwords) => {
      accepted = new Set(passwords.map(basic));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
