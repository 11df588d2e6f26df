import type { Quad, Term } from 'n3';
import { ProblemError } from '../../kernel/problem.ts';
import { NS, QuadIndex, listMembers, parseTurtle } from './rdf.ts';
import { runShaclBounded } from './shacl-pool.ts';
import type { RawResult } from './shacl-run.ts';

export type { RawResult } from './shacl-run.ts';

/**
 * Stateless SHACL validation with shacl-engine (SHACL Core, in process; docs/templates.md,
 * "Engine", says why this engine). Nothing is fetched: the shapes are exactly the Turtle given.
 * Recursion is refused before the engine runs: a shape graph whose shape references
 * (sh:node, sh:property, sh:not, sh:and/or/xone, sh:qualifiedValueShape) form a cycle, or nest
 * deeper than MAX_SHAPE_DEPTH, is a 400 `shape.too-complex`. The engine's time is bounded on the
 * wall clock as well (shacl-pool.ts, SHACL_TIMEOUT_MS): it runs in a worker thread that is terminated
 * at the bound, and the call answers 422 `shape.validation-timeout`.
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

/** Validates parsed data against parsed shapes (both already bounded). */
export async function validateQuads(
  data: readonly Quad[],
  shapes: readonly Quad[],
): Promise<{ conforms: boolean; results: RawResult[] }> {
  assertBoundedShapes(shapes);
  return runShaclBounded(data, shapes);
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
