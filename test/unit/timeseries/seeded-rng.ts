/** A small seeded PRNG (mulberry32) so that the randomised timeseries tests are reproducible. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const big = (n: bigint) => (BigInt(int(2 ** 30)) * BigInt(int(2 ** 30)) + BigInt(int(2 ** 30))) % n;
  return { next, int, pick, big };
}
export type Rng = ReturnType<typeof rng>;
