/**
 * `npx tsx test/bench/plugin-discovery.ts`: cold cost of `discoverPlugins`.
 * Each measurement runs in a fresh Node process (module cache, JIT and extraction cache all cold)
 * that imports the registry, calls `discoverPlugins` once and reports how long the call took
 * (`ms`) and how long importing the plugin core took (`importMs`). Scenarios:
 *   (a) an empty plugin directory plus 5 compiled-in plugins;
 *   (b) 50 synthetic archive plugins, signing off;
 *   (c) the same 50 archives, each signed, signing required (PEM truststore);
 *   (d) as (c) with the extraction cache already warm (a Lambda's second cold start on the same /tmp).
 * Prints a JSON array of `{scenario, ms, ...}` (ms = median of RUNS) and writes it to
 * test/bench/results/plugin-discovery.json. Never part of the pass/fail test run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env['BENCH_RUNS'] ?? '5');
const PLUGINS = 50;
const here = dirname(fileURLToPath(import.meta.url));

interface ChildResult {
  ms: number;
  importMs: number;
  enabled: number;
  failed: number;
}

/** Child mode: one cold measurement. argv: --child <json options> */
async function child(raw: string): Promise<void> {
  const o = JSON.parse(raw) as {
    dir: string;
    cacheDir: string;
    signingRequired: boolean;
    truststorePath: string;
    builtins: number;
  };
  const t0 = performance.now();
  const { discoverAllPlugins: discoverPlugins } = await import('../../layers/core/src/platform/plugins/drop-ins.ts');
  const { staticToggleSource } = await import('../../layers/core/src/platform/plugins/toggles.ts');
  const importMs = performance.now() - t0;
  const builtins = Array.from({ length: o.builtins }, (_, i) => ({
    manifest: {
      id: `builtin-${i}`,
      version: '1.0.0',
      svcCompatibility: '>=5.2.0,<6',
      title: 'b',
      description: 'd',
      licence: 'MIT',
    },
    register: (ctx: { registerPayloadKind(k: { id: string; title: string; mediaTypes: string[] }): void }) =>
      ctx.registerPayloadKind({ id: `kind-${i}`, title: 'k', mediaTypes: [] }),
  }));
  const t1 = performance.now();
  const reg = await discoverPlugins({
    dir: o.dir,
    builtins,
    signingRequired: o.signingRequired,
    truststorePath: o.truststorePath,
    truststorePassword: '',
    compatibilityStrict: true,
    runningVersion: '5.2.0',
    toggles: staticToggleSource(),
    cacheDir: o.cacheDir,
  });
  const ms = performance.now() - t1;
  const rows = reg.entries();
  const result: ChildResult = {
    ms,
    importMs,
    enabled: rows.filter((r) => r.state === 'ENABLED').length,
    failed: rows.filter((r) => r.state === 'FAILED').length,
  };
  process.stdout.write(`\n${JSON.stringify(result)}\n`);
}

function runChild(opts: Record<string, unknown>): ChildResult {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', JSON.stringify(opts)],
    {
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'SILENT', POWERTOOLS_LOG_LEVEL: 'SILENT' },
    },
  );
  if (r.status !== 0) throw new Error(`child failed: ${r.stderr}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as ChildResult;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const round = (x: number) => Math.round(x * 10) / 10;

async function main(): Promise<void> {
  const { archivePlugin, cleanupTempDirs, makePki, pemTruststore, sign } = await import('../unit/plugins/helpers.ts');
  const work = mkdtempSync(join(tmpdir(), 'svc-plugin-bench-'));
  try {
    const empty = join(work, 'empty');
    mkdirSync(empty);
    const fifty = join(work, 'fifty');
    mkdirSync(fifty);
    const pki = makePki();
    const truststore = pemTruststore(work, [pki.ca]);
    for (let i = 0; i < PLUGINS; i += 1) {
      const id = `bench-${String(i).padStart(2, '0')}`;
      const archive = await archivePlugin(fifty, {
        id,
        files: { 'lib/data.mjs': `export const data = ${JSON.stringify('x'.repeat(20_000))};\n` },
        ...(i > 0 ? { dependencies: { [`bench-${String(i - 1).padStart(2, '0')}`]: '>=1.0.0' } } : {}),
      });
      await sign(archive, pki.signer);
    }
    const scenarios: { scenario: string; opts: (run: number) => Record<string, unknown>; expect: number }[] = [
      {
        scenario: 'empty-dir+5-builtins',
        expect: 5,
        opts: (run) => ({
          dir: empty,
          builtins: 5,
          signingRequired: false,
          truststorePath: '',
          cacheDir: join(work, `cache-a-${run}`),
        }),
      },
      {
        scenario: '50-archives,signing-off',
        expect: PLUGINS,
        opts: (run) => ({
          dir: fifty,
          builtins: 0,
          signingRequired: false,
          truststorePath: '',
          cacheDir: join(work, `cache-b-${run}`),
        }),
      },
      {
        scenario: '50-archives,signing-on',
        expect: PLUGINS,
        opts: (run) => ({
          dir: fifty,
          builtins: 0,
          signingRequired: true,
          truststorePath: truststore,
          cacheDir: join(work, `cache-c-${run}`),
        }),
      },
      {
        scenario: '50-archives,signing-on,warm-extraction-cache',
        expect: PLUGINS,
        opts: () => ({
          dir: fifty,
          builtins: 0,
          signingRequired: true,
          truststorePath: truststore,
          cacheDir: join(work, 'cache-warm'),
        }),
      },
    ];
    runChild(scenarios[3]?.opts(0) ?? {}); // fill the warm cache
    const results = [];
    for (const s of scenarios) {
      const runs = Array.from({ length: RUNS }, (_, run) => runChild(s.opts(run)));
      for (const r of runs)
        if (r.enabled !== s.expect)
          throw new Error(`${s.scenario}: ${r.enabled} enabled, expected ${s.expect} (${r.failed} failed)`);
      results.push({
        scenario: s.scenario,
        ms: round(median(runs.map((r) => r.ms))),
        minMs: round(Math.min(...runs.map((r) => r.ms))),
        maxMs: round(Math.max(...runs.map((r) => r.ms))),
        importMs: round(median(runs.map((r) => r.importMs))),
        runs: RUNS,
        plugins: s.expect,
      });
    }
    const out = {
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      freshProcessPerRun: true,
      results,
    };
    const json = JSON.stringify(out, null, 2);
    process.stdout.write(`${json}\n`);
    mkdirSync(join(here, 'results'), { recursive: true });
    writeFileSync(join(here, 'results', 'plugin-discovery.json'), `${json}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    cleanupTempDirs();
  }
}

const i = process.argv.indexOf('--child');
if (i >= 0) await child(process.argv[i + 1] ?? '{}');
else await main();
