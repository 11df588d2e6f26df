/**
 * `npm run bench -- shapes [runs=50]`: the figures of issue 18, through a gateway this bench
 * starts on the shared local cloud (so it measures the code of this checkout).
 *
 * - POST /v2/shapes/validate, p50/p99, a 20-property shape against 1 and 1,000 focus nodes,
 *   beside shacl-engine called directly in this process on the same Turtle (n3 parse, Store,
 *   Validator): the ratio is what svc adds (HTTP, gateway, bounds, recursion check, mapping);
 * - GET /v2/templates/{appId}/form, p50/p99, for the leaf of a three-level inheritance chain;
 * - POST /v2/templates/{appId}/instantiate, p50/p99, valid attributes (one DataObject each).
 *
 * Writes test/bench/results/shapes.json and prints a table.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import rdfDataModel from '@rdfjs/data-model';
import { Parser, Store } from 'n3';
import Validator from 'shacl-engine/Validator.js';
import { repoRoot } from '../../localstack/src/paths.ts';
import { adminKeyFile } from '../../localstack/src/local-secrets.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { freePort } from '../support/private-services.ts';
import { requestAt } from './support.ts';

const RUNS = Number(process.argv[2] ?? '50');
const EX = 'http://example.org/bench#';

interface Latency {
  p50Ms: number;
  p99Ms: number;
  runs: number;
}
function latency(samples: readonly number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0).toFixed(2);
  return { p50Ms: at(0.5), p99Ms: at(0.99), runs: s.length };
}
async function sample(runs: number, work: () => Promise<unknown>): Promise<Latency> {
  for (let i = 0; i < 3; i++) await work();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    out.push(performance.now() - t0);
  }
  return latency(out);
}

const properties = Array.from({ length: 20 }, (_, i) => ({
  path: `${EX}p${i}`,
  datatype: i % 4 === 0 ? 'xsd:integer' : i % 4 === 1 ? 'xsd:decimal' : i % 4 === 2 ? 'xsd:string' : '',
  minCount: 1,
  maxCount: 1,
  ...(i === 0
    ? {
        in: [
          { value: '1', kind: 'LITERAL' },
          { value: '2', kind: 'LITERAL' },
        ],
      }
    : {}),
}));
const value = (i: number, k: number) =>
  i % 4 === 0 ? String(k % 10 === 0 ? 3 : 1) : i % 4 === 1 ? '1.5' : i % 4 === 2 ? '"text"' : `<${EX}v${k}>`;
function data(nodes: number): string {
  let s = '';
  for (let k = 0; k < nodes; k++)
    s += `<${EX}n${k}> a <${EX}Specimen> ; ${properties.map((p, i) => `<${p.path}> ${value(i, k)}`).join(' ; ')} .\n`;
  return s;
}

async function direct(dataTurtle: string, shapeTurtle: string): Promise<boolean> {
  const shapes = new Store(new Parser().parse(shapeTurtle));
  const dataset = new Store(new Parser().parse(dataTurtle));
  return (await new Validator(shapes, { factory: rdfDataModel }).validate({ dataset })).conforms;
}

async function main(): Promise<void> {
  const gw = await startExtraGateway(await freePort(), {});
  const admin = readFileSync(adminKeyFile, 'utf8').trim();
  // One retry: a kept-alive socket the gateway closed while the in-process engine ran fails once.
  const req = (method: string, path: string, body?: unknown) =>
    requestAt(gw.url, method, path, admin, body).catch(() => requestAt(gw.url, method, path, admin, body));
  try {
    const built = await req('POST', '/v2/shapes/build', { targetClass: `${EX}Specimen`, closed: true, properties });
    if (built.status !== 200) throw new Error(`build: ${built.status} ${JSON.stringify(built.json)}`);
    const shapeTurtle = (built.json as { shapeGraph: string }).shapeGraph;
    const validate: Record<string, unknown> = {};
    for (const nodes of [1, 1000]) {
      const dataTurtle = data(nodes);
      const runs = nodes === 1 ? RUNS * 4 : Math.max(10, Math.round(RUNS / 2));
      let violations = 0;
      const http = await sample(runs, async () => {
        const r = await req('POST', '/v2/shapes/validate', { dataTurtle, shapeTurtle });
        if (r.status !== 200) throw new Error(`validate: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
        violations = (r.json as { violations: unknown[] }).violations.length;
      });
      const engine = await sample(runs, () => direct(dataTurtle, shapeTurtle));
      validate[`${nodes} focus node${nodes === 1 ? '' : 's'}`] = {
        triples: nodes * 21,
        violations,
        http,
        engineDirect: engine,
        p50Ratio: +(http.p50Ms / engine.p50Ms).toFixed(2),
      };
    }

    // A three-level chain of data kinds, 20 rows in all, overriding on the way down.
    const shape = async (rows: unknown[], targetClass?: string) => {
      const r = await req('POST', '/v2/shapes/build', { ...(targetClass ? { targetClass } : {}), properties: rows });
      return (r.json as { shapeGraph: string }).shapeGraph;
    };
    let parent: string | null = null;
    const levels = [properties.slice(0, 8), properties.slice(6, 14), properties.slice(12, 20)];
    for (const [i, rows] of levels.entries()) {
      const t = await req('POST', '/v2/templates', {
        kind: 'DATA_KIND',
        name: `bench level ${i}`,
        parentTemplateAppId: parent,
        body: { shapeGraph: await shape(rows, i === 0 ? `${EX}Specimen` : undefined) },
      });
      if (t.status !== 201) throw new Error(`template: ${t.status} ${JSON.stringify(t.json)}`);
      parent = (t.json as { appId: string }).appId;
    }
    const leaf = parent!;
    const form = await sample(RUNS * 2, async () => {
      const r = await req('GET', `/v2/templates/${leaf}/form`);
      if (r.status !== 200) throw new Error(`form: ${r.status}`);
    });
    const collection = await req('POST', '/svc/api/collections', { name: `bench-shapes-${Date.now()}` });
    const collectionAppId = (collection.json as { appId: string }).appId;
    const attributes = Object.fromEntries(
      properties.map((_property, i) => [
        `p${i}`,
        i % 4 === 0 ? '1' : i % 4 === 1 ? '1.5' : i % 4 === 2 ? 'text' : `${EX}v`,
      ]),
    );
    const instantiate = await sample(RUNS, async () => {
      const r = await req('POST', `/v2/templates/${leaf}/instantiate`, { collectionAppId, name: 'bench', attributes });
      if (r.status !== 201) throw new Error(`instantiate: ${r.status} ${JSON.stringify(r.json).slice(0, 400)}`);
    });
    await req('DELETE', `/svc/api/collections/${(collection.json as { id: number }).id}`);

    const result = {
      suite: 'shapes',
      at: new Date().toISOString(),
      runs: RUNS,
      validate,
      formThreeLevels: form,
      instantiate,
    };
    const dir = join(repoRoot, 'test', 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'shapes.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    gw.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
