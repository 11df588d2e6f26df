import { json, type ImplsFor } from '../../kernel/api.ts';
import { contentDisposition } from '../../platform/storage/file-names.ts';
import { exportSpreadsheet } from './export.ts';
import { renderView } from './render.ts';
import type { viewsRoutes } from './routes.ts';
import { XLSX } from './spreadsheet.ts';

export const viewsImpls: ImplsFor<typeof viewsRoutes> = {
  renderView: async ({ principal, body }) =>
    json(200, await renderView(principal, body.templateAppId, body.focusDataObjectAppId)),
  exportTemplateSpreadsheet: async ({ principal, params, query }) => {
    const { fileName, bytes } = await exportSpreadsheet(principal, params.appId, query.dataObjectAppId);
    return {
      status: 200,
      body: bytes,
      contentType: XLSX,
      headers: { 'content-disposition': contentDisposition(fileName) },
    };
  },
};
