import { DataFactory, Parser, Writer, type Quad, type Term } from 'n3';
import { ProblemError } from '../../kernel/problem.ts';

/**
 * RDF plumbing of templates and shapes: Turtle in (n3's parser, which never dereferences anything:
 * `owl:imports`, `@base` and prefixes are plain data, so parsing and validation make no network
 * call) and Turtle out (n3's writer, deterministic for the same quads in the same order).
 */
export const NS = {
  sh: 'http://www.w3.org/ns/shacl#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  dash: 'http://datashapes.org/dash#',
  dct: 'http://purl.org/dc/terms/',
  prov: 'http://www.w3.org/ns/prov#',
  svc: 'urn:svc:vocab:',
} as const;

export const { namedNode, literal, blankNode, quad } = DataFactory;
export const sh = (local: string) => namedNode(`${NS.sh}${local}`);
export const RDF_TYPE = namedNode(`${NS.rdf}type`);
export const RDF_FIRST = `${NS.rdf}first`;
export const RDF_REST = `${NS.rdf}rest`;
export const RDF_NIL = `${NS.rdf}nil`;

/** Bounds of one Turtle document sent to the shape endpoints (docs/templates.md). */
export const TURTLE_LIMITS = { chars: 2 * 1024 * 1024, quads: 60_000 } as const;

export type TurtleSide = 'dataTurtle' | 'shapeTurtle' | 'shapeGraph';

/** Parses Turtle; malformed input or a document over the bounds is a 400 naming the side and where. */
export function parseTurtle(text: string, side: TurtleSide, maxQuads: number = TURTLE_LIMITS.quads): Quad[] {
  if (text.length > TURTLE_LIMITS.chars) {
    throw new ProblemError('shape.too-complex', `${side} is longer than ${TURTLE_LIMITS.chars} characters.`, { side });
  }
  let out: Quad[];
  try {
    out = new Parser({ format: 'text/turtle', blankNodePrefix: '' }).parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const line = /line (\d+)/.exec(message)?.[1];
    throw new ProblemError(
      'shape.malformed-turtle',
      `${side} is not valid Turtle${line ? ` (line ${line})` : ''}: ${message}`,
      {
        side,
        ...(line ? { line: Number(line) } : {}),
      },
    );
  }
  if (out.length > maxQuads)
    throw new ProblemError('shape.too-complex', `${side} holds more than ${maxQuads} triples.`, { side });
  return out;
}

const PREFIXES = {
  sh: NS.sh,
  xsd: NS.xsd,
  rdf: NS.rdf,
  rdfs: NS.rdfs,
  dash: NS.dash,
  dct: NS.dct,
  prov: NS.prov,
  svc: NS.svc,
};

/** Turtle of the quads, with the usual prefixes; the same quads in the same order give the same bytes. */
export function writeTurtle(quads: readonly Quad[], prefixes: Readonly<Record<string, string>> = {}): string {
  const w = new Writer({ format: 'text/turtle', prefixes: { ...PREFIXES, ...prefixes } });
  w.addQuads([...quads]);
  let out = '';
  w.end((err, result: string) => {
    if (err) throw err;
    out = result;
  });
  return out;
}

/** The members of an RDF list starting at `head` (bounded, cycle-safe). */
export function listMembers(index: QuadIndex, head: Term, max = 10_000): Term[] {
  const out: Term[] = [];
  const seen = new Set<string>();
  let cur: Term | undefined = head;
  while (cur && cur.value !== RDF_NIL && out.length < max && !seen.has(cur.value)) {
    seen.add(cur.value);
    const first = index.object(cur, RDF_FIRST);
    if (first) out.push(first);
    cur = index.object(cur, RDF_REST);
  }
  return out;
}

const key = (t: Term) => `${t.termType}:${t.value}`;

/** Quads by subject, for walking shapes without a store. */
export class QuadIndex {
  private readonly bySubject = new Map<string, Quad[]>();
  constructor(readonly quads: readonly Quad[]) {
    for (const q of quads) {
      const k = key(q.subject);
      const list = this.bySubject.get(k);
      if (list) list.push(q);
      else this.bySubject.set(k, [q]);
    }
  }
  about(s: Term): readonly Quad[] {
    return this.bySubject.get(key(s)) ?? [];
  }
  objects(s: Term, p: string): Term[] {
    return this.about(s)
      .filter((q) => q.predicate.value === p)
      .map((q) => q.object);
  }
  object(s: Term, p: string): Term | undefined {
    return this.objects(s, p)[0];
  }
  subjectsOfType(type: string): Term[] {
    return this.quads
      .filter((q) => q.predicate.value === RDF_TYPE.value && q.object.value === type)
      .map((q) => q.subject);
  }
  /** `s` and every quad reachable from it through blank nodes (a property shape with its lists and nested blank nodes). */
  closure(s: Term): Quad[] {
    const out: Quad[] = [];
    const seen = new Set<string>();
    const walk = (t: Term) => {
      if (seen.has(key(t))) return;
      seen.add(key(t));
      for (const q of this.about(t)) {
        out.push(q);
        if (q.object.termType === 'BlankNode') walk(q.object);
      }
    };
    walk(s);
    return out;
  }
}
