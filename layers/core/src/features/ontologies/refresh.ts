import { Readable } from 'node:stream';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { s3Adapter, s3SettingsFromConfig } from '../../platform/storage/s3.ts';
import { endpointProblem } from '../semantic/iri.ts';
import { BodyTooLarge, outboundFetch, outboundRefusal, readCapped } from '../../platform/net/outbound-fetch.ts';
import { vocabMode } from '../semantic/internal-terms.ts';
import { builtinBundle } from './builtin.ts';
import { listBundles, recordImport, refreshedKey } from './bundles.ts';
import { importTurtle, sha256 } from './rdf-import.ts';
import { ensureResourceSchema } from './seed.ts';
import { newAppId } from '../../kernel/ids.ts';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import { queueUrl, sqsClient } from '../../platform/aws/clients.ts';
import type { QueueRecord, WorkerOptions } from '../../platform/aws/queue-worker.ts';
import { logger } from '../../platform/observability/logger.ts';
import { dependencySignal } from '../../platform/request-deadline.ts';

/**
 * refresh-ontologies: for each requested bundle (all with a `canonicalUrl` when none is named),
 * fetch the pinned URL (http(s) only, the SSRF rules of repository endpoints, FETCH_TIMEOUT_MS
 * for the whole exchange, MAX_FETCH_BYTES, no redirects), compare its SHA-256 with what is loaded
 * and re-import on change (`force`: always). The fetched file is kept (`ontologies/refreshed/<id>.ttl`
 * with its row) so later seed passes and the SPARQL store use it instead of the shipped copy. A
 * named bundle without a URL is (re-)imported from its own file: an upload joins the repository
 * at once. Errors are per bundle, never the whole answer.
 */
export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_FETCH_BYTES = 64 * 1024 * 1024;

export interface RefreshResult {
  requested: number;
  refreshed: number;
  alreadyCurrent: number;
  errors: { bundle: string; reason: string }[];
}

async function fetchTurtle(url: string): Promise<Buffer> {
  const problem = endpointProblem(url);
  if (problem) throw new Error(problem.replace(/^endpoint/, 'canonicalUrl'));
  const signal = dependencySignal(FETCH_TIMEOUT_MS);
  const r = await outboundFetch(url, {
    headers: { accept: 'text/turtle, application/x-turtle;q=0.9' },
    redirect: 'manual',
    signal,
  }).catch((e: unknown) => {
    const refused = outboundRefusal(e);
    throw refused ? new Error(`canonicalUrl ${refused.message}`) : e;
  });
  if (r.status < 200 || r.status > 299) throw new Error(`fetch answered HTTP ${r.status}`);
  return readCapped(r.body, MAX_FETCH_BYTES, signal).catch((e: unknown) => {
    throw e instanceof BodyTooLarge ? new Error(`fetched file larger than ${MAX_FETCH_BYTES} bytes`) : e;
  });
}

async function keepRefreshed(id: string, bytes: Buffer): Promise<void> {
  await s3Adapter(s3SettingsFromConfig()).put(refreshedKey(id), Readable.from([bytes]), bytes.length);
  await writeQuery(`MERGE (x:OntologyRefresh {bundleId: $id}) SET x.sha256 = $sha, x.at = $now`, {
    id,
    sha: sha256(bytes),
    now: cypherInt(Date.now()),
  });
}

/**
 * Refreshes the requested bundles in order. With `startBy` (epoch ms), no bundle is started after
 * that instant: the ones left are answered in `remaining` for someone else to carry on (the
 * request hands them to the `ontology-refresh` worker).
 */
export async function refreshOntologies(
  requested: readonly string[] | null,
  force: boolean,
  read: (id: string) => Promise<Buffer>,
  opts: { startBy?: number } = {},
): Promise<RefreshResult & { remaining: string[] }> {
  const all = await listBundles();
  const targets = requested ?? all.filter((b) => b.canonicalUrl).map((b) => b.id);
  const out: RefreshResult & { remaining: string[] } = {
    requested: targets.length,
    refreshed: 0,
    alreadyCurrent: 0,
    errors: [],
    remaining: [],
  };
  const mode = vocabMode();
  await ensureResourceSchema(mode);
  for (const [i, id] of targets.entries()) {
    if (opts.startBy !== undefined && Date.now() > opts.startBy) {
      out.remaining = targets.slice(i);
      break;
    }
    const b = all.find((x) => x.id === id);
    if (!b) {
      out.errors.push({ bundle: id, reason: 'no such bundle' });
      continue;
    }
    try {
      const fromUrl = b.canonicalUrl !== undefined;
      const bytes = fromUrl ? await fetchTurtle(b.canonicalUrl as string) : await read(id);
      const hash = sha256(bytes);
      if (!force && b.importedSha256 === hash) {
        out.alreadyCurrent += 1;
        continue;
      }
      const triples = await importTurtle(bytes, id, mode, { replace: true });
      if (fromUrl && (builtinBundle(id)?.sha256 ?? b.sha256) !== hash) await keepRefreshed(id, bytes);
      await recordImport(id, hash, triples);
      await writeQuery(`MATCH (i:OntologyImport {bundleId: $id}) SET i.mode = $mode`, { id, mode });
      out.refreshed += 1;
    } catch (e) {
      out.errors.push({ bundle: id, reason: ((e as Error).message || String(e)).slice(0, 300) });
    }
  }
  return out;
}

