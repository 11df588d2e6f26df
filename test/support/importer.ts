import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { expect } from 'vitest';
import { awsEndpoint, localAwsCredentials } from '../../localstack/src/local-env.ts';
import { sha256 } from './fixtures.ts';
import { call } from './local.ts';
import { fileForm } from './multipart.ts';
import { channel, channelQuery, newTimeseriesContainer, tsCall, writePoints, type Channel } from './timeseries.ts';
import { stringifyInt64Json } from '../../layers/core/src/kernel/int64-json.ts';
import { mapLimit } from '../../layers/core/src/kernel/concurrency.ts';
import { randomBytes } from './random.ts';

/**
 * Helpers of the importer tests: a source Collection of every shape the importer copies, a
 * read-back of a Collection in id-free form (so a source and its copy compare equal), and a
 * private `import` queue whose worker runs in a child process a test can kill.
 */
const api = '/svc/api';
type H = Record<string, string>;

async function post<T>(base: string, headers: H, path: string, body: unknown, status = 201): Promise<T> {
  const r = await call<T>('POST', `${api}${path}`, { base, headers, body });
  expect(r.status, `${path}: ${r.text}`).toBe(status);
  return r.body;
}

export interface SourceFixture {
  collectionId: number;
  dataObjects: number;
  files: Buffer[];
}

/**
 * A Collection with a hierarchy (root ← a ← a1, root ← b), predecessor links (a → b, a1 → b),
 * URI, DataObject, Collection and file references, lab journal entries and annotations on the
 * Collection, a DataObject and a reference; `extra` plain DataObjects; files in one container
 * shared by two references.
 */
