import { Readable } from 'node:stream';
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ProblemError } from '../../kernel/problem.ts';
import { dynamo, tableName } from '../../platform/aws/clients.ts';
import {
  DeadlineExceeded,
  dependencyTimeouts,
  dependencyUnavailable,
  withDeadline,
} from '../../platform/dependencies.ts';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import { s3Adapter, s3SettingsFromConfig } from '../../platform/storage/s3.ts';

/**
 * Where structured-data documents live, decided per document and invisible on the wire:
 *
 *   payloads  pk `SD#<containerId>`  sk `D#<oid>`  {oid, name, createdAt, bytes, s3Key?}   the record
 *   payloads  pk `SD#<containerId>`  sk `B#<oid>`  {text}                                  ≤ INLINE_MAX_BYTES
 *   files bucket  `structured/<containerId>/<oid>`                                         beyond
 *
 * The record is small and separate from the text, so a listing reads records only (a Query
 * costs what it reads, whole items). The text is written first and the record last, so a
 * document is never listed without its text; deletion removes the record first, so it is never
 * served half-deleted. The text is kept exactly as received (UTF-8 in both stores, never parsed
 * and re-serialised), so it is answered byte for byte.
 */

/**
 * Documents up to 64 KiB of UTF-8 are table items, larger ones S3 objects. DynamoDB bills a write
 * per KB and a strongly consistent read per 4 KB, an S3 PUT costs about as much as 5–8 KB of
 * writes and a GET as 12 KB of reads, and table storage costs ~10× S3's per GB. Below 64 KiB the
 * table's single-digit-millisecond reads (one BatchGetItem with the record) are worth their price;
 * above it a document costs the table 8× or more what S3 charges to write, while S3's extra round
 * trip (~20 ms) is small next to moving that much. 64 KiB is also far below the 400 KB item limit.
 */
export const INLINE_MAX_BYTES = 64 * 1024;

/**
 * The largest document accepted: 3 MiB of UTF-8. The text reaches the function twice JSON-escaped
 * (a string in the request body, then the body in Lambda's event), so each `"` or `\` of the
 * document costs 4 bytes of Lambda's 6 MB invocation limit, every other character 1 (a newline 3);
 * 3 MiB fits for documents of up to a third quotes and backslashes, which covers ordinary JSON. The
 * answer of a read is escaped the same way, so what was accepted can be read back.
 */
export const MAX_DOCUMENT_BYTES = 3 * 1024 * 1024;

export interface DocumentRecord {
  readonly oid: string;
  readonly name: string | null;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly bytes: number;
  /** The object key when the text is in the files bucket. */
  readonly s3Key?: string;
}

const pk = (containerId: number) => `SD#${containerId}`;
const recordSk = (oid: string) => `D#${oid}`;
const textSk = (oid: string) => `B#${oid}`;
export const objectKey = (containerId: number, oid: string) => `structured/${containerId}/${oid}`;

function toRecord(item: Record<string, unknown>): DocumentRecord {
  const s3Key = typeof item['s3Key'] === 'string' ? item['s3Key'] : undefined;
  return {
    oid: String(item['oid']),
    name: typeof item['name'] === 'string' ? item['name'] : null,
    createdAt: Number(item['createdAt']),
    bytes: Number(item['bytes'] ?? 0),
    ...(s3Key ? { s3Key } : {}),
  };
}

/** The files bucket (svc.files.s3.*), which every deployment has; undefined when the setting is blank. */
function bucket(): StorageAdapter | undefined {
  const s = s3SettingsFromConfig();
  return s.bucket ? s3Adapter(s) : undefined;
}

/**
 * The shared S3 client leaves object transfers unbounded (files may be gigabytes); a document is
 * at most 3 MiB (tens of milliseconds to move inside a region), so its whole transfer, body
 * included, gets the one dependency deadline, and a silent S3 is a 503 naming it rather than a
 * request that outlives its function.
 */
async function bounded<T>(what: string, work: () => Promise<T>): Promise<T> {
  const ms = dependencyTimeouts().deadlineMs;
  try {
    return await withDeadline(work(), ms, `S3 (${what})`);
  } catch (err) {
    if (err instanceof DeadlineExceeded)
      throw dependencyUnavailable(
        's3',
        `S3 did not finish ${what} of a structured-data document within ${ms} ms; retry shortly.`,
        err,
      );
    throw err;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(parts);
}

/** Stores a document (text first, record last) and answers its record. */
export async function putDocument(
  containerId: number,
  oid: string,
  name: string | null,
  text: string,
  now = Date.now(),
): Promise<DocumentRecord> {
  const bytes = Buffer.byteLength(text, 'utf8');
  const TableName = tableName('payloads');
  let s3Key: string | undefined;
  if (bytes <= INLINE_MAX_BYTES) {
    await dynamo().send(new PutCommand({ TableName, Item: { pk: pk(containerId), sk: textSk(oid), text } }));
  } else {
    const store = bucket();
    if (!store) {
      throw new ProblemError(
        'request.too-large',
        `Documents above ${INLINE_MAX_BYTES} bytes are kept in the files bucket, and none is configured (svc.files.s3.bucket is blank).`,
        { limitBytes: INLINE_MAX_BYTES },
      );
    }
    s3Key = objectKey(containerId, oid);
    const key = s3Key;
    await bounded('the upload', () => store.put(key, Readable.from([Buffer.from(text, 'utf8')]), bytes));
  }
  const record: DocumentRecord = { oid, name, createdAt: now, bytes, ...(s3Key ? { s3Key } : {}) };
  try {
    await dynamo().send(new PutCommand({ TableName, Item: { pk: pk(containerId), sk: recordSk(oid), ...record } }));
  } catch (err) {
    await removeText(containerId, record).catch(() => undefined); // best effort: nothing lists it
    throw err;
  }
  return record;
}

/** A page of the container's records in oid order (creation order, to the second). */
export async function listRecords(
  containerId: number,
  skip: number,
  limit: number,
): Promise<{ records: DocumentRecord[]; more: boolean }> {
  const records: DocumentRecord[] = [];
  let skipped = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const wanted = skip - skipped + limit + 1 - records.length;
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('payloads'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :d)',
        ExpressionAttributeValues: { ':pk': pk(containerId), ':d': 'D#' },
        ConsistentRead: true,
        Limit: Math.min(wanted, 1000),
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (skipped < skip) skipped++;
      else records.push(toRecord(item));
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && records.length <= limit);
  return { records: records.slice(0, limit), more: records.length > limit };
}

