import { createGroupHandler } from '#core/http/group-handler.ts';

export const handler = createGroupHandler('legacy-semantic', {});