/**
 * A request starts bundles for INLINE_START_MS; a bundle then takes at most FETCH_TIMEOUT_MS plus
 * its import, inside the gateway's 30 s. What is left becomes a run that the `ontology-refresh`
 * worker carries on (durable: an SQS message per step), and the request answers 202 with it.
 */
export const INLINE_START_MS = 5_000;
/** The worker starts no bundle in the last WORKER_RESERVE_MS of its invocation. */
export const WORKER_RESERVE_MS = 60_000;

export const refreshMessage = z.object({
  runId: chars(z.string().min(1), 64),
  bundles: z
    .array(chars(z.string().min(1), 255))
    .min(1)
    .max(1000),
  force: z.boolean(),
});
export type RefreshMessage = z.output<typeof refreshMessage>;

/** Records a run with what the request did, and queues the rest for the worker. */
export async function startRun(
  partial: RefreshResult,
  rest: RefreshMessage['bundles'],
  force: boolean,
): Promise<string> {
  const id = newAppId();
  await writeQuery(`CREATE (:OntologyRefreshRun {id: $id, status: 'RUNNING', startedAt: $now, result: $result})`, {
    id,
    now: cypherInt(Date.now()),
    result: JSON.stringify(partial),
  });
  await sendStep({ runId: id, bundles: [...rest], force });
  return id;
}

async function sendStep(message: RefreshMessage): Promise<void> {
  const url = queueUrl('ontology-refresh');
  if (!url) throw new Error('The ontology-refresh queue URL is not configured (SVC_QUEUE_ONTOLOGY_REFRESH_URL).');
  await sqsClient().send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(message) }));
}

const merged = (a: RefreshResult, b: RefreshResult): RefreshResult => ({
  requested: a.requested,
  refreshed: a.refreshed + b.refreshed,
  alreadyCurrent: a.alreadyCurrent + b.alreadyCurrent,
  errors: [...a.errors, ...b.errors],
});

/**
 * The `ontology-refresh` worker: each message carries on a run, adds its outcome to the run's and
 * finishes the run, or queues the bundles it had no time for. A bundle already refreshed by a
 * step that died before recording is found current the second time (its hash), so a redelivery
 * costs time, not correctness.
 */
export async function processRefreshRecords(
  records: readonly QueueRecord[],
  read: (id: string) => Promise<Buffer>,
  opts: WorkerOptions,
): Promise<string[]> {
  const retry: string[] = [];
  for (const record of records) {
    let message: RefreshMessage;
    try {
      message = refreshMessage.parse(JSON.parse(record.body));
    } catch (err) {
      logger.error('ontology.refresh.unreadable', { error: err as Error, messageId: record.id });
      continue;
    }
    try {
      const run = await getRun(message.runId);
      if (run?.status !== 'RUNNING') continue;
      const step = await refreshOntologies(message.bundles, message.force, read, {
        startBy: Date.now() + Math.max(0, opts.remainingMs() - WORKER_RESERVE_MS),
      });
      const so = merged(
        (run.result as RefreshResult | null) ?? { requested: 0, refreshed: 0, alreadyCurrent: 0, errors: [] },
        step,
      );
      if (step.remaining.length > 0) {
        await writeQuery('MATCH (r:OntologyRefreshRun {id: $id}) SET r.result = $result', {
          id: message.runId,
          result: JSON.stringify(so),
        });
        await sendStep({ ...message, bundles: step.remaining });
      } else {
        await finishRun(message.runId, so, null);
      }
    } catch (err) {
      logger.warn('ontology.refresh.step-failed', { messageId: record.id, error: err as Error });
      if (record.receiveCount >= 3) await finishRun(message.runId, null, (err as Error).message).catch(() => undefined);
      else retry.push(record.id);
    }
  }
  return retry;
}

export async function finishRun(id: string, result: RefreshResult | null, failure: string | null): Promise<void> {
  await writeQuery(
    `MATCH (r:OntologyRefreshRun {id: $id}) SET r.status = $status, r.result = $result, r.endedAt = $now`,
    {
      id,
      status: failure ? 'FAILED' : 'DONE',
      result: JSON.stringify(result ?? { failure }),
      now: cypherInt(Date.now()),
    },
  );
}

export async function getRun(id: string): Promise<{ id: string; status: string; result: unknown } | null> {
  const r = await readQuery<{ status: string; result: string | null }>(
    `MATCH (r:OntologyRefreshRun {id: $id}) RETURN r.status AS status, r.result AS result`,
    { id },
  );
  const row = r.records[0];
  if (!row) return null;
  const raw = row.get('result');
  return { id, status: row.get('status'), result: raw ? (JSON.parse(raw) as unknown) : null };
}
