import type { RegistrationHook } from '../plugins/types.ts';
import type { PluginManifestInput } from '../plugins/manifest.ts';

/** Mints local versioned PIDs `svc:<instance.id>:<kind>:<appId>:v<n>` (SPEC: Versioning 6). */
export const manifest: PluginManifestInput = {
  id: 'minter-local',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'Local PID minter',
  description: 'Mints local versioned persistent identifiers of the form svc:<instance.id>:<kind>:<appId>:v<n>.',
  licence: 'Apache-2.0',
  dependencies: {},
  sidecars: [],
};

export const localPid = (instanceId: string, kind: string, appId: string, version: number) => `svc:${instanceId}:${kind}:${appId}:v${version}`;

export const register: RegistrationHook = (ctx) => {
  ctx.registerMinter({
    id: 'local',
    mint: async ({ kind, appId, version, instanceId }) => {
      if (!ctx.isEnabled()) throw new Error('the minter-local plugin is disabled');
      if (!/^[a-z][a-z0-9-]*$/i.test(kind) || version < 1 || !Number.isInteger(version)) throw new Error(`cannot mint a PID for kind "${kind}" v${version}`);
      return localPid(instanceId, kind, appId, version);
    },
  });
};
