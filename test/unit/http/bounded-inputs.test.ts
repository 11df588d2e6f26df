import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../layers/core/src/app/openapi.ts';
import { LEGACY_ID_PATTERN } from '../../../layers/core/src/kernel/path-params.ts';

type Schema = { [k: string]: unknown };
const asSchema = (v: unknown): Schema | undefined => (v !== null && typeof v === 'object' ? (v as Schema) : undefined);
const types = (s: Schema): string[] =>
  Array.isArray(s['type']) ? (s['type'] as string[]) : typeof s['type'] === 'string' ? [s['type']] : [];

/** Every place in a request schema where a client could send an unbounded amount. */
function unbounded(s: Schema | undefined, where: string, out: string[]): void {
  if (!s) return;
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const x of (s[k] as unknown[] | undefined) ?? []) unbounded(asSchema(x), where, out);
  const t = types(s);
  const boundedString =
    s['maxLength'] !== undefined ||
    s['enum'] !== undefined ||
    s['const'] !== undefined ||
    s['pattern'] === LEGACY_ID_PATTERN;
  if (t.includes('string') && !boundedString) out.push(`${where}: string without maxLength`);
  if (t.includes('array')) {
    if (s['maxItems'] === undefined) out.push(`${where}: array without maxItems`);
    unbounded(asSchema(s['items']), `${where}[]`, out);
  }
  for (const [k, v] of Object.entries(asSchema(s['properties']) ?? {})) unbounded(asSchema(v), `${where}.${k}`, out);
  const extra = asSchema(s['additionalProperties']);
  if (extra) {
    if (s['maxProperties'] === undefined) out.push(`${where}: map without maxProperties`);
    unbounded(extra, `${where}{}`, out);
    unbounded(asSchema(s['propertyNames']) ?? { type: 'string' }, `${where}{key}`, out);
  }
}

describe('request inputs', () => {
  it('bounds every string, array and map a request may carry (path, query, body), in the OpenAPI document', () => {
    const doc = openApiDocument('all') as { paths: Record<string, Record<string, Schema>> };
    const out: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const id = `${method.toUpperCase()} ${path}`;
        for (const p of (op['parameters'] as Schema[] | undefined) ?? []) {
          // The greedy plugin path is bounded by the gateway's request-line limit.
          if (p['name'] === 'proxy') continue;
          unbounded(asSchema(p['schema']), `${id} ${String(p['in'])}:${String(p['name'])}`, out);
        }
        const content = asSchema(asSchema(op['requestBody'])?.['content']) ?? {};
        for (const [ct, c] of Object.entries(content)) {
          if (ct === 'multipart/form-data') continue; // bounded by the request size limit; file names are sanitised
          unbounded(asSchema(asSchema(c)?.['schema']), `${id} body(${ct})`, out);
        }
      }
    }
    expect(out).toEqual([]);
  });
});
