import { createHash } from 'node:crypto';
import type { Quad, Quad_Object, Quad_Subject } from 'n3';
import { ABSOLUTE_IRI } from '../../kernel/bounds.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { knownDatatype, validLexical } from './datatypes.ts';
import { NS, RDF_TYPE, blankNode, literal, namedNode, quad, sh, writeTurtle } from './rdf.ts';
import { SHAPE_LIMITS, type NodeModel, type PropertyRow } from './shape-model.ts';

/**
 * The shape builder: editor model → SHACL Turtle. Pure and deterministic: the same model gives
 * the same `shapeIri` and the same Turtle, byte for byte (property shapes are blank nodes with
 * positional labels, quads are emitted in model order). A structurally invalid model is a 400
 * whose `error` says what and where (`properties[2].minCount …`).
 */
export interface BuiltShape {
  shapeIri: string;
  shapeGraph: string;
  error: null;
}

/**
 * Predicates svc itself writes about a DataObject (data-rdf.ts). A closed shape lists them in
 * `sh:ignoredProperties`, so "closed" constrains the template's own attributes only.
 */
export const BOOKKEEPING_PREDICATES = [
  `${NS.rdf}type`,
  `${NS.rdfs}label`,
  `${NS.dct}description`,
  `${NS.dct}isPartOf`,
  `${NS.dct}conformsTo`,
  `${NS.prov}wasDerivedFrom`,
  `${NS.svc}parent`,
  `${NS.svc}attribute`,
] as const;

export const invalidModel = (error: string) => new ProblemError('shape.invalid-model', error, { error });

const isIri = (v: string) => ABSOLUTE_IRI.test(v);

/** Canonical JSON (sorted keys, no nulls), the input of the minted IRI. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v)
      .filter(([, x]) => x !== null && x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** `urn:svc:shape:<32 hex of SHA-256 of the canonical model without shapeIri>`. */
export function mintShapeIri(model: NodeModel): string {
  const { shapeIri: _ignored, ...rest } = model;
  return `urn:svc:shape:${createHash('sha256').update(canonical(rest)).digest('hex').slice(0, 32)}`;
}

interface Ctx {
  quads: Quad[];
  blank: number;
  nodes: Set<string>;
}

function listOf(ctx: Ctx, items: readonly Quad_Object[], label: string): Quad_Object {
  if (items.length === 0) return namedNode(`${NS.rdf}nil`);
  const heads = items.map((_, i) => blankNode(`${label}_l${i}`));
  items.forEach((item, i) => {
    const head = heads[i]!;
    ctx.quads.push(quad(head, namedNode(`${NS.rdf}first`), item));
    ctx.quads.push(quad(head, namedNode(`${NS.rdf}rest`), heads[i + 1] ?? namedNode(`${NS.rdf}nil`)));
  });
  return heads[0]!;
}

function checkRow(row: PropertyRow, at: string): { datatype: string | null } {
  if (row.path.trim() === '') throw invalidModel(`${at}.path is blank: every property needs a predicate IRI.`);
  if (!isIri(row.path)) throw invalidModel(`${at}.path "${row.path}" is not an absolute IRI.`);
  const raw = row.datatype?.trim() ?? '';
  const datatype = raw === '' ? null : knownDatatype(raw);
  if (datatype === undefined)
    throw invalidModel(
      `${at}.datatype "${raw}" is not a known datatype (use an xsd: datatype, rdf:langString, or leave it empty for IRI values).`,
    );
  for (const [name, v] of [
    ['minCount', row.minCount],
    ['maxCount', row.maxCount],
  ] as const) {
    if (v != null && v < 0) throw invalidModel(`${at}.${name} is ${v}; it must be 0 or more.`);
  }
  if (row.minCount != null && row.maxCount != null && row.minCount > row.maxCount) {
    throw invalidModel(`${at}.minCount (${row.minCount}) is above maxCount (${row.maxCount}).`);
  }
  if (row.node && datatype)
    throw invalidModel(
      `${at} has both a datatype and a nested node shape; a nested shape describes a node, not a literal.`,
    );
  // A language-tagged string cannot be written without its tag, and a row has no field for one:
  // `"x"^^rdf:langString` is not Turtle, so the built shape would not parse.
  if (
    datatype === `${NS.rdf}langString` &&
    ((row.in ?? []).some((m) => m.kind === 'LITERAL') || row.defaultValue != null)
  )
    throw invalidModel(
      `${at} is rdf:langString: its sh:in and sh:defaultValue literals would need a language tag, which a row cannot give (use xsd:string).`,
    );
  (row.in ?? []).forEach((m, i) => {
    if (m.kind === 'IRI' && !isIri(m.value)) throw invalidModel(`${at}.in[${i}] "${m.value}" is not an absolute IRI.`);
    if (m.kind === 'LITERAL' && datatype === null)
      throw invalidModel(
        `${at}.in[${i}] is a LITERAL but the property is IRI-valued (no datatype); it could never match.`,
      );
    if (m.kind === 'LITERAL' && datatype && !validLexical(datatype, m.value))
      throw invalidModel(`${at}.in[${i}] "${m.value}" is not a valid ${datatype}.`);
  });
  if (row.pattern != null) {
    try {
      new RegExp(row.pattern, 'u');
    } catch {
      throw invalidModel(`${at}.pattern is not a valid regular expression.`);
    }
  }
  if (row.defaultValue != null) {
    if (datatype === null && !isIri(row.defaultValue))
      throw invalidModel(
        `${at}.defaultValue "${row.defaultValue}" is not an absolute IRI (the property is IRI-valued).`,
      );
    if (datatype && !validLexical(datatype, row.defaultValue))
      throw invalidModel(`${at}.defaultValue "${row.defaultValue}" is not a valid ${datatype}.`);
  }
  return { datatype };
}