export async function seedSource(
  base: string,
  headers: H,
  opts: { name: string; repositoryId: number; extra?: number; fileSizes?: number[] },
): Promise<SourceFixture> {
  const c = await post<{ id: number }>(base, headers, '/collections', {
    name: opts.name,
    description: 'imported from elsewhere',
    attributes: { project: 'P-17', 'wind speed': '12 m/s' },
  });
  const dobj = (body: Record<string, unknown>) =>
    post<{ id: number }>(base, headers, `/collections/${c.id}/dataObjects`, body).then((d) => d.id);
  const root = await dobj({ name: 'root', attributes: { level: '0' } });
  const a = await dobj({ name: 'a', description: 'first', parentId: root });
  const b = await dobj({ name: 'b', parentId: root, predecessorIds: [a] });
  const a1 = await dobj({ name: 'a1', parentId: a, predecessorIds: [a, b] });
  const d = (id: number) => `/collections/${c.id}/dataObjects/${id}`;
  const ann = {
    propertyIRI: 'http://dbpedia.org/ontology/ingredient',
    valueIRI: 'http://dbpedia.org/resource/Almond_milk',
    propertyRepositoryId: opts.repositoryId,
    valueRepositoryId: opts.repositoryId,
  };
  // The file bytes are drawn first, so a seed replays them whatever order the requests below finish in.
  const files = (opts.fileSizes ?? [1000, 250_000]).map((n) => randomBytes(n));
  // What follows depends only on the four DataObjects above: independent strands, sent concurrently (a few in flight).
  const extras = async () => {
    await mapLimit(
      Array.from({ length: opts.extra ?? 0 }, (_, i) => i),
      4,
      (i) => dobj({ name: `extra-${String(i).padStart(3, '0')}`, attributes: { i: String(i) } }),
    );
  };
  const annotationsAndLinks = async () => {
    await post(base, headers, `/collections/${c.id}/semanticAnnotations`, ann);
    await post(base, headers, `${d(a)}/semanticAnnotations`, ann);
    const uri = await post<{ id: number }>(base, headers, `${d(a)}/uriReferences`, {
      name: 'paper',
      uri: 'https://doi.org/10.1234/x',
      relationship: 'cites',
    });
    await post(base, headers, `${d(a)}/references/${uri.id}/semanticAnnotations`, ann);
    await post(base, headers, `${d(a1)}/dataObjectReferences`, {
      name: 'see root',
      referencedDataObjectId: root,
      relationship: 'derivedFrom',
    });
    await post(base, headers, `${d(b)}/collectionReferences`, {
      name: 'home',
      referencedCollectionId: c.id,
      relationship: null,
    });
    await post(base, headers, `/labJournalEntries?dataObjectId=${a}`, {
      journalContent: '<p>weighed the sample: <b>12.5 g</b></p>',
    });
    await post(base, headers, `/labJournalEntries?dataObjectId=${a}`, { journalContent: '<p>second entry</p>' });
  };
  const fileStrand = async () => {
    const container = await post<{ id: number }>(base, headers, '/fileContainers', { name: `${opts.name} files` });
    const oids: string[] = [];
    for (const [i, data] of files.entries()) {
      const f = fileForm(data, `file-${i}.bin`);
      const r = await call<{ oid: string }>('POST', `${api}/fileContainers/${container.id}/payload`, {
        base,
        headers: { ...headers, 'content-type': f.contentType },
        raw: f.body,
      });
      expect(r.status, r.text).toBe(201);
      oids.push(r.body.oid);
    }
    await post(base, headers, `${d(b)}/fileReferences`, {
      name: 'all files',
      fileContainerId: container.id,
      fileOids: oids,
    });
    await post(base, headers, `${d(a1)}/fileReferences`, {
      name: 'first file',
      fileContainerId: container.id,
      fileOids: oids.slice(0, 1),
    });
  };
  // Timeseries: nanosecond timestamps beyond 2^53, an Integer and a Double channel; the reference's window leaves one point out.
  const timeseriesStrand = async () => {
    const key = headers['x-api-key'] ?? '';
    const ts = await newTimeseriesContainer(key, `${opts.name} stand`, base);
    const t0 = 1_700_000_000_000_000_001n;
    const temperature = channel('temperature');
    const count = channel('count', { device: 'rig-2' });
    await writePoints(
      key,
      ts,
      temperature,
      [0n, 1n, 2n, 3n].map((i) => ({ timestamp: t0 + i * 1_000_000_007n, value: 20.5 + Number(i) })),
      base,
    );
    await writePoints(
      key,
      ts,
      count,
      [0n, 1n, 2n].map((i) => ({ timestamp: t0 + i, value: 10n ** 15n + i })),
      base,
    );
    const ref = await tsCall('POST', `${api}${d(root)}/timeseriesReferences`, {
      key,
      base,
      body: {
        name: 'run 1',
        start: t0,
        end: t0 + 2n * 1_000_000_007n,
        timeseries: [temperature, count],
        timeseriesContainerId: ts,
      },
    });
    expect(ref.status, ref.text).toBe(201);
  };
  // Structured data: two documents, one referenced twice (it is copied once).
  const structuredStrand = async () => {
    const sd = await post<{ id: number }>(base, headers, '/structuredDataContainers', {
      name: `${opts.name} documents`,
    });
    const doc = (name: string, payload: unknown) =>
      post<{ oid: string }>(base, headers, `/structuredDataContainers/${sd.id}/payload`, {
        structuredData: { name },
        payload: JSON.stringify(payload),
      }).then((r) => r.oid);
    const docs = [await doc('settings', { speed: 12.5, tags: ['a', 'b'] }), await doc('result', [{ ok: true }, null])];
    await post(base, headers, `${d(b)}/structuredDataReferences`, {
      name: 'run settings',
      structuredDataContainerId: sd.id,
      structuredDataOids: docs,
    });
    await post(base, headers, `${d(a)}/structuredDataReferences`, {
      name: 'result only',
      structuredDataContainerId: sd.id,
      structuredDataOids: docs.slice(1),
    });
  };
  await Promise.all([extras(), annotationsAndLinks(), fileStrand(), timeseriesStrand(), structuredStrand()]);
  return { collectionId: c.id, dataObjects: 4 + (opts.extra ?? 0), files };
}

async function get<T>(base: string, headers: H, path: string): Promise<T> {
  const r = await call<T>('GET', `${api}${path}`, { base, headers });
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return r.body;
}

