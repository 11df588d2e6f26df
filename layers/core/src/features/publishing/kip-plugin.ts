import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';
import type { RegistrationHook } from '../../platform/plugins/types.ts';

/** The `kip` bundled plugin: the public JSON-LD record of one PID (its kernel information). */
export const manifest: PluginManifestInput = {
  id: 'kip',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'Kernel information profile resolver',
  description: 'Public JSON-LD record of a published PID at GET /v2/.well-known/kip/{pid-suffix}.',
  licence: 'Apache-2.0',
  dependencies: {},
  sidecars: [],
};
// Its route lives in the publishing group's table; the toggle is read there (pid.ts pluginOn).
export const register: RegistrationHook = () => undefined;
