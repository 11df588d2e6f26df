import { expect } from 'vitest';

/**
 * The one random source of the tests: data a test draws at random (sizes, ids, bytes, name suffixes)
 * comes from here, seeded, so a failing run can be replayed. The seed is printed once per test file;
 * `SVC_TEST_SEED=<seed>` replays it (each file's stream is the seed mixed with the file's path, so
 * two files never draw the same bytes).
 */
export const testSeed = Number(process.env['SVC_TEST_SEED'] ?? '') >>> 0 || (Date.now() ^ (process.pid << 16)) >>> 0;

let state: [number, number, number, number] | undefined;

/** FNV-1a of the test file's path, to give each file a stream of its own. */
function fileHash(): number {
  const path = (expect.getState().testPath ?? '').replace(/^.*\/test\//, 'test/');
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** sfc32: a small, fast generator of 32-bit words with a 128-bit state. */
function next32(): number {
  if (!state) {
    console.log(`random test data: SVC_TEST_SEED=${testSeed}`);
    state = [testSeed, fileHash(), 0x9e3779b9, 1];
    for (let i = 0; i < 15; i++) next32();
  }
  const s = state;
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** A float in [0, 1), like Math.random. */
export const random = (): number => next32() / 2 ** 32;

/** An integer in [min, max). */
export const randomInt = (min: number, max: number): number => min + Math.floor(random() * (max - min));

/** `n` bytes. */
export function randomBytes(n: number): Buffer {
  const b = Buffer.allocUnsafe(n);
  let i = 0;
  for (; i + 4 <= n; i += 4) b.writeUInt32LE(next32(), i);
  for (; i < n; i++) b[i] = next32() & 0xff;
  return b;
}

/** A hex suffix of `bytes` bytes for names that must not collide with other runs' data. */
export const randomSuffix = (bytes = 4): string => randomBytes(bytes).toString('hex');
