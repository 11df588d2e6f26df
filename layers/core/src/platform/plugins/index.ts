/** Plugin discovery and registration core: the API the admin routes, the CLI and the handlers call. */
export type * from './types.ts';
export {
  discoverPlugins,
  type BuiltinPlugin,
  type DiscoverOptions,
  type DropInLoader,
  type PluginRegistry,
} from './registry.ts';
export { discoverAllPlugins, loadDropIns } from './drop-ins.ts';
export { configToggleSource, configuredToggle, effectiveEnabled, staticToggleSource } from './toggles.ts';
export {
  validateManifest,
  readManifest,
  manifestSchema,
  MANIFEST_FILE,
  DEFAULT_ENTRY,
  type PluginManifestInput,
  type ManifestResult,
} from './manifest.ts';
export {
  parseRange,
  checkCompatibility,
  runningRelease,
  versionSatisfies,
  type CompatibilityResult,
} from './compatibility.ts';
export { resolveDependencies, type DependencyNode, type DependencyResolution } from './dependencies.ts';
export {
  listPluginSources,
  extractArchive,
  inspectArchive,
  defaultCacheDir,
  ArchiveRefusedError,
  type PluginSource,
} from './archive.ts';
export {
  SIGNATURE_FORMAT,
  createSignature,
  verifySignature,
  signedPayload,
  folderDigest,
  signaturePathFor,
  parseSignatureFile,
  type SignatureFile,
  type SignatureCheck,
} from './signature.ts';
export {
  loadTruststore,
  parseTruststore,
  detectTruststoreFormat,
  TruststoreError,
  TRUSTSTORE_HOWTO,
  type Truststore,
} from './truststore.ts';
export { parsePluginName, pluginStem, type PluginName } from './naming.ts';
