import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { dynamo, tableName } from '../aws/clients.ts';
import { applyMergePatch, type Json } from '../../kernel/merge-patch.ts';
import { badRequest } from '../../kernel/problem.ts';
import { settleWithin } from '../dependencies.ts';
import { outsideRequest } from '../request-deadline.ts';

/**
 * Runtime configuration singletons (docs/plugins.md, Runtime configuration singletons): one typed record
 * per id, persisted in the `config` table (pk `CONFIG_SINGLETON`, sk = id), read as defaults
 * merged with what was stored, changed by RFC 7396 merge-patch and validated as a whole.
 * A new singleton is one `defineSingleton` call plus its two rows in the route table.
 */
export interface SingletonDef<S extends z.ZodObject> {
  readonly id: string;
  readonly description: string;
  readonly schema: S;
  readonly defaults: z.output<S>;
}

export interface SingletonValue<T> {
  readonly value: T;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

export const defineSingleton = <S extends z.ZodObject>(def: SingletonDef<S>): SingletonDef<S> => def;

const PK = 'CONFIG_SINGLETON';
const CACHE_MS = 5_000;
const cache = new Map<string, { at: number; value: SingletonValue<unknown> }>();

export async function readSingleton<S extends z.ZodObject>(
  def: SingletonDef<S>,
  opts: { maxAgeMs?: number } = {},
): Promise<SingletonValue<z.output<S>>> {
  const hit = cache.get(def.id);
  if (hit && Date.now() - hit.at < (opts.maxAgeMs ?? 0)) return hit.value as SingletonValue<z.output<S>>;
  const r = await dynamo().send(
    new GetCommand({ TableName: tableName('config'), Key: { pk: PK, sk: def.id }, ConsistentRead: true }),
  );
  const stored = r.Item?.['value'] as Json | undefined;
  // A stored record from an older schema still parses: unknown members are dropped, missing ones defaulted.
  const parsed = def.schema.safeParse({ ...(def.defaults as object), ...((stored ?? {}) as object) });
  const value: SingletonValue<z.output<S>> = {
    value: parsed.success ? parsed.data : def.defaults,
    updatedAt: typeof r.Item?.['updatedAt'] === 'string' ? r.Item['updatedAt'] : null,
    updatedBy: typeof r.Item?.['updatedBy'] === 'string' ? r.Item['updatedBy'] : null,
  };
  cache.set(def.id, { at: Date.now(), value });
  return value;
}

/** How long a hot path waits for a stale record before it goes on with the last known one. */
const HOT_PATH_WAIT_MS = 250;
const reading = new Map<string, Promise<SingletonValue<unknown>>>();

/**
 * Cached read for hot paths; changes made elsewhere are seen within a few seconds. Once a value
 * is known, a slow or failing store costs at most HOT_PATH_WAIT_MS: the last known value answers
 * while the read (one at a time) finishes in the background.
 */
export async function readSingletonCached<S extends z.ZodObject>(
  def: SingletonDef<S>,
): Promise<SingletonValue<z.output<S>>> {
  const hit = cache.get(def.id) as { at: number; value: SingletonValue<z.output<S>> } | undefined;
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  let read = reading.get(def.id) as Promise<SingletonValue<z.output<S>>> | undefined;
  if (!read) {
    // Shared with later requests: not cancelled when the request that started it ends.
    read = outsideRequest(() => readSingleton(def)).finally(() => reading.delete(def.id));
    reading.set(def.id, read);
  }
  return hit ? settleWithin(read, HOT_PATH_WAIT_MS, hit.value) : read;
}

export async function patchSingleton<S extends z.ZodObject>(
  def: SingletonDef<S>,
  patch: unknown,
  by: string,
): Promise<SingletonValue<z.output<S>>> {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
    throw badRequest('A merge patch for a configuration singleton must be a JSON object.');
  }
  const current = await readSingleton(def);
  // `null` resets a member to its default (RFC 7396 removes it; the defaults fill the gap).
  const merged = applyMergePatch(current.value as Json, patch as Json);
  const candidate = { ...(def.defaults as object), ...(merged as object) };
  const parsed = def.schema.strict().safeParse(candidate);
  if (!parsed.success) {
    throw badRequest(`Invalid ${def.id} configuration.`, {
      violations: parsed.error.issues.map((i) => ({
        field: i.path.join('.') || (i.code === 'unrecognized_keys' ? i.keys.join(',') : '(body)'),
        message: i.message,
      })),
    });
  }
  const updatedAt = new Date().toISOString();
  await dynamo().send(
    new PutCommand({
      TableName: tableName('config'),
      Item: { pk: PK, sk: def.id, value: parsed.data, updatedAt, updatedBy: by },
    }),
  );
  const value: SingletonValue<z.output<S>> = { value: parsed.data as z.output<S>, updatedAt, updatedBy: by };
  cache.set(def.id, { at: Date.now(), value });
  return value;
}
