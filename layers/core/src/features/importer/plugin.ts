import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';
import type { RegistrationHook } from '../../platform/plugins/types.ts';
import { registerImportGroup } from './cli-groups.ts';

/**
 * The `importer` bundled plugin (on by default, `svc.plugins.importer.enabled`): its endpoints
 * live under `/v2/admin/import` (features/importer) and refuse with 404 while it is off; it adds
 * `svc-admin import start|status` through the command-group extension point.
 */
export const manifest: PluginManifestInput = {
  id: 'importer',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'Cross-instance importer',
  description:
    'Copies a Collection (DataObjects, hierarchy, predecessors, references, lab journal, annotations, file payloads of any size checked by hash, timeseries, structured and spatial data, permissions mapped by name) from another svc instance or an upstream-compatible legacy API.',
  licence: 'Apache-2.0',
  dependencies: {},
  sidecars: [],
};

export const register: RegistrationHook = (ctx) => {
  ctx.registerCliCommandGroup({
    name: 'import',
    description: 'Cross-instance import of a Collection: start a job, follow its progress',
    register: registerImportGroup,
  });
};
