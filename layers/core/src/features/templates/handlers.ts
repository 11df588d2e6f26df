import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import { applicable, getSettings, putSettings } from './applicable.ts';
import { formOf } from './forms.ts';
import { dataObjectTurtle, instantiate } from './instantiate.ts';
import { predicates } from './predicates.ts';
import type { templatesRoutes } from './routes.ts';
import { buildShape } from './shape-build.ts';
import { validateTurtle } from './shape-validate.ts';
import { createTemplate, getTemplate, listAll, patchTemplate, retire } from './templates.ts';

export const templatesImpls: ImplsFor<typeof templatesRoutes> = {
  createTemplate: async ({ principal, body }) => json(201, await createTemplate(principal, body)),
  listTemplates: async ({ query }) =>
    json(
      200,
      await listAll({
        kind: query.kind,
        includeRetired: query.includeRetired ?? false,
        allRevisions: query.allRevisions ?? false,
        limit: query.limit ?? 100,
        offset: query.offset ?? 0,
      }),
    ),
  getTemplate: async ({ params }) => json(200, await getTemplate(params.appId)),
  patchTemplate: async ({ principal, params, body }) => json(200, await patchTemplate(principal, params.appId, body)),
  retireTemplate: async ({ principal, params }) => {
    await retire(principal, params.appId);
    return noContent();
  },
  getTemplateForm: async ({ params }) => json(200, await formOf(params.appId)),
  instantiateTemplate: async ({ principal, params, body }) =>
    json(201, await instantiate(principal, params.appId, body)),
  getShapePredicates: async ({ query }) => json(200, await predicates({ q: query.q, limit: query.limit ?? 200 })),
  buildShape: async ({ body }) => json(200, buildShape(body)),
  validateShape: async ({ body }) => json(200, await validateTurtle(body.dataTurtle, body.shapeTurtle)),
  getApplicableShapes: async ({ principal, query }) => json(200, await applicable(principal, query.focusAppId)),
  getCollectionTemplateSettings: async ({ principal, params }) => json(200, await getSettings(principal, params.appId)),
  putCollectionTemplateSettings: async ({ principal, params, body }) =>
    json(200, await putSettings(principal, params.appId, body)),
  getDataObjectRdf: async ({ principal, params }) => ({
    status: 200,
    body: await dataObjectTurtle(principal, params.appId),
    contentType: 'text/turtle; charset=utf-8',
  }),
};
