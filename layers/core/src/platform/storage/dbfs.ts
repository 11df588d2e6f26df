import { Readable } from 'node:stream';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../aws/clients.ts';
import { notFound } from '../../kernel/problem.ts';
import type { StorageAdapter } from '../plugins/types.ts';

/**
 * `dbfs`: file bytes as chunks in the DynamoDB `payloads` table, one partition per container
 * (pk `DBFS#<container>`, sk `<object>#c<chunk 8 digits>`), plus a manifest item
 * (`<object>#m`) written last so a partial upload is never served. The spec's 1 MiB chunk
 * cannot fit DynamoDB's 400 KB item limit, so chunks are 256 KiB: a quarter of it, leaving room
 * for keys and attributes, and four writes per MiB stream well under on-demand limits.
 * Memory stays flat: at most one chunk is buffered on upload and one page of chunks on download.
 */
export const DBFS_CHUNK_BYTES = 256 * 1024;

function split(key: string): { pk: string; object: string } {
  const i = key.indexOf('/');
  if (i <= 0 || i === key.length - 1) throw new Error(`dbfs keys look like <container>/<object>, got "${key}"`);
  return { pk: `DBFS#${key.slice(0, i)}`, object: key.slice(i + 1) };
}
const chunkSk = (object: string, n: number) => `${object}#c${String(n).padStart(8, '0')}`;
const manifestSk = (object: string) => `${object}#m`;

async function chunkKeys(pk: string, object: string): Promise<{ pk: string; sk: string }[]> {
  const keys: { pk: string; sk: string }[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('payloads'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': pk, ':p': `${object}#` },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey,
      }),
    );
    for (const i of page.Items ?? []) keys.push({ pk: String(i['pk']), sk: String(i['sk']) });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return keys;
}

async function deleteKeys(keys: { pk: string; sk: string }[]): Promise<void> {
  const TableName = tableName('payloads');
  for (let i = 0; i < keys.length; i += 25) {
    let pending = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('dbfs: deletes still unprocessed after retries');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const r = await dynamo().send(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
      pending = (r.UnprocessedItems?.[TableName] ?? []) as typeof pending;
    }
  }
}

export const dbfsAdapter: StorageAdapter = {
  id: 'dbfs',
  capabilities: { presign: false, streaming: true },

  async put(key, body) {
    const { pk, object } = split(key);
    const TableName = tableName('payloads');
    // Overwrite semantics: earlier chunks of the same object go first.
    await deleteKeys(await chunkKeys(pk, object));
    let n = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (final: boolean) => {
      while (pendingBytes >= DBFS_CHUNK_BYTES || (final && pendingBytes > 0)) {
        const all = Buffer.concat(pending);
        const chunk = all.subarray(0, DBFS_CHUNK_BYTES);
        const rest = all.subarray(chunk.length);
        await dynamo().send(new PutCommand({ TableName, Item: { pk, sk: chunkSk(object, n), data: chunk } }));
        n++;
        pending = rest.length > 0 ? [Buffer.from(rest)] : [];
        pendingBytes = rest.length;
      }
    };
    for await (const part of body) {
      const b = Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array);
      pending.push(b);
      pendingBytes += b.length;
      size += b.length;
      if (pendingBytes >= DBFS_CHUNK_BYTES) await flush(false);
    }
    await flush(true);
    await dynamo().send(
      new PutCommand({
        TableName,
        Item: {
          pk,
          sk: manifestSk(object),
          size,
          chunks: n,
          chunkBytes: DBFS_CHUNK_BYTES,
          storedAt: new Date().toISOString(),
        },
      }),
    );
    return { size };
  },

  async stat(key) {
    const { pk, object } = split(key);
    const r = await dynamo().send(
      new GetCommand({ TableName: tableName('payloads'), Key: { pk, sk: manifestSk(object) }, ConsistentRead: true }),
    );
    return r.Item ? { size: Number(r.Item['size']) } : undefined;
  },

  async get(key) {
    const { pk, object } = split(key);
    const TableName = tableName('payloads');
    const manifest = await dbfsAdapter.stat(key);
    if (!manifest) throw notFound(`No stored payload ${key}.`);
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    let done = false;
    async function* chunks(): AsyncGenerator<Buffer> {
      while (!done) {
        // Small pages keep at most a few chunks in memory at a time.
        const page = await dynamo().send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
            ExpressionAttributeValues: { ':pk': pk, ':lo': chunkSk(object, 0), ':hi': chunkSk(object, 99_999_999) },
            Limit: 4,
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        for (const i of page.Items ?? []) yield Buffer.from(i['data'] as Uint8Array);
        ExclusiveStartKey = page.LastEvaluatedKey;
        done = ExclusiveStartKey === undefined;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  },

  async getRange(key, start, end) {
    const { pk, object } = split(key);
    const TableName = tableName('payloads');
    const r = await dynamo().send(
      new GetCommand({ TableName, Key: { pk, sk: manifestSk(object) }, ConsistentRead: true }),
    );
    if (!r.Item) throw notFound(`No stored payload ${key}.`);
    // Objects written before chunkBytes was recorded used today's size.
    const chunkBytes = Number(r.Item['chunkBytes'] ?? DBFS_CHUNK_BYTES);
    const first = Math.floor(start / chunkBytes);
    const last = Math.floor(end / chunkBytes);
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    async function* chunks(): AsyncGenerator<Buffer> {
      do {
        const page = await dynamo().send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
            ExpressionAttributeValues: { ':pk': pk, ':lo': chunkSk(object, first), ':hi': chunkSk(object, last) },
            Limit: 4,
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        for (const i of page.Items ?? []) {
          const n = Number(String(i['sk']).slice(-8));
          const data = Buffer.from(i['data'] as Uint8Array);
          const from = n === first ? start - n * chunkBytes : 0;
          const to = n === last ? end - n * chunkBytes + 1 : data.length;
          yield data.subarray(from, to);
        }
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }
    return Readable.from(chunks(), { objectMode: false });
  },

  async delete(key) {
    const { pk, object } = split(key);
    await deleteKeys(await chunkKeys(pk, object));
  },
};
