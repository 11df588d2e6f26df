import type { PluginManifestInput } from '../../platform/plugins/manifest.ts';
import type { RegistrationHook } from '../../platform/plugins/types.ts';
import { s3Adapter, s3SettingsFromConfig } from '../../platform/storage/s3.ts';

/** S3-wire-protocol file storage adapter (docs/files.md). Disabled when the bucket is blank. */
export const manifest: PluginManifestInput = {
  id: 'file-s3',
  version: '1.0.0',
  svcCompatibility: '>=0.1.0,<1',
  title: 'S3 file storage',
  description:
    'S3-wire-protocol file storage adapter with presigned upload, download and export URLs (svc.files.s3.*).',
  licence: 'Apache-2.0',
};

export const register: RegistrationHook = (ctx) => {
  const settings = s3SettingsFromConfig();
  if (!settings.bucket) {
    ctx.log.info('file-s3: svc.files.s3.bucket is blank; the s3 adapter stays unavailable');
    return;
  }
  ctx.registerStorageAdapter(s3Adapter(settings));
};
