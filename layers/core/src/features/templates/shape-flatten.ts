import type { Quad, Quad_Object, Quad_Subject, Term } from 'n3';
import { ProblemError } from '../../kernel/problem.ts';
import { NS, QuadIndex, RDF_TYPE, blankNode, namedNode, parseTurtle, quad, sh, writeTurtle } from './rdf.ts';

/**
 * The flattened shape of an inheritance chain (root first): the leaf's node shape IRI, the
 * nearest `sh:targetClass`, `sh:closed`, `sh:ignoredProperties` and `sh:name`, and the property
 * shapes of every level merged by `sh:path`, a child's row replacing its ancestor's on the same
 * predicate. Nested node shapes (sh:node targets) come along with their graphs. Blank nodes are
 * renamed per level (`g<level>_…`) so two levels' labels never meet.
 */
export interface FlatShape {
  shapeIri: string;
  quads: Quad[];
  index: QuadIndex;
  root: Term;
}

const OWN = new Set(['targetClass', 'closed', 'ignoredProperties', 'name', 'description'].map((l) => `${NS.sh}${l}`));

/** The main node shape of one graph: a sh:NodeShape no sh:node points to, one with a target first. */
export function mainShape(index: QuadIndex): Term | undefined {
  const nested = new Set(index.quads.filter((q) => q.predicate.value === `${NS.sh}node`).map((q) => q.object.value));
  const candidates = index.subjectsOfType(`${NS.sh}NodeShape`).filter((s) => !nested.has(s.value));
  return candidates.find((s) => index.object(s, `${NS.sh}targetClass`)) ?? candidates[0];
}

function renamed(quads: readonly Quad[], level: number): Quad[] {
  const b = <T extends Term>(t: T): T =>
    t.termType === 'BlankNode' ? (blankNode(`g${level}_${t.value}`) as unknown as T) : t;
  return quads.map((q) => quad(b(q.subject) as Quad_Subject, q.predicate, b(q.object) as Quad_Object));
}

export function flattenShapes(graphs: readonly string[]): FlatShape {
  if (graphs.length === 0)
    throw new ProblemError('template.not-formable', 'The template (with its parents) has no shapeGraph.');
  const own = new Map<string, Quad_Object>();
  const props = new Map<string, { subject: Term; closure: Quad[] }>();
  const rest: Quad[] = [];
  let shapeIri = '';
  graphs.forEach((text, level) => {
    const index = new QuadIndex(renamed(parseTurtle(text, 'shapeGraph'), level));
    const main = mainShape(index);
    if (main?.termType !== 'NamedNode') {
      throw new ProblemError(
        'template.not-formable',
        `The shapeGraph of level ${level} of the chain has no named sh:NodeShape.`,
      );
    }
    shapeIri = main.value;
    const used = new Set<Quad>();
    for (const q of index.about(main)) {
      used.add(q);
      if (OWN.has(q.predicate.value)) {
        own.set(q.predicate.value, q.object);
        if (q.object.termType === 'BlankNode')
          for (const c of index.closure(q.object)) {
            used.add(c);
            rest.push(c);
          }
      } else if (q.predicate.value === `${NS.sh}property`) {
        const closure = index.closure(q.object);
        for (const c of closure) used.add(c);
        const path = index.object(q.object, `${NS.sh}path`);
        const key = path ? `${path.termType}:${path.value}` : `${q.object.value}`;
        props.delete(key);
        props.set(key, { subject: q.object, closure });
      }
    }
    for (const q of index.quads) if (!used.has(q) && !q.subject.equals(main)) rest.push(q);
  });
  const root = namedNode(shapeIri);
  const quads: Quad[] = [quad(root, RDF_TYPE, sh('NodeShape'))];
  for (const [p, o] of own) quads.push(quad(root, namedNode(p), o));
  for (const { subject, closure } of props.values()) {
    quads.push(quad(root, sh('property'), subject as Quad_Object));
    quads.push(...closure);
  }
  quads.push(...rest.filter((q) => !(q.subject.equals(root) && q.predicate.equals(RDF_TYPE))));
  return { shapeIri, quads, index: new QuadIndex(quads), root };
}

export const flatTurtle = (f: FlatShape): string => writeTurtle(f.quads);
