import { legacyShelfSignals } from '../../features/legacy-shelf/v1-compat.ts';
import { withAnswerHeaders, type Middleware } from '../../kernel/pipeline.ts';

/**
 * Legacy-shelf routes carry the v1-compat signals on every answer, errors included (deprecation
 * headers), or answer 410 before anything else runs when the operator switched the shelf off.
 */
export const legacyShelf: Middleware = {
  name: 'legacy-shelf',
  handle: async (req, next) => {
    if (req.route.shelf !== 'legacy') return next(req);
    const signals = await legacyShelfSignals();
    return withAnswerHeaders(await next(req), signals);
  },
};