/** The record and the text of one document, undefined when there is none. */
export async function getDocument(
  containerId: number,
  oid: string,
): Promise<{ record: DocumentRecord; text: string } | undefined> {
  const TableName = tableName('payloads');
  let keys: Record<string, unknown>[] = [
    { pk: pk(containerId), sk: recordSk(oid) },
    { pk: pk(containerId), sk: textSk(oid) },
  ];
  const items: Record<string, unknown>[] = [];
  for (let attempt = 0; keys.length > 0; attempt++) {
    if (attempt > 6) throw new Error('structured data: BatchGetItem still unprocessed after retries');
    if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    const r = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    items.push(...(r.Responses?.[TableName] ?? []));
    keys = (r.UnprocessedKeys?.[TableName]?.Keys ?? []) as Record<string, unknown>[];
  }
  const recordItem = items.find((i) => i['sk'] === recordSk(oid));
  if (!recordItem) return undefined;
  const record = toRecord(recordItem);
  if (!record.s3Key) {
    const text = items.find((i) => i['sk'] === textSk(oid))?.['text'];
    return typeof text === 'string' ? { record, text } : undefined;
  }
  const store = bucket();
  if (!store)
    throw new ProblemError(
      'service.unavailable',
      `Document ${oid} is kept in the files bucket, and none is configured (svc.files.s3.bucket is blank).`,
    );
  const key = record.s3Key;
  return { record, text: (await bounded('the download', async () => readAll(await store.get(key)))).toString('utf8') };
}

/** The records of those of `oids` the container holds (BatchGetItem, 100 keys a call). */
export async function recordsOf(containerId: number, oids: readonly string[]): Promise<Map<string, DocumentRecord>> {
  const TableName = tableName('payloads');
  const out = new Map<string, DocumentRecord>();
  for (let i = 0; i < oids.length; i += 100) {
    let keys: Record<string, unknown>[] = oids
      .slice(i, i + 100)
      .map((oid) => ({ pk: pk(containerId), sk: recordSk(oid) }));
    for (let attempt = 0; keys.length > 0; attempt++) {
      if (attempt > 6) throw new Error('structured data: BatchGetItem still unprocessed after retries');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      const r = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [TableName]: {
              Keys: keys,
              ConsistentRead: true,
              ProjectionExpression: 'oid, #n, createdAt, bytes, s3Key',
              ExpressionAttributeNames: { '#n': 'name' },
            },
          },
        }),
      );
      for (const item of r.Responses?.[TableName] ?? []) out.set(String(item['oid']), toRecord(item));
      keys = (r.UnprocessedKeys?.[TableName]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return out;
}

async function removeText(containerId: number, record: DocumentRecord): Promise<void> {
  const key = record.s3Key;
  if (key) await bounded('the deletion', async () => bucket()?.delete(key));
  else
    await dynamo().send(
      new DeleteCommand({ TableName: tableName('payloads'), Key: { pk: pk(containerId), sk: textSk(record.oid) } }),
    );
}

/** Deletes a document (record first, then its text); deleting an absent one succeeds. */
/** Whether a document was there: `false` when its record was already gone (a text left without one is removed all the same). */
export async function deleteDocument(containerId: number, oid: string): Promise<boolean> {
  const r = await dynamo().send(
    new DeleteCommand({
      TableName: tableName('payloads'),
      Key: { pk: pk(containerId), sk: recordSk(oid) },
      ReturnValues: 'ALL_OLD',
    }),
  );
  if (r.Attributes) {
    await removeText(containerId, toRecord(r.Attributes));
    return true;
  }
  await dynamo().send(
    new DeleteCommand({ TableName: tableName('payloads'), Key: { pk: pk(containerId), sk: textSk(oid) } }),
  );
  return false;
}

/**
 * Deletes up to `budget` items of a container (texts, records, and the objects records name),
 * objects before the records that name them; `done` once the partition is empty.
 */
export async function purgeStep(containerId: number, budget: number): Promise<{ deleted: number; done: boolean }> {
  const TableName = tableName('payloads');
  const page = await dynamo().send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk(containerId) },
      ProjectionExpression: 'pk, sk, s3Key',
      ConsistentRead: true,
      Limit: Math.max(1, budget),
    }),
  );
  const items = page.Items ?? [];
  const objects = items.map((i) => i['s3Key']).filter((k): k is string => typeof k === 'string');
  const store = objects.length > 0 ? bucket() : undefined;
  for (let i = 0; store && i < objects.length; i += 8)
    await Promise.all(objects.slice(i, i + 8).map((k) => store.delete(k)));
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((it) => ({ DeleteRequest: { Key: { pk: it['pk'], sk: it['sk'] } } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('structured data: deletes still unprocessed after retries');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const r = await dynamo().send(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
      pending = (r.UnprocessedItems?.[TableName] ?? []) as typeof pending;
    }
  }
  return { deleted: items.length + objects.length, done: page.LastEvaluatedKey === undefined };
}
