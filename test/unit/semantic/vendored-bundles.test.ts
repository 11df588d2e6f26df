import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinBundle, bundlesDir, readBuiltin } from '../../../layers/core/src/features/ontologies/builtin.ts';
import { parseTurtle } from '../../../layers/core/src/features/ontologies/rdf-import.ts';
import { VOCAB_MODES, vocabName } from '../../../layers/core/src/features/semantic/vocab.ts';

/**
 * The two vendored vocabularies (layers/core/ontologies/NOTICE): the whole OBO Relation Ontology
 * and OM 2.0, not stubs, shipped byte for byte with the SHA-256 the manifest pins, and imported
 * without any literal overwriting what the import itself writes on a node.
 */
const RO = 'http://purl.obolibrary.org/obo/';
const OM = 'http://www.ontology-of-units-of-measure.org/resource/om-2/';

describe('vendored ontology bundles', () => {
  it.each([
    ['obo-relations', 'obo-relations.ttl', 11_640, `${RO}BFO_0000050`, 'part of'],
    ['om-2', 'om-2.ttl', 28_505, `${OM}kilogram`, 'kilogram'],
  ])('%s is the whole vocabulary, pinned by the manifest, with its real terms', (id, file, triples, iri, label) => {
    const b = builtinBundle(id);
    expect(b).toMatchObject({ id, file, stub: false });
    if (!b) return;
    const bytes = readBuiltin(b);
    expect(bytes.length).toBe(b.byteSize);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(b.sha256);
    const g = parseTurtle(bytes.toString('utf8'), id, 'IGNORE');
    expect(g.triples).toBe(triples);
    expect(g.nodes.get(iri)?.label?.[0]).toBe(label);
  });

  it('names the source, version and licence of each beside the files', () => {
    const notice = readFileSync(path.join(bundlesDir(), 'NOTICE'), 'utf8');
    expect(notice).toMatch(/obo-relations\.ttl[\s\S]*CC0 1\.0/);
    expect(notice).toMatch(/om-2\.ttl[\s\S]*CC BY 4\.0[\s\S]*Hajo Rijgersberg, Don Willems, Jan Top/);
  });

  it("never lets a literal overwrite a node's uri or _bundles (OM 2.0's bibo:uri), in any mode", () => {
    const ttl = `@prefix bibo: <http://purl.org/ontology/bibo/> .
<urn:book> bibo:uri "http://example.org/isbn/1" ; <urn:x#_bundles> "b" ; <http://www.w3.org/2000/01/rdf-schema#label> "Book" .`;
    for (const mode of VOCAB_MODES) {
      const props = parseTurtle(ttl, 'b', mode).nodes.get('urn:book') ?? {};
      expect(props.uri).toBeUndefined();
      expect(props._bundles).toBeUndefined();
      expect(props[vocabName('http://purl.org/ontology/bibo/uri', mode)]).toEqual(['http://example.org/isbn/1']);
    }
    expect(vocabName('http://purl.org/ontology/bibo/uri', 'IGNORE')).toBe('http://purl.org/ontology/bibo/uri');
    expect(vocabName('http://purl.org/ontology/bibo/title', 'IGNORE')).toBe('title');
    const om = builtinBundle('om-2');
    if (!om) throw new Error('om-2 is not in the manifest');
    const nodes = parseTurtle(readBuiltin(om).toString('utf8'), 'om-2', 'IGNORE').nodes;
    expect([...nodes.values()].filter((p) => 'uri' in p || '_bundles' in p)).toEqual([]);
  });
});
