import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';
import type { RegistrationHook } from '../../platform/plugins/types.ts';
import { registerUnhideGroup } from './cli-groups.ts';

/** The `unhide` bundled plugin: the public schema.org feed of published records. */
export const manifest: PluginManifestInput = {
  id: 'unhide',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'Publish feed',
  description: 'Public schema.org DataCatalog/Dataset JSON-LD feed of published records at GET /v2/unhide/feed.jsonld.',
  licence: 'Apache-2.0',
  dependencies: {},
  sidecars: [],
};
// Its route lives in the publishing group's table; the toggle is read there (pid.ts pluginOn).
export const register: RegistrationHook = (ctx) => {
  ctx.registerCliCommandGroup({
    name: 'unhide',
    description: 'The public feed: its configuration and its pages',
    register: registerUnhideGroup,
  });
};
