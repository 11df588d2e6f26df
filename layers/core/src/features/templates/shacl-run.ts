import rdfDataModel from '@rdfjs/data-model';
import { Store, type Quad } from 'n3';
import Validator, { type EngineResult } from 'shacl-engine/Validator.js';
import { NS } from './rdf.ts';
import { correctXsdStringPattern } from './xsd-string.ts';

correctXsdStringPattern();

/** A focus node as plain data (it crosses from the validation worker by structured clone). */
export interface FocusTerm {
  readonly termType: string;
  readonly value: string;
}

/** A result as the engine reports it, with the node-shape nesting it came through (outer paths first). */
export interface RawResult {
  severity: string;
  focusNode: string;
  resultPath: string | null;
  message: string;
  readonly focus: FocusTerm | undefined;
  readonly valuePath: readonly string[];
  readonly component: string;
}

export interface RunOutcome {
  conforms: boolean;
  results: RawResult[];
}

const local = (iri: string) => iri.slice(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1);
const show = (t: FocusTerm | undefined) =>
  t === undefined ? '' : t.termType === 'BlankNode' ? `_:${t.value}` : t.value;

function flatten(r: EngineResult, outer: readonly string[], out: RawResult[]): void {
  const step =
    r.path?.length === 1 && r.path[0]?.predicates.length === 1 ? (r.path[0].predicates[0]?.value ?? null) : null;
  const path = step === null ? outer : [...outer, step];
  // A failed sh:node reports its nested results as details: those name the field that failed.
  if (r.results.length > 0 && r.constraintComponent.value === `${NS.sh}NodeConstraintComponent`) {
    for (const d of r.results) flatten(d, path, out);
    return;
  }
  const term = r.focusNode.term;
  const focus = term === undefined ? undefined : { termType: term.termType, value: term.value };
  out.push({
    severity: local(r.severity.value),
    focusNode: show(focus),
    resultPath: step,
    message: r.message[0]?.value ?? local(r.constraintComponent.value),
    focus,
    valuePath: path,
    component: local(r.constraintComponent.value),
  });
}

/**
 * One run of shacl-engine (SHACL Core, in process) over parsed data and shapes. Synchronous work on
 * the thread that calls it, which nothing can interrupt (a `sh:pattern` may backtrack for hours):
 * shacl-pool.ts runs it in a worker thread that it terminates at the time bound.
 */
export async function runShacl(data: readonly Quad[], shapes: readonly Quad[]): Promise<RunOutcome> {
  const validator = new Validator(new Store([...shapes]), { factory: rdfDataModel, details: true });
  const report = await validator.validate({ dataset: new Store([...data]) });
  const results: RawResult[] = [];
  for (const r of report.results) flatten(r, [], results);
  return { conforms: report.conforms, results };
}
