import rdfDataModel from '@rdfjs/data-model';
import type { Term as RdfTerm } from '@rdfjs/types';
import { Store, type Quad, type Term } from 'n3';
import Validator, { type EngineResult } from 'shacl-engine/Validator.js';
import { ProblemError } from '../../kernel/problem.ts';
import { NS, QuadIndex, listMembers, parseTurtle } from './rdf.ts';

/**
 * Stateless SHACL validation with shacl-engine (SHACL Core, in process; docs/templates.md,
 * "Engine", says why this engine). Nothing is fetched: the shapes are exactly the Turtle given.
 * Recursion is refused before the engine runs: a shape graph whose shape references
 * (sh:node, sh:property, sh:not, sh:and/or/xone, sh:qualifiedValueShape) form a cycle, or nest
 * deeper than MAX_SHAPE_DEPTH, is a 400 `shape.too-complex`; with the size bounds of the Turtle
 * this bounds the engine's time.
 */
export const MAX_SHAPE_DEPTH = 16;

export interface Violation {
  severity: string;
  focusNode: string;
  resultPath: string | null;
  message: string;
}
export interface ValidationOutcome {
  conforms: boolean;
  violations: Violation[];
}

/** A result as the engine reports it, with the node-shape nesting it came through (outer paths first). */
export interface RawResult extends Violation {
  readonly focus: RdfTerm | undefined;
  readonly valuePath: readonly string[];
  readonly component: string;
}

const REFERENCES = new Set(['node', 'property', 'not', 'qualifiedValueShape'].map((l) => `${NS.sh}${l}`));
const LIST_REFERENCES = new Set(['and', 'or', 'xone'].map((l) => `${NS.sh}${l}`));

const termKey = (t: Term) => `${t.termType}:${t.value}`;

/** Refuses recursive or too deeply nested shape graphs. */
export function assertBoundedShapes(shapes: readonly Quad[]): void {
  const index = new QuadIndex(shapes);
  const edges = new Map<string, Term[]>();
  const refs = (s: Term): Term[] => {
    const k = termKey(s);
    let out = edges.get(k);
    if (!out) {
      out = [];
      for (const q of index.about(s)) {
        if (REFERENCES.has(q.predicate.value)) out.push(q.object);
        else if (LIST_REFERENCES.has(q.predicate.value)) out.push(...listMembers(index, q.object, 1000));
      }
      edges.set(k, out);
    }
    return out;
  };
  const done = new Set<string>();
  const visit = (s: Term, stack: string[]): void => {
    const k = termKey(s);
    if (stack.includes(k)) {
      throw new ProblemError(
        'shape.too-complex',
        `The shapes are recursive (a cycle through ${s.termType === 'BlankNode' ? 'a blank node' : s.value}); recursive shapes are not supported.`,
        { side: 'shapeTurtle' },
      );
    }
    if (done.has(k)) return;
    if (stack.length >= MAX_SHAPE_DEPTH) {
      throw new ProblemError('shape.too-complex', `The shapes nest deeper than ${MAX_SHAPE_DEPTH} levels.`, {
        side: 'shapeTurtle',
      });
    }
    stack.push(k);
    for (const t of refs(s)) visit(t, stack);
    stack.pop();
    done.add(k);
  };
  for (const q of shapes) visit(q.subject, []);
}

const local = (iri: string) => iri.slice(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1);
const show = (t: RdfTerm | undefined) => (t === undefined ? '' : t.termType === 'BlankNode' ? `_:${t.value}` : t.value);

function flatten(r: EngineResult, outer: readonly string[], out: RawResult[]): void {
  const step =
    r.path?.length === 1 && r.path[0]?.predicates.length === 1 ? (r.path[0].predicates[0]?.value ?? null) : null;
  const path = step === null ? outer : [...outer, step];
  // A failed sh:node reports its nested results as details: those name the field that failed.
  if (r.results.length > 0 && r.constraintComponent.value === `${NS.sh}NodeConstraintComponent`) {
    for (const d of r.results) flatten(d, path, out);
    return;
  }
  out.push({
    severity: local(r.severity.value),
    focusNode: show(r.focusNode.term),
    resultPath: step,
    message: r.message[0]?.value ?? local(r.constraintComponent.value),
    focus: r.focusNode.term,
    valuePath: path,
    component: local(r.constraintComponent.value),
  });
}

/** Validates parsed data against parsed shapes (both already bounded). */
export async function validateQuads(
  data: readonly Quad[],
  shapes: readonly Quad[],
): Promise<{ conforms: boolean; results: RawResult[] }> {
  assertBoundedShapes(shapes);
  const validator = new Validator(new Store([...shapes]), { factory: rdfDataModel, details: true });
  const report = await validator.validate({ dataset: new Store([...data]) });
  const results: RawResult[] = [];
  for (const r of report.results) flatten(r, [], results);
  return { conforms: report.conforms, results };
}

/** POST /v2/shapes/validate: Turtle on both sides; malformed Turtle is a 400 naming the side. */
export async function validateTurtle(dataTurtle: string, shapeTurtle: string): Promise<ValidationOutcome> {
  const shapes = parseTurtle(shapeTurtle, 'shapeTurtle');
  const data = parseTurtle(dataTurtle, 'dataTurtle');
  const { conforms, results } = await validateQuads(data, shapes);
  return {
    conforms,
    violations: results.map(({ severity, focusNode, resultPath, message }) => ({
      severity,
      focusNode,
      resultPath,
      message,
    })),
  };
}
