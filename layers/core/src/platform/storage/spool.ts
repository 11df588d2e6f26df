import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Some readers need a file, not a stream (a ZIP's directory is at its end; ffprobe seeks). The
 * bytes are spooled to the temporary folder (Lambda's ephemeral storage, sized by the queue's
 * `consumerTmpMiB`) and removed afterwards, whatever happens. A file that cannot fit is refused
 * before a byte is written, or when the disk fills, with a SpoolTooLarge the caller turns into a fact.
 */
export class SpoolTooLarge extends Error {}

/** Room left for the rest of the function (plugin cache, other spools) beside the spooled file. */
const HEADROOM_BYTES = 16 * 1024 * 1024;

export async function spooled<T>(
  body: Readable,
  size: number | undefined,
  prefix: string,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const root = tmpdir();
  if (size !== undefined) {
    const fs = await statfs(root);
    const free = fs.bavail * fs.bsize;
    if (size + HEADROOM_BYTES > free) {
      body.destroy();
      throw new SpoolTooLarge(
        `the file (${size} bytes) does not fit the worker's temporary storage (${free} bytes free)`,
      );
    }
  }
  const dir = await mkdtemp(join(root, prefix));
  try {
    const path = join(dir, 'spool');
    try {
      await pipeline(body, createWriteStream(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC')
        throw new SpoolTooLarge(`the worker's temporary storage filled up while spooling the file`);
      throw error;
    }
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
