import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse } from '../../kernel/route-common.ts';
import { MERGE_PATCH_JSON } from '../../kernel/merge-patch.ts';
import * as w from './wire.ts';

const v2 = { group: 'templates', auth: 'authenticated', shelf: 'v2' } as const;
const admin = { ...v2, auth: 'instance-admin' } as const;
const tpl = (param = 'appId') => ({ targetKind: 'Template', target: { from: 'path', param } }) as const;
const notFormable = problemResponse('template.not-formable: not a DATA_KIND, or no shapeGraph in its chain');
const retired = problemResponse('template.retired');
const invalidCells = problemResponse(
  'template.invalid-cell-mapping: a urn:btkvs:cell-mapping that is not an A1 reference, an impossible urn:btkvs:sheet name, or two fields in one cell (violations[] names the field by its sh:path); mapping.invalid-recipe: a MAPPING_RECIPE whose transform is not JSONata or whose source/target declarations are malformed (violations[] names the field)',
);

/** Templates, shapes, forms, instantiation and DataObject RDF (group `templates`). */
export const templatesRoutes = [
  {
    ...admin,
    operationId: 'createTemplate',
    method: 'POST',
    path: '/v2/templates',
    summary:
      'Creates a template (instance-admin). The body is checked per kind (allow-list of top-level keys, defining keys, the view-recipe meta-shape for VIEW_RECIPE) after inheritance from parentTemplateAppId (same kind, not retired, no cycle).',
    tags: ['templates'],
    request: { body: w.createTemplateBody },
    provenance: { targetKind: 'Template', target: { from: 'response', field: 'appId' } },
    responses: {
      201: { description: 'Created', schema: w.template },
      400: problemResponse('Invalid body, kind rules or parent'),
      ...authErrors,
      422: invalidCells,
    },
  },
  {
    ...v2,
    operationId: 'listTemplates',
    method: 'GET',
    path: '/v2/templates',
    summary:
      'Templates, oldest first: the current revisions that are not retired unless includeRetired / allRevisions say otherwise; ?kind= filters.',
    tags: ['templates'],
    request: { query: w.listQuery },
    provenance: { targetKind: 'Template', target: { from: 'const', value: 'templates' } },
    responses: {
      200: { description: 'Templates', schema: w.template.array() },
      400: problemResponse('Invalid query'),
      ...authErrors,
    },
  },
  {
    ...v2,
    operationId: 'getTemplate',
    method: 'GET',
    path: '/v2/templates/{appId}',
    summary: 'One template (any revision, retired ones too).',
    tags: ['templates'],
    provenance: tpl(),
    responses: {
      200: { description: 'The template', schema: w.template },
      ...authErrors,
      404: problemResponse('No such template'),
    },
  },
  {
    ...admin,
    operationId: 'patchTemplate',
    method: 'PATCH',
    path: '/v2/templates/{appId}',
    summary:
      'Copy-on-write update (instance-admin): a JSON Merge Patch of name, parentTemplateAppId and body makes a new revision with a new appId (answered), linked to this one, which stays readable. Only the newest revision, not retired (409).',
    tags: ['templates'],
    request: { body: w.patchTemplateBody, contentTypes: [MERGE_PATCH_JSON, 'application/json'] },
    provenance: { targetKind: 'Template', target: { from: 'response', field: 'appId' } },
    responses: {
      200: { description: 'The new revision', schema: w.template },
      400: problemResponse('Invalid patch, kind rules or parent'),
      ...authErrors,
      404: problemResponse('No such template'),
      409: problemResponse('Retired, or not the newest revision'),
      415: problemResponse('Not JSON'),
      422: invalidCells,
    },
  },
  {
    ...admin,
    operationId: 'retireTemplate',
    method: 'DELETE',
    path: '/v2/templates/{appId}',
    summary:
      'Retires a template (instance-admin; idempotent): it stays readable, its form and instantiation answer 409.',
    tags: ['templates'],
    provenance: tpl(),
    responses: { 204: { description: 'Retired' }, ...authErrors, 404: problemResponse('No such template') },
  },
  {
    ...v2,
    operationId: 'getTemplateForm',
    method: 'GET',
    path: '/v2/templates/{appId}/form',
    summary: 'The form descriptor of a DATA_KIND template, compiled from its flattened shape (parents included).',
    tags: ['templates'],
    provenance: { ...tpl(), actionKind: 'READ' },
    responses: {
      200: { description: 'Form descriptor', schema: w.formDescriptor },
      400: problemResponse('A shapeGraph in the chain is not valid Turtle'),
      ...authErrors,
      404: problemResponse('No such template'),
      409: retired,
      422: notFormable,
    },
  },
  {
    ...v2,
    operationId: 'instantiateTemplate',
    method: 'POST',
    path: '/v2/templates/{appId}/instantiate',
    summary:
      "Creates a DataObject in a Collection (Write on it) from a DATA_KIND template: attributes (keys = the form's attributeKey) merged over the defaults and validated against the flattened shape; 422 template.violations with violations[] (path = the form's fields[].path) and nothing created otherwise.",
    tags: ['templates'],
    request: { body: w.instantiateBody },
    provenance: {
      targetKind: 'DataObject',
      target: { from: 'response', field: 'appId' },
      collection: { from: 'response', field: 'collectionAppId' },
    },
    responses: {
      201: { description: 'The DataObject', schema: w.instantiated },
      400: problemResponse('Invalid body or an attribute key no field has'),
      ...authErrors,
      404: problemResponse('No such template or Collection'),
      409: retired,
      422: problemResponse('template.not-formable, or template.violations with violations[]'),
    },
  },
  {
    ...v2,
    operationId: 'getShapePredicates',
    method: 'GET',
    path: '/v2/shapes/predicates',
    summary:
      'The predicate vocabulary of the shape editor with a cardinality hint: a curated core, then the properties of the enabled ontology bundles (?q filters, ?limit ≤ 1000, default 200).',
    tags: ['shapes'],
    request: { query: w.predicatesQuery },
    provenance: { targetKind: 'ShapePredicates', target: { from: 'const', value: 'predicates' } },
    responses: {
      200: { description: 'Predicates', schema: w.predicateEntry.array() },
      400: problemResponse('Invalid query'),
      ...authErrors,
    },
  },
  {
    ...v2,
    operationId: 'buildShape',
    method: 'POST',
    path: '/v2/shapes/build',
    summary:
      'Shape editor model → SHACL Turtle; a deterministic shapeIri when omitted (same model, same bytes). 400 with a human-readable `error` for a structurally invalid model.',
    tags: ['shapes'],
    request: { body: w.shapeModel },
    provenance: { targetKind: 'Shape', target: { from: 'response', field: 'shapeIri' }, actionKind: 'EXECUTE' },
    responses: {
      200: { description: 'The shape', schema: w.builtShape },
      400: problemResponse('shape.invalid-model (with `error`), or an invalid body'),
      ...authErrors,
    },
  },
  {
    ...v2,
    operationId: 'validateShape',
    method: 'POST',
    path: '/v2/shapes/validate',
    summary:
      'Stateless SHACL Core validation (shacl-engine): no network, recursive shapes refused. Malformed Turtle is a 400 naming the side and line.',
    tags: ['shapes'],
    request: { body: w.validateBody },
    provenance: { targetKind: 'Shape', target: { from: 'const', value: 'validate' }, actionKind: 'EXECUTE' },
    responses: {
      200: { description: 'The report', schema: w.validationReport },
      400: problemResponse('shape.malformed-turtle (side, line) or shape.too-complex'),
      ...authErrors,
    },
  },
  {
    ...v2,
    operationId: 'getApplicableShapes',
    method: 'GET',
    path: '/v2/shapes/applicable',
    summary:
      "Templates for a Collection or DataObject (Read on the Collection): VIEW (view recipes attached to the Collection), FORM (current DATA_KIND templates with a shapeGraph, within the Collection's allow-list when set).",
    tags: ['shapes'],
    request: { query: w.applicableQuery },
    provenance: { targetKind: 'Template', target: { from: 'const', value: 'applicable' }, actionKind: 'READ' },
    responses: {
      200: { description: 'Entries', schema: w.applicableAnswer },
      400: problemResponse('Invalid query'),
      ...authErrors,
      404: problemResponse('No such entity'),
    },
  },
  {
    ...v2,
    operationId: 'getCollectionTemplateSettings',
    method: 'GET',
    path: '/v2/collections/{appId}/template-settings',
    summary: "The Collection's template allow-list and attached view recipes (Read on it).",
    tags: ['templates'],
    provenance: {
      targetKind: 'Collection',
      target: { from: 'path', param: 'appId' },
      collection: { from: 'path', param: 'appId' },
    },
    responses: {
      200: { description: 'Settings', schema: w.templateSettings },
      ...authErrors,
      404: problemResponse('No such Collection'),
    },
  },
  {
    ...v2,
    operationId: 'putCollectionTemplateSettings',
    method: 'PUT',
    path: '/v2/collections/{appId}/template-settings',
    summary:
      "Sets the Collection's template allow-list (DATA_KIND appIds, or null for all) and attached view recipes (manage on the Collection).",
    tags: ['templates'],
    request: { body: w.templateSettingsBody },
    provenance: {
      targetKind: 'Collection',
      target: { from: 'path', param: 'appId' },
      collection: { from: 'path', param: 'appId' },
    },
    responses: {
      200: { description: 'Settings', schema: w.templateSettings },
      400: problemResponse('Unknown template or wrong kind'),
      ...authErrors,
      404: problemResponse('No such Collection'),
    },
  },
  {
    ...v2,
    operationId: 'getDataObjectRdf',
    method: 'GET',
    path: '/v2/data-objects/{appId}/rdf',
    summary:
      "The DataObject as Turtle (Read on its Collection): attributes under its template's predicates, annotations, links.",
    tags: ['templates'],
    provenance: { targetKind: 'DataObject', target: { from: 'path', param: 'appId' }, actionKind: 'READ' },
    responses: {
      200: { description: 'Turtle', contentType: 'text/turtle' },
      ...authErrors,
      404: problemResponse('No such DataObject'),
    },
  },
] as const satisfies readonly RouteDef[];
