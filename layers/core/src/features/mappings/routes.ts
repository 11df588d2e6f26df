import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import * as w from './wire.ts';

/** The mapping executor (group `templates`, docs/architecture.md §1). */
export const mappingsRoutes = [
  {
    group: 'templates',
    auth: 'authenticated',
    shelf: 'v2',
    operationId: 'materializeMapping',
    method: 'POST',
    path: '/v2/mappings/{templateAppId}/materialize',
    summary:
      'Runs a MAPPING_RECIPE template over a DataObject (Read on its Collection): binds the inputs its body.source declares (attributes, aggregates of timeseries references over a window, structured-data documents), evaluates its JSONata body.transform in a sandbox (no I/O; bounded time, memory, input and output), and answers the result (mode ephemeral, 200) or stores it as a structured-data document referenced from the DataObject (mode reference, 201 with Location; Write on the Collection and the container). The derivation is recorded in provenance.',
    tags: ['mappings'],
    request: { body: w.materializeBody },
    provenance: {
      targetKind: 'Template',
      target: { from: 'path', param: 'templateAppId' },
      collection: { from: 'response', field: 'collectionAppId' },
      actionKind: 'EXECUTE',
    },
    responses: {
      200: { description: 'The view model (mode ephemeral)', schema: w.materialized },
      201: {
        description: 'The stored output (mode reference); Location names the StructuredDataReference',
        schema: w.materialized,
      },
      400: problemResponse('Invalid body'),
      ...authErrors,
      404: problemResponse('No such template, DataObject or container'),
      409: problemResponse('template.retired'),
      422: problemResponse(
        'mapping.not-a-mapping-recipe, mapping.invalid-recipe (violations[] names the field), mapping.invalid-input, mapping.evaluation-failed (code, position), mapping.limit-exceeded (limit: time, memory, input, output, or raw-points with input naming the timeseries input past svc.mappings.raw-point-budget), mapping.invalid-output',
      ),
      503: problemResponse(
        'service.unavailable: the sandbox could not run at all, or binding the inputs took longer than svc.mappings.bind-timeout-ms (Retry-After); dependency.unavailable',
      ),
    },
  },
] as const satisfies readonly RouteDef[];
