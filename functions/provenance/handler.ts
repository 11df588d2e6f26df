import { groupHandler } from '#core/app/handler.ts';
import { provenanceRoutes } from '#core/features/provenance/routes.ts';
import { provenanceImpls } from '#core/features/provenance/handlers.ts';

export const handler = groupHandler('provenance', provenanceRoutes, provenanceImpls);
