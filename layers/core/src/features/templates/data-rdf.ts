import type { Quad, Quad_Object, Quad_Subject } from 'n3';
import { ABSOLUTE_IRI } from '../../kernel/bounds.ts';
import { NS, RDF_TYPE, blankNode, literal, namedNode, quad } from './rdf.ts';
import type { CompiledField } from './form.ts';
import { givenValues } from './multi-values.ts';

/**
 * A DataObject as RDF (GET /v2/data-objects/{appId}/rdf; instantiation validates the same
 * quads): `urn:svc:data-object:<appId>` typed svc:DataObject and with its template's
 * sh:targetClass; rdfs:label, dct:description, dct:isPartOf its Collection, dct:conformsTo its
 * template; each attribute named by a template field under the field's predicate (a value of a
 * datatype field as a typed literal, of an IRI-valued field as an IRI when it is one; a field of
 * a nested shape on the node `<subject>/<outer key>`; a multi-valued field's values one triple each,
 * multi-values.ts), any other attribute as
 * `svc:attribute [svc:key; svc:value]`; svc:parent, prov:wasDerivedFrom its predecessors; each
 * semantic annotation as `<propertyIRI> <valueIRI>`.
 */
export interface DataObjectFacts {
  readonly appId: string;
  readonly name: string;
  readonly description: string | null;
  readonly collectionAppId: string;
  readonly templateAppId: string | null;
  readonly targetClass: string | null;
  /** Stored attribute texts, or (at instantiation) the values given for a field. */
  readonly attributes: Readonly<Record<string, string | readonly string[]>>;
  readonly parentAppId: string | null;
  readonly predecessorAppIds: readonly string[];
  readonly annotations: readonly { propertyIRI: string; valueIRI: string }[];
}

export const dataObjectIri = (appId: string) => `urn:svc:data-object:${appId}`;
export const collectionIri = (appId: string) => `urn:svc:collection:${appId}`;
export const templateIri = (appId: string) => `urn:svc:template:${appId}`;

const isIri = (v: string) => ABSOLUTE_IRI.test(v);

export function valueTerm(datatype: string | null, value: string): Quad_Object {
  if (datatype === null) return isIri(value) ? namedNode(value) : literal(value);
  if (datatype === `${NS.xsd}string`) return literal(value);
  return literal(value, namedNode(datatype));
}

export function dataObjectQuads(d: DataObjectFacts, fields: readonly CompiledField[]): Quad[] {
  const s = namedNode(dataObjectIri(d.appId));
  const out: Quad[] = [quad(s, RDF_TYPE, namedNode(`${NS.svc}DataObject`))];
  if (d.targetClass && isIri(d.targetClass)) out.push(quad(s, RDF_TYPE, namedNode(d.targetClass)));
  out.push(quad(s, namedNode(`${NS.rdfs}label`), literal(d.name)));
  if (d.description) out.push(quad(s, namedNode(`${NS.dct}description`), literal(d.description)));
  out.push(quad(s, namedNode(`${NS.dct}isPartOf`), namedNode(collectionIri(d.collectionAppId))));
  if (d.templateAppId) out.push(quad(s, namedNode(`${NS.dct}conformsTo`), namedNode(templateIri(d.templateAppId))));
  const byKey = new Map(fields.map((f) => [f.attributeKey, f]));
  const nodes = new Map<string, Quad_Subject>();
  const nodeFor = (steps: readonly string[], keyParts: readonly string[]): Quad_Subject => {
    let subject: Quad_Subject = s;
    for (let i = 0; i < steps.length - 1; i++) {
      const k = keyParts.slice(0, i + 1).join('.');
      let n = nodes.get(k);
      if (!n) {
        n = namedNode(`${dataObjectIri(d.appId)}/${encodeURIComponent(k)}`);
        nodes.set(k, n);
        out.push(quad(subject, namedNode(steps[i]!), n));
      }
      subject = n;
    }
    return subject;
  };
  let extra = 0;
  for (const [key, value] of Object.entries(d.attributes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const f = byKey.get(key);
    if (f) {
      const subject = nodeFor(f.steps, key.split('.'));
      for (const v of givenValues(f, value)) out.push(quad(subject, namedNode(f.predicate), valueTerm(f.datatype, v)));
    } else if (typeof value === 'string') {
      const b = blankNode(`attribute${extra++}`);
      out.push(quad(s, namedNode(`${NS.svc}attribute`), b));
      out.push(quad(b, namedNode(`${NS.svc}key`), literal(key)));
      out.push(quad(b, namedNode(`${NS.svc}value`), literal(value)));
    }
  }
  if (d.parentAppId) out.push(quad(s, namedNode(`${NS.svc}parent`), namedNode(dataObjectIri(d.parentAppId))));
  for (const p of d.predecessorAppIds)
    out.push(quad(s, namedNode(`${NS.prov}wasDerivedFrom`), namedNode(dataObjectIri(p))));
  for (const a of d.annotations) {
    if (isIri(a.propertyIRI) && isIri(a.valueIRI)) out.push(quad(s, namedNode(a.propertyIRI), namedNode(a.valueIRI)));
  }
  return out;
}
