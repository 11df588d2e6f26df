import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';
import type { RegistrationHook } from '../../platform/plugins/types.ts';

/**
 * The `wiki-writer` bundled plugin (off by default, svc.plugins.wiki-writer.enabled): writes a
 * lab journal entry about a DataObject with the ai plugin's TEXT capability. Its route lives in
 * the plugins group's table; the toggle is read there (write.ts).
 */
export const manifest: PluginManifestInput = {
  id: 'wiki-writer',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'Lab journal writer',
  description:
    'POST /v2/collections/{cid}/data-objects/{did}/wiki-write: a lab journal entry about a DataObject, written by the TEXT capability of the ai plugin.',
  licence: 'Apache-2.0',
  dependencies: {},
  sidecars: [],
};

export const register: RegistrationHook = () => {};
