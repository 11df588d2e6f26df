import { readFileSync, readdirSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { create } from 'xmlbuilder2';

/**
 * OAI-PMH answers checked against the protocol's XML schema and the schemas of the metadata
 * formats svc disseminates, all vendored in ./oai-pmh/ (see its README): libxml2's validator
 * (xmllint-wasm) in memory, so validation never touches the network.
 */
const dir = new URL('./oai-pmh/', import.meta.url);
const schemas = readdirSync(dir)
  .filter((f) => f.endsWith('.xsd'))
  .map((fileName) => ({ fileName, contents: readFileSync(new URL(fileName, dir), 'utf8') }));
const entry = schemas.find((s) => s.fileName === 'harvest.xsd');
if (!entry) throw new Error('test/support/oai-pmh/harvest.xsd is missing');

/** The schema violations of one document (empty when it is valid). */
export async function oaiViolations(xml: string): Promise<string[]> {
  const r = await validateXML({
    xml: [{ fileName: 'answer.xml', contents: xml }],
    schema: [entry!],
    preload: schemas.filter((s) => s !== entry),
  });
  return r.valid ? [] : r.errors.map((e) => e.rawMessage);
}

type Node = { [key: string]: unknown };
/** The document as plain objects (xmlbuilder2's object form: attributes as `@name`, text as `#`). */
export const xmlObject = (xml: string): Node => create(xml).end({ format: 'object' }) as Node;

/** Every element named `local` (any prefix) in document order, as objects. */
export function elements(node: unknown, local: string): Node[] {
  const out: Node[] = [];
  const walk = (n: unknown) => {
    if (Array.isArray(n)) {
      n.forEach(walk);
      return;
    }
    if (n === null || typeof n !== 'object') return;
    for (const [k, v] of Object.entries(n as Node)) {
      if (k.startsWith('@') || k === '#') continue;
      if (k === local || k.endsWith(`:${local}`))
        for (const item of Array.isArray(v) ? v : [v])
          out.push(typeof item === 'object' && item !== null ? (item as Node) : { '#': item });
      walk(v);
    }
  };
  walk(node);
  return out;
}

/** The text of an element object. */
export const text = (n: Node | undefined): string => (n === undefined ? '' : typeof n['#'] === 'string' ? n['#'] : '');
