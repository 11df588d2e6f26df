import { describe, expect, it } from 'vitest';
import { validateTurtle } from '#core/features/templates/shape-validate.ts';
import { XSD_STRING_LEXICAL } from '#core/features/templates/xsd-string.ts';

/**
 * Issue 33: the API fuzzer's instantiation with an emoji in an `xsd:string` field was refused (422,
 * "Value does not have datatype xsd:string"): shacl-engine's datatype check (rdf-validation) tested
 * xsd:string on UTF-16 code units and refused every character outside the BMP.
 */
const SHAPES = `@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix ex: <https://example.org/> .
ex:S a sh:NodeShape ; sh:targetClass ex:T ;
  sh:property [ sh:path ex:s ; sh:datatype xsd:string ] ;
  sh:property [ sh:path ex:u ; sh:datatype xsd:anyURI ] ;
  sh:property [ sh:path ex:t ; sh:datatype xsd:token ] .`;
const data = (p: string, v: string, datatype = '') =>
  `@prefix ex: <https://example.org/> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
ex:a a ex:T ; ex:${p} ${JSON.stringify(v)}${datatype} .`;

describe('xsd:string, anyURI and token take every character XML allows', () => {
  it.each(['smile 😀', '𝔘nicode 𝕏', '中文 and 🧪🧬', 'plain'])('%s as xsd:string conforms', async (v) => {
    expect(await validateTurtle(data('s', v), SHAPES)).toEqual({ conforms: true, violations: [] });
  });

  it('as xsd:anyURI and xsd:token too', async () => {
    expect((await validateTurtle(data('u', 'https://example.org/😀', '^^xsd:anyURI'), SHAPES)).conforms).toBe(true);
    expect((await validateTurtle(data('t', 'a😀b', '^^xsd:token'), SHAPES)).conforms).toBe(true);
  });

  it('a value of another datatype still does not have the datatype', async () => {
    const r = await validateTurtle(data('s', '12', '^^xsd:integer'), SHAPES);
    expect(r.conforms).toBe(false);
    expect(r.violations.map((v) => v.message)).toEqual([
      'Value does not have datatype <http://www.w3.org/2001/XMLSchema#string>',
    ]);
  });

  it('the lexical rule refuses only a lone surrogate and U+FFFE/U+FFFF', () => {
    expect(XSD_STRING_LEXICAL.test('😀 \t\n x')).toBe(true);
    expect(XSD_STRING_LEXICAL.test('a\ud800b')).toBe(false);
    expect(XSD_STRING_LEXICAL.test('\udc00')).toBe(false);
    expect(XSD_STRING_LEXICAL.test('\uffff')).toBe(false);
  });
});
