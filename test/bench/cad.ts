/**
 * `npm run bench -- cad [MiB]` (default 100): the fileformat-cad worker's cost on a generated STEP
 * file of that size (AP242 header, a realistic mix of B-rep entities, strings with `;` inside).
 * The file is streamed into the s3 adapter (S3Proxy) and then parsed as the worker does, streaming
 * from the adapter; a second run parses from a local file to separate the parser from storage.
 * Samples this process's RSS every 50 ms. Writes test/bench/results/cad.json.
 */
import { createReadStream, createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';
import { repoRoot } from '../../localstack/src/paths.ts';

Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
const { s3Adapter, s3SettingsFromConfig } = await import('../../layers/core/src/platform/storage/s3.ts');
const { parseStep } = await import('../../layers/core/src/app/bundled-plugins/fileformat-cad/step.ts');
const s3 = s3Adapter({ ...s3SettingsFromConfig(), pathStyle: true });

const MiB = 1024 * 1024;
const sizeMiB = Number(process.argv[2] ?? '100');

const header = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('generated for the fileformat-cad benchmark'),'2;1');
FILE_NAME('bench.stp','2026-11-24T00:00:00',('bench'),('svc'),'svc bench','svc bench generator',$);
FILE_SCHEMA(('AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF { 1 0 10303 442 1 1 4 }'));
ENDSEC;
DATA;
`;
const trailer = 'ENDSEC;\nEND-ISO-10303-21;\n';
const kinds = [
  (n: number) => `#${n}=CARTESIAN_POINT('',(${(n % 997) * 0.125},${(n % 991) * -0.5},${(n % 983) * 2.25}));\n`,
  (n: number) => `#${n}=DIRECTION('',(0.,0.,1.));\n`,
  (n: number) => `#${n}=VERTEX_POINT('',#${n - 2});\n`,
  (n: number) => `#${n}=EDGE_CURVE('',#${n - 1},#${n - 3},#${n - 4},.T.);\n`,
  (n: number) => `#${n}=ADVANCED_FACE('face; ${n}',(#${n - 1}),#${n - 2},.F.);\n`,
  (n: number) => `#${n}=(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.));\n`,
];

/** About `total` bytes of STEP, generated as it is read (64 KiB at a time). */
function stepSource(total: number): { stream: Readable; entities: () => number } {
  let n = 10;
  let sent = 0;
  let stage: 'header' | 'data' | 'done' = 'header';
  const stream = new Readable({
    read() {
      if (stage === 'header') {
        stage = 'data';
        sent += header.length;
        this.push(header);
        return;
      }
      if (stage === 'done') {
        this.push(null);
        return;
      }
      let out = '';
      while (out.length < 64 * 1024) out += (kinds[n % kinds.length] as (n: number) => string)(n++);
      sent += out.length;
      if (sent + trailer.length >= total) {
        stage = 'done';
        out += trailer;
      }
      this.push(out);
    },
  });
  return { stream, entities: () => n - 10 };
}

async function measure<T>(
  name: string,
  run: () => Promise<T>,
): Promise<{ result: T; figures: Record<string, number | string> }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const t = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  const result = await run();
  clearInterval(t);
  peak = Math.max(peak, process.memoryUsage().rss);
  const seconds = (performance.now() - t0) / 1000;
  return {
    result,
    figures: {
      name,
      seconds: +seconds.toFixed(2),
      mibPerSecond: +(sizeMiB / seconds).toFixed(1),
      baselineRssMiB: +(base / MiB).toFixed(1),
      peakRssMiB: +(peak / MiB).toFixed(1),
      growthMiB: +((peak - base) / MiB).toFixed(1),
    },
  };
}

const dir = join(tmpdir(), `svc-cad-bench-${process.pid}`);
mkdirSync(dir, { recursive: true });
const local = join(dir, 'bench.stp');
const gen = stepSource(sizeMiB * MiB);
await pipeline(gen.stream, createWriteStream(local));
const key = `bench-cad/${Date.now()}.stp`;
await s3.put(key, createReadStream(local));

const entityCount = (facts: { predicate: string; value: string }[]) =>
  facts.find((f) => f.predicate === 'urn:svc:cad:step:entityCount')?.value;
const fromS3 = await measure('STEP via the s3 adapter (worker path)', async () => parseStep(await s3.get(key)));
const fromDisk = await measure('STEP from a local file (parser alone)', async () => parseStep(createReadStream(local)));
await s3.delete(key);
rmSync(dir, { recursive: true, force: true });
for (const r of [fromS3, fromDisk])
  if (entityCount(r.result) !== String(gen.entities()))
    throw new Error(`${r.figures['name']}: counted ${entityCount(r.result)} entities, generated ${gen.entities()}`);

const results = [
  { sizeMiB, entities: gen.entities(), ...fromS3.figures },
  { sizeMiB, entities: gen.entities(), ...fromDisk.figures },
];
const out = join(repoRoot, 'test', 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'cad.json'),
  `${JSON.stringify({ when: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
console.log(JSON.stringify(results, null, 2));
process.exit(0);
