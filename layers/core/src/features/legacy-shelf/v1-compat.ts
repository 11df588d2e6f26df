import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import { defineSingleton, readSingletonCached } from '../../platform/config/singletons.ts';
import { ProblemError } from '../../kernel/problem.ts';
import { logger } from '../../platform/observability/logger.ts';
import type { RegistrationHook } from '../../platform/plugins/types.ts';
import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';

/**
 * Control plane of the legacy shelf (docs/legacy-shelf.md): deprecation signals on `/svc/api`
 * responses (`Deprecation`, `Link`, `X-Svc-Legacy`) and a switch that turns the shelf off.
 * No sunset date is imposed.
 */
export const manifest: PluginManifestInput = {
  id: 'v1-compat',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'Legacy shelf control plane',
  description: 'Deprecation headers on the legacy shelf and an operator switch that disables it.',
  licence: 'Apache-2.0',
  dependencies: {},
  sidecars: [],
};

export const legacyV1Config = defineSingleton({
  id: 'legacy-v1',
  description: 'Legacy shelf (/svc/api) control: whether it is served and whether responses carry deprecation signals.',
  schema: z.object({
    shelfEnabled: z.boolean().describe('Serve the legacy shelf. When false, /svc/api routes answer 410 Gone.'),
    deprecationHeaders: z.boolean().describe('Add Deprecation, Link and X-Svc-Legacy headers to legacy responses.'),
    successorUrl: chars(z.string(), 500).describe('Target of the Link rel="successor-version" header.'),
    bannerMessage: chars(z.string(), 500).nullable().describe('Message for the frontend banner; null shows none.'),
  }),
  defaults: {
    shelfEnabled: true,
    deprecationHeaders: true,
    successorUrl: '/svc/doc/v2/openapi.json',
    bannerMessage: null,
  },
});

let enabled: () => boolean = () => false;

export const register: RegistrationHook = (ctx) => {
  enabled = () => ctx.isEnabled();
};

/** Applied by the HTTP layer to every legacy-shelf response; a no-op while the plugin is disabled. */
export async function legacyShelfSignals(): Promise<Record<string, string>> {
  if (!enabled()) return {};
  let value: z.output<typeof legacyV1Config.schema>;
  try {
    value = (await readSingletonCached(legacyV1Config)).value;
  } catch (error) {
    // Fail open: a configuration-store hiccup must not take the legacy shelf down.
    logger.warn('legacy-v1 configuration unreadable; serving without signals', { error: error as Error });
    return {};
  }
  if (!value.shelfEnabled) {
    throw new ProblemError(
      'legacy.disabled',
      'The legacy shelf (/svc/api) has been turned off by the operator; use the /v2 shelf.',
    );
  }
  return value.deprecationHeaders
    ? { deprecation: 'true', link: `<${value.successorUrl}>; rel="successor-version"`, 'x-svc-legacy': '5.2.0' }
    : {};
}