interface Obj {
  id: number;
  name: string;
  description: string | null;
  attributes: Record<string, string>;
  parentId: number | null;
  predecessorIds: number[];
}
interface TsRef {
  name: string;
  start: bigint;
  end: bigint;
  timeseries: Channel[];
  timeseriesContainerId: number;
}
interface Ref {
  id: number;
  name: string;
  type: string;
  uri?: string;
  relationship?: string | null;
  referencedDataObjectId?: number;
  referencedCollectionId?: number;
  fileContainerId?: number;
  fileOids?: string[];
}
interface Ann {
  propertyIRI: string;
  valueIRI: string;
  propertyName: string;
  valueName: string;
}

const annotations = async (base: string, h: H, path: string) =>
  (await get<Ann[]>(base, h, path))
    .map((a) => `${a.propertyIRI} ${a.valueIRI} ${a.propertyName}::${a.valueName}`)
    .sort();

/** The Collection as names, links by name, references by kind and target name, journals, annotations and file digests: no ids. */
export async function readTree(base: string, h: H, collectionId: number): Promise<unknown> {
  const [c, objs, collectionAnnotations] = await Promise.all([
    get<{ name: string; description: string | null; attributes: Record<string, string> }>(
      base,
      h,
      `/collections/${collectionId}`,
    ),
    get<Obj[]>(base, h, `/collections/${collectionId}/dataObjects`),
    annotations(base, h, `/collections/${collectionId}/semanticAnnotations`),
  ]);
  const nameOf = new Map(objs.map((o) => [o.id, o.name]));
  // Each DataObject, and each of its references, is read concurrently (a few in flight): the reads are independent.
  const described = async (d: string, r: Ref): Promise<string> => {
    if (r.type === 'TimeseriesReference') {
      const ts = (await tsCall<TsRef>('GET', `${api}${d}/timeseriesReferences/${r.id}`, { base, headers: h })).json;
      const points: string[] = [];
      for (const ch of ts.timeseries) {
        const p = await tsCall(
          'GET',
          `${api}/timeseriesContainers/${Number(ts.timeseriesContainerId)}/payload?${channelQuery(ch)}&start=${ts.start}&end=${ts.end}`,
          { base, headers: h },
        );
        expect(p.status, p.text).toBe(200);
        points.push(stringifyInt64Json(p.json));
      }
      return JSON.stringify({
        type: r.type,
        name: ts.name,
        start: String(ts.start),
        end: String(ts.end),
        timeseries: ts.timeseries,
        points,
      });
    }
    if (r.type === 'StructuredDataReference') {
      const sdr = await get<{ name: string; structuredDataContainerId: number; structuredDataOids: string[] }>(
        base,
        h,
        `${d}/structuredDataReferences/${r.id}`,
      );
      const docs = await Promise.all(
        sdr.structuredDataOids.map(async (oid) => {
          const one = await get<{ structuredData: { name: string | null }; payload: string }>(
            base,
            h,
            `/structuredDataContainers/${sdr.structuredDataContainerId}/payload/${oid}`,
          );
          return JSON.stringify([one.structuredData.name, one.payload]);
        }),
      );
      return JSON.stringify({
        type: r.type,
        name: sdr.name,
        documents: docs.sort(),
        annotations: await annotations(base, h, `${d}/references/${r.id}/semanticAnnotations`),
      });
    }
    const kind = (
      {
        URIReference: 'uriReferences',
        DataObjectReference: 'dataObjectReferences',
        CollectionReference: 'collectionReferences',
        FileReference: 'fileReferences',
      } as Record<string, string>
    )[r.type];
    const full = await get<Ref>(base, h, `${d}/${kind}/${r.id}`);
    const files = await Promise.all(
      (full.fileOids ?? []).map(async (oid) => {
        const bytes = await fetch(`${base}${api}/fileContainers/${full.fileContainerId}/payload/${oid}`, {
          headers: h,
        });
        expect(bytes.status).toBe(200);
        return sha256(Buffer.from(await bytes.arrayBuffer()));
      }),
    );
    const target =
      full.referencedDataObjectId !== undefined
        ? nameOf.get(full.referencedDataObjectId)
        : full.referencedCollectionId !== undefined
          ? full.referencedCollectionId === collectionId
            ? '(this Collection)'
            : full.referencedCollectionId
          : undefined;
    return JSON.stringify({
      type: r.type,
      name: r.name,
      uri: full.uri,
      relationship: full.relationship,
      target,
      files: files.sort(),
      annotations: await annotations(base, h, `${d}/references/${r.id}/semanticAnnotations`),
    });
  };
  const entries = await mapLimit(objs, 8, async (o) => {
    const d = `/collections/${collectionId}/dataObjects/${o.id}`;
    const [refs, journals, objAnnotations] = await Promise.all([
      get<Ref[]>(base, h, `${d}/references`),
      get<{ journalContent: string }[]>(base, h, `/labJournalEntries?dataObjectId=${o.id}`),
      annotations(base, h, `${d}/semanticAnnotations`),
    ]);
    const references = await Promise.all(refs.map((r) => described(d, r)));
    return [
      o.name,
      {
        description: o.description,
        attributes: o.attributes,
        parent: o.parentId === null ? null : nameOf.get(o.parentId),
        predecessors: o.predecessorIds.map((p) => nameOf.get(p)).sort(),
        references: references.sort(),
        journal: journals.map((j) => j.journalContent).sort(),
        annotations: objAnnotations,
      },
    ] as const;
  });
  const tree: Record<string, unknown> = Object.fromEntries(entries);
  return {
    name: c.name,
    description: c.description,
    attributes: c.attributes,
    annotations: collectionAnnotations,
    dataObjects: tree,
  };
}

