import { createGroupHandler } from '#core/http/group-handler.ts';
import { legacyFilesRoutes } from '#core/http/route-table/legacy-files.ts';

export const handler = createGroupHandler('legacy-files', legacyFilesRoutes, {});
