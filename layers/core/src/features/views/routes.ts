import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import { XLSX } from './spreadsheet.ts';
import * as w from './wire.ts';

const v2 = { group: 'templates', auth: 'authenticated', shelf: 'v2' } as const;

/** View rendering and spreadsheet export of templates (group `templates`). */
export const viewsRoutes = [
  {
    ...v2,
    operationId: 'renderView',
    method: 'POST',
    path: '/v2/shapes/render',
    summary:
      "Resolves a VIEW_RECIPE's channel bindings against the timeseries channels the focus DataObject references (Read on its Collection; channels of a timeseries container the caller cannot read count as not referenced): RESOLVED with the channel, MISSING for an absent optional one; a unit other than the channel's is a warning. `renderer` is a hint, answered by the plugin renderer registered for the recipe's shape IRI, else the body's.",
    tags: ['shapes'],
    request: { body: w.renderBody },
    provenance: { targetKind: 'Template', target: { from: 'response', field: 'templateAppId' }, actionKind: 'EXECUTE' },
    responses: {
      200: { description: 'The resolved bindings', schema: w.renderAnswer },
      400: problemResponse('Invalid body'),
      ...authErrors,
      404: problemResponse('No such template or DataObject'),
      422: problemResponse(
        'view.not-a-view-recipe, or view.unresolvable-binding with bindings[] (index, role, reason MISSING for a required channel, AMBIGUOUS with candidates, INVALID_SELECTOR)',
      ),
      503: problemResponse('The plugin renderer failed or did not answer in time'),
    },
  },
  {
    ...v2,
    operationId: 'exportTemplateSpreadsheet',
    method: 'GET',
    path: '/v2/templates/{appId}/export',
    summary:
      "The DataObject's attribute values as an .xlsx (Read on its Collection), each in the cell its field's property shape names with urn:btkvs:cell-mapping (A1) on the worksheet urn:btkvs:sheet (else the first); unmapped fields skipped, absent values left empty, values typed by the field's datatype.",
    tags: ['templates'],
    request: { query: w.exportQuery },
    provenance: { targetKind: 'Template', target: { from: 'path', param: 'appId' }, actionKind: 'READ' },
    responses: {
      200: {
        description: "The workbook as an attachment (Content-Disposition: the DataObject's name)",
        contentType: XLSX,
        schema: z.string().meta({ format: 'binary' }),
      },
      400: problemResponse('Invalid query'),
      ...authErrors,
      404: problemResponse('No such template or DataObject'),
      409: problemResponse("export.no-cell-mappings: the template's shapes map no cell"),
    },
  },
] as const satisfies readonly RouteDef[];
