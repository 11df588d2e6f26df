import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import { compileFields } from '../templates/form.ts';
import { gatedDataObject } from '../templates/entities.ts';
import { shapeGraphsOf } from '../templates/inheritance.ts';
import { flattenShapes, type FlatShape } from '../templates/shape-flatten.ts';
import { readChain } from '../templates/store.ts';
import { cellMappings } from '../templates/cell-mapping.ts';
import { buildWorkbook } from './spreadsheet.ts';

/**
 * GET /v2/templates/{appId}/export?dataObjectAppId=: the DataObject's attribute values in the
 * cells the template's flattened shape maps (cell-mapping.ts, spreadsheet.ts). Any template kind
 * with a shapeGraph in its chain; a retired one still exports (old DataObjects keep their
 * template). Order of answers: 404 template, 404/403 DataObject (Read on its Collection), 409
 * `export.no-cell-mappings` when the shapes map no cell.
 */
export async function exportSpreadsheet(
  principal: Principal,
  templateAppId: string,
  dataObjectAppId: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const chain = await readChain(templateAppId);
  const template = chain.at(-1);
  if (!template) throw notFound(`No template has appId ${templateAppId}.`);
  const d = await gatedDataObject(principal, dataObjectAppId);
  const graphs = shapeGraphsOf(chain.map((t) => t.body));
  const noMappings = () =>
    new ProblemError(
      'export.no-cell-mappings',
      `The shapes of template ${templateAppId} carry no urn:btkvs:cell-mapping.`,
    );
  if (graphs.length === 0) throw noMappings();
  let shape: FlatShape;
  try {
    shape = flattenShapes(graphs);
  } catch (err) {
    // A chain whose shapes no longer flatten (no named node shape, bad Turtle) maps no cell either.
    if (err instanceof ProblemError) throw noMappings();
    throw err;
  }
  const fields = compileFields(shape).groups.flatMap((g) => g.fields);
  const mappings = cellMappings(shape.index, shape.root, fields);
  if (mappings.length === 0) throw noMappings();
  const bytes = await buildWorkbook(mappings, d.attributes, { title: d.name });
  // The DataObject's name is a label, not a path: a slash in it stays in the file name as `_`.
  return { fileName: `${d.name.replace(/[/\\]/g, '_')}.xlsx`, bytes };
}
