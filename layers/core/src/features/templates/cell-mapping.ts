import type { Quad, Term } from 'n3';
import { ProblemError } from '../../kernel/problem.ts';
import type { CompiledField } from './form.ts';
import { NS, QuadIndex } from './rdf.ts';
import { parseA1, sheetNameProblem, type Cell } from './a1.ts';

/**
 * Cell mappings of spreadsheet export: a property shape names its cell with
 * `urn:btkvs:cell-mapping "B3"` (A1) and optionally its worksheet with `urn:btkvs:sheet "Results"`.
 * Checked when a template is created or patched (422 `template.invalid-cell-mapping` naming the
 * field: a malformed reference, an impossible sheet name, two fields in one cell), read at export.
 */
export const CELL_MAPPING = 'urn:btkvs:cell-mapping';
export const SHEET = 'urn:btkvs:sheet';

export interface CellMapping {
  readonly attributeKey: string;
  readonly path: string;
  readonly datatype: string | null;
  readonly cell: Cell;
  readonly sheet: string | null;
}

interface Violation {
  field: string;
  path: string;
  message: string;
}

const pathOf = (index: QuadIndex, subject: Term): string => {
  const p = index.object(subject, `${NS.sh}path`);
  return p && p.termType === 'NamedNode'
    ? `<${p.value}>`
    : subject.termType === 'BlankNode'
      ? '(a property shape without sh:path)'
      : `<${subject.value}>`;
};

/** Refuses malformed cell mappings in one shapeGraph (the template's own, at create and patch). */
export function assertCellMappings(quads: readonly Quad[]): void {
  const index = new QuadIndex(quads);
  const violations: Violation[] = [];
  const used = new Map<string, string>();
  const bySubject = new Map<string, { subject: Term; cell?: string; sheet?: string }>();
  for (const q of quads) {
    if (q.predicate.value !== CELL_MAPPING && q.predicate.value !== SHEET) continue;
    const k = `${q.subject.termType}:${q.subject.value}`;
    const entry = bySubject.get(k) ?? { subject: q.subject };
    bySubject.set(k, entry);
    const path = pathOf(index, q.subject);
    const what = q.predicate.value === CELL_MAPPING ? 'cell reference' : 'worksheet name';
    if (q.object.termType !== 'Literal') {
      violations.push({
        field: 'body.shapeGraph',
        path,
        message: `the ${what} must be a literal, not ${q.object.value}`,
      });
      continue;
    }
    if ((q.predicate.value === CELL_MAPPING ? entry.cell : entry.sheet) !== undefined) {
      violations.push({ field: 'body.shapeGraph', path, message: `more than one ${what}` });
      continue;
    }
    if (q.predicate.value === CELL_MAPPING) {
      entry.cell = q.object.value;
      if (!parseA1(q.object.value))
        violations.push({
          field: 'body.shapeGraph',
          path,
          message: `"${q.object.value.slice(0, 64)}" is not an A1 cell reference (a column A–XFD and a row 1–1048576, e.g. B3)`,
        });
    } else {
      entry.sheet = q.object.value;
      const problem = sheetNameProblem(q.object.value);
      if (problem)
        violations.push({
          field: 'body.shapeGraph',
          path,
          message: `the worksheet name "${q.object.value.slice(0, 64)}" ${problem}`,
        });
    }
  }
  for (const e of bySubject.values()) {
    const cell = e.cell === undefined ? undefined : parseA1(e.cell);
    if (!cell) continue;
    const at = `${e.sheet ?? ''}!${cell.address}`;
    const path = pathOf(index, e.subject);
    const other = used.get(at);
    if (other !== undefined)
      violations.push({
        field: 'body.shapeGraph',
        path,
        message: `maps to ${e.sheet ? `${e.sheet}!` : ''}${cell.address}, the cell of ${other} too`,
      });
    else used.set(at, path);
  }
  if (violations.length > 0) {
    throw new ProblemError(
      'template.invalid-cell-mapping',
      `The shapeGraph has ${violations.length} invalid cell mapping${violations.length === 1 ? '' : 's'}: ${violations.map((v) => `${v.path} ${v.message}`).join('; ')}.`,
      { violations },
    );
  }
}

/** The property shape of a compiled field (following the nested sh:node shapes of its steps). */
function propertyShape(index: QuadIndex, root: Term, steps: readonly string[]): Term | undefined {
  let node: Term | undefined = root;
  for (let i = 0; i < steps.length && node; i++) {
    const p: Term | undefined = index
      .objects(node, `${NS.sh}property`)
      .find((s) => index.object(s, `${NS.sh}path`)?.value === steps[i]);
    if (!p || i === steps.length - 1) return p;
    node = index.object(p, `${NS.sh}node`);
  }
  return undefined;
}

/** The mapped fields of a flattened shape, in form order; malformed mappings (older templates) are skipped. */
export function cellMappings(index: QuadIndex, root: Term, fields: readonly CompiledField[]): CellMapping[] {
  return fields.flatMap((f): CellMapping[] => {
    const p = propertyShape(index, root, f.steps);
    const ref = p && index.object(p, CELL_MAPPING);
    const cell = ref?.termType === 'Literal' ? parseA1(ref.value) : undefined;
    if (!p || !cell) return [];
    const sheet = index.object(p, SHEET);
    const sheetName = sheet?.termType === 'Literal' && sheetNameProblem(sheet.value) === undefined ? sheet.value : null;
    return [{ attributeKey: f.attributeKey, path: f.path, datatype: f.datatype, cell, sheet: sheetName }];
  });
}