const valueTerm = (datatype: string | null, value: string): Quad_Object =>
  datatype === null
    ? namedNode(value)
    : datatype === `${NS.xsd}string`
      ? literal(value)
      : literal(value, namedNode(datatype));

function buildNode(ctx: Ctx, model: NodeModel, iri: string, at: string, depth: number): void {
  if (depth > SHAPE_LIMITS.depth)
    throw invalidModel(`${at} nests node shapes deeper than ${SHAPE_LIMITS.depth} levels.`);
  if (ctx.nodes.has(iri))
    throw invalidModel(
      `${at}.shapeIri ${iri} names a node shape already in the model (a nested shape must be new: no sh:node cycles).`,
    );
  ctx.nodes.add(iri);
  if (model.targetClass != null && model.targetClass !== '' && !isIri(model.targetClass))
    throw invalidModel(`${at}.targetClass "${model.targetClass}" is not an absolute IRI.`);
  const seen = new Map<string, number>();
  model.properties.forEach((row, i) => {
    const prev = seen.get(row.path);
    if (prev !== undefined)
      throw invalidModel(
        `${at}.properties[${i}].path repeats properties[${prev}].path (${row.path}); one row per predicate.`,
      );
    seen.set(row.path, i);
  });
  const s = namedNode(iri);
  ctx.quads.push(quad(s, RDF_TYPE, sh('NodeShape')));
  if (model.name) ctx.quads.push(quad(s, sh('name'), literal(model.name)));
  if (model.targetClass) ctx.quads.push(quad(s, sh('targetClass'), namedNode(model.targetClass)));
  if (model.closed) {
    ctx.quads.push(quad(s, sh('closed'), literal('true', namedNode(`${NS.xsd}boolean`))));
    ctx.quads.push(
      quad(
        s,
        sh('ignoredProperties'),
        listOf(
          ctx,
          BOOKKEEPING_PREDICATES.map((p) => namedNode(p)),
          `${blankLabel(ctx)}_ignored`,
        ),
      ),
    );
  }
  model.properties.forEach((row, i) => {
    const rowAt = `${at}.properties[${i}]`;
    const { datatype } = checkRow(row, rowAt);
    const p: Quad_Subject = blankNode(blankLabel(ctx));
    ctx.quads.push(quad(s, sh('property'), p));
    ctx.quads.push(quad(p, sh('path'), namedNode(row.path)));
    if (row.name) ctx.quads.push(quad(p, sh('name'), literal(row.name)));
    if (row.description) ctx.quads.push(quad(p, sh('description'), literal(row.description)));
    if (datatype) ctx.quads.push(quad(p, sh('datatype'), namedNode(datatype)));
    else ctx.quads.push(quad(p, sh('nodeKind'), sh('IRI')));
    const int = (n: number) => literal(String(n), namedNode(`${NS.xsd}integer`));
    if (row.minCount != null) ctx.quads.push(quad(p, sh('minCount'), int(row.minCount)));
    if (row.maxCount != null) ctx.quads.push(quad(p, sh('maxCount'), int(row.maxCount)));
    if (row.in) {
      const members = row.in.map((m) => (m.kind === 'IRI' ? namedNode(m.value) : valueTerm(datatype, m.value)));
      ctx.quads.push(quad(p, sh('in'), listOf(ctx, members, `${blankLabel(ctx)}_in`)));
    }
    if (row.pattern != null) ctx.quads.push(quad(p, sh('pattern'), literal(row.pattern)));
    if (row.order != null) ctx.quads.push(quad(p, sh('order'), int(row.order)));
    if (row.defaultValue != null) ctx.quads.push(quad(p, sh('defaultValue'), valueTerm(datatype, row.defaultValue)));
    if (row.node) {
      const nested = row.node.shapeIri?.trim() ? row.node.shapeIri : `${iri}-${i}`;
      if (!isIri(nested)) throw invalidModel(`${rowAt}.node.shapeIri "${nested}" is not an absolute IRI.`);
      ctx.quads.push(quad(p, sh('node'), namedNode(nested)));
      buildNode(ctx, row.node, nested, `${rowAt}.node`, depth + 1);
    }
  });
}

function blankLabel(ctx: Ctx): string {
  ctx.blank += 1;
  return `b${ctx.blank}`;
}

/** Builds the Turtle of a model; throws `shape.invalid-model` (400, `error`) for an invalid one. */
export function buildShape(model: NodeModel): BuiltShape {
  const given = model.shapeIri?.trim() ?? '';
  if (given !== '' && !isIri(given)) throw invalidModel(`shapeIri "${given}" is not an absolute IRI.`);
  const shapeIri = given !== '' ? given : mintShapeIri(model);
  const ctx: Ctx = { quads: [], blank: 0, nodes: new Set() };
  buildNode(ctx, model, shapeIri, 'model', 0);
  return { shapeIri, shapeGraph: writeTurtle(ctx.quads), error: null };
}
