import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { StorageAdapter } from '../plugins/types.ts';

export interface Digests {
  readonly size: number;
  readonly sha256: string;
  readonly md5: string;
}

/** A pass-through that hashes (SHA-256 and MD5) and counts the bytes streaming by. */
function digestTap(): { stream: Transform; result: () => Digests } {
  const sha = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      sha.update(chunk);
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: sha.digest('hex'), md5: md5.digest('hex') }) };
}

/**
 * Streams `source` into `to` under `toKey` (never the whole file in memory: the adapters read and
 * write in chunks) and returns the digests of the bytes that went through. On failure the source
 * is destroyed and the error rethrown; what the adapter may have stored is the caller's to remove.
 */
export async function streamInto(source: Readable, to: StorageAdapter, toKey: string, size?: number): Promise<Digests> {
  const tap = digestTap();
  // A failing source destroys the tap, so the target's reader sees the error instead of waiting.
  const flowing = pipeline(source, tap.stream);
  try {
    const [stored] = await Promise.all([to.put(toKey, tap.stream, size), flowing]);
    const d = tap.result();
    if (stored.size !== d.size) throw new Error(`adapter "${to.id}" stored ${stored.size} bytes of ${d.size}`);
    return d;
  } catch (err) {
    source.destroy();
    flowing.catch(() => undefined);
    throw err;
  }
}

/** Copies one stored object to another adapter (file migration, rollback); the digests of the bytes copied. */
export async function copyObject(
  from: StorageAdapter,
  fromKey: string,
  to: StorageAdapter,
  toKey: string,
  size?: number,
): Promise<Digests> {
  return streamInto(await from.get(fromKey), to, toKey, size);
}

/** Hashes a stored object without copying it (rollback verifies before it writes). */
export async function digestOf(adapter: StorageAdapter, key: string): Promise<Digests> {
  const tap = digestTap();
  const source = await adapter.get(key);
  const done = pipeline(source, tap.stream);
  tap.stream.resume();
  await done;
  return tap.result();
}