// ── a private import queue and a killable worker ─────────────────────────────────────────

const sqs = new SQSClient({ region: 'us-east-1', endpoint: awsEndpoint, credentials: localAwsCredentials });

export interface PrivateQueue {
  readonly url: string;
  receive(n: number): Promise<Message[]>;
  /** A file holding the SQS event of `ms`, as delivered for the `receiveCount`-th time. */
  eventOf(ms: Message[], receiveCount: number): string;
  /** The worker in a child process with `budgetMs` of invocation time. */
  worker(
    event: string,
    budgetMs?: number,
  ): { child: ChildProcess; done: Promise<{ code: number | null; out: string }> };
}

/** Runs `fn` with a queue of its own (no gateway polls it) set as SVC_QUEUE_IMPORT_URL in this process; restores and deletes after. */
export async function withPrivateImportQueue(fn: (q: PrivateQueue) => Promise<void>): Promise<void> {
  const url =
    (await sqs.send(new CreateQueueCommand({ QueueName: `svc-local-import-test-${randomBytes(4).toString('hex')}` })))
      .QueueUrl ?? '';
  const dir = mkdtempSync(join(tmpdir(), 'svc-import-'));
  const saved = process.env['SVC_QUEUE_IMPORT_URL'];
  process.env['SVC_QUEUE_IMPORT_URL'] = url;
  const q: PrivateQueue = {
    url,
    async receive(n) {
      const got: Message[] = [];
      for (let i = 0; i < 20 && got.length < n; i++) {
        const r = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: url,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 1,
            VisibilityTimeout: 900,
            AttributeNames: ['All'],
          }),
        );
        got.push(...(r.Messages ?? []));
      }
      return got;
    },
    eventOf(ms, receiveCount) {
      const event: SQSEvent = {
        Records: ms.map((m) => ({
          messageId: m.MessageId ?? '',
          receiptHandle: m.ReceiptHandle ?? '',
          body: m.Body ?? '',
          attributes: { ...(m.Attributes ?? {}), ApproximateReceiveCount: String(receiveCount) } as never,
          messageAttributes: {},
          md5OfBody: m.MD5OfBody ?? '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:import',
          awsRegion: 'us-east-1',
        })),
      };
      const file = join(dir, `event-${randomBytes(4).toString('hex')}.json`);
      writeFileSync(file, JSON.stringify(event));
      return file;
    },
    worker(event, budgetMs = 600_000) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'test/support/import-worker.ts', event, String(budgetMs)],
        { env: { ...process.env, SVC_QUEUE_IMPORT_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
      return { child, done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, out }))) };
    },
  };
  try {
    await fn(q);
  } finally {
    if (saved === undefined) delete process.env['SVC_QUEUE_IMPORT_URL'];
    else process.env['SVC_QUEUE_IMPORT_URL'] = saved;
    await sqs.send(new DeleteQueueCommand({ QueueUrl: url }));
    rmSync(dir, { recursive: true, force: true });
  }
}
