import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';
import type { RegistrationHook } from '../../platform/plugins/types.ts';
import { mintDoi } from './datacite.ts';
import { registerMintersGroup } from './cli-groups.ts';

/** The `minter-datacite` bundled plugin: DOIs through DataCite when svc.publish.minter = datacite. */
export const manifest: PluginManifestInput = {
  id: 'minter-datacite',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'DataCite DOI minter',
  description: 'Registers DOIs through the DataCite REST API, versions chained with IsNewVersionOf / HasVersion.',
  licence: 'Apache-2.0',
  dependencies: {},
  sidecars: [],
};

export const register: RegistrationHook = (ctx) => {
  ctx.registerCliCommandGroup({
    name: 'minters',
    description: 'PID minters: the DataCite account, connection test and DOIs',
    register: registerMintersGroup,
  });
  ctx.registerMinter({
    id: 'datacite',
    mint: async (input) => {
      if (!ctx.isEnabled()) throw new Error('the minter-datacite plugin is disabled');
      return mintDoi(input);
    },
  });
};
