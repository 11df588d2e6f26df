import type { RegistrationHook } from '../../platform/plugins/types.ts';
import { config } from '../../platform/config/load.ts';
import { badRequest } from '../../kernel/problem.ts';
import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';

/** Mints local versioned PIDs `svc:<instance.id>:<kind>:<appId>:v<n>` (docs/publishing.md). */
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

export const localPid = (instanceId: string, kind: string, appId: string, version: number) =>
  `svc:${instanceId}:${kind}:${appId}:v${version}`;

export const register: RegistrationHook = (ctx) => {
  ctx.registerRoute({
    method: 'GET',
    path: '/v2/ext/minter-local/pid-preview',
    auth: 'authenticated',
    summary: 'The local PID the minter would assign: ?kind=&appId=&version=',
    handle: async ({ query }) => {
      const kind = query['kind'] ?? '';
      const appId = query['appId'] ?? '';
      const version = Number(query['version'] ?? '1');
      if (
        !/^[a-z][a-z0-9-]*$/i.test(kind) ||
        !/^[0-9a-f-]{36}$/i.test(appId) ||
        !Number.isInteger(version) ||
        version < 1
      ) {
        throw badRequest('kind (a word), appId (a UUID) and version (a positive integer) are required.');
      }
      return { status: 200, body: { pid: localPid(config()['svc.instance.id'] ?? 'local', kind, appId, version) } };
    },
  });
  ctx.registerMinter({
    id: 'local',
    mint: async ({ kind, appId, version, instanceId }) => {
      if (!ctx.isEnabled()) throw new Error('the minter-local plugin is disabled');
      if (!/^[a-z][a-z0-9-]*$/i.test(kind) || version < 1 || !Number.isInteger(version))
        throw new Error(`cannot mint a PID for kind "${kind}" v${version}`);
      return localPid(instanceId, kind, appId, version);
    },
  });
};
