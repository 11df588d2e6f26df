import type { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { mapLimit } from '../../kernel/concurrency.ts';
import { logger } from '../observability/logger.ts';
import { defaultCacheDir, extractArchive, listPluginSources, type PluginSource } from './archive.ts';
import { readManifest } from './manifest.ts';
import {
  discoverPlugins,
  type DiscoverOptions,
  type DropInLoader,
  type PluginRecord,
  type PluginRegistry,
} from './registry.ts';
import { folderDigest, readSignatureText, signaturePathFor, verifySignature } from './signature.ts';
import { loadTruststore } from './truststore.ts';

/**
 * Drop-in plugins: every `svc-plugin-<id>-<version>.tgz` and folder of that name in the plugin
 * directory, by name. Per plugin: signature gate (when required) → extraction → manifest. Kept
 * apart from the registry so that only the functions that consult plugin contributions bundle
 * tar, node-forge and the keystore readers.
 */
const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const loadDropIns: DropInLoader = async (d) => {
  const s = d.s;
  const cacheDir = s.cacheDir ?? defaultCacheDir();
  const { sources, ignored } = await listPluginSources(s.dir);
  for (const i of ignored)
    logger.warn('plugin.discovery.ignored', { fileName: i.fileName, reason: i.reason, dir: s.dir });
  let truststore: Promise<readonly X509Certificate[]> | undefined;
  const anchors = (): Promise<readonly X509Certificate[]> => {
    truststore ??= loadTruststore(s.truststorePath, s.truststorePassword).then(
      (t) => t.anchors,
      (e: unknown) => {
        // Once per discovery; every drop-in then fails closed as untrusted.
        logger.error('plugin.truststore.unavailable', { truststorePath: s.truststorePath, cause: errorMessage(e) });
        throw e;
      },
    );
    return truststore;
  };

  /** Undefined when trusted, else the failure message. */
  const signatureGate = async (source: PluginSource, bytes: Buffer | undefined): Promise<string | undefined> => {
    const sig = await readSignatureText(source.path);
    if (sig.kind === 'none')
      return `plugin.signature.unsigned: no ${basename(signaturePathFor(source.path))} beside ${source.fileName}`;
    if (sig.kind === 'unreadable') return `plugin.signature.untrusted: ${sig.reason}`;
    let trusted: readonly X509Certificate[];
    try {
      trusted = await anchors();
    } catch (e) {
      return `plugin.signature.untrusted: truststore unavailable (${errorMessage(e)})`;
    }
    let payload: Buffer;
    try {
      payload = bytes ?? (await folderDigest(source.path));
    } catch (e) {
      return `plugin.signature.untrusted: ${errorMessage(e)}`;
    }
    const check = verifySignature(payload, sig.text, trusted, s.now());
    return check.ok ? undefined : check.message;
  };

  const dropIn = async (source: PluginSource): Promise<PluginRecord> => {
    const rec = d.newRecord(source.name.id, source.name.version, source.path);
    let bytes: Buffer | undefined;
    if (source.kind === 'archive') {
      try {
        bytes = await readFile(source.path);
      } catch (e) {
        d.discoveryFailed(rec, new Error(`cannot read ${source.fileName}: ${errorMessage(e)}`));
        return rec;
      }
    }
    if (s.signingRequired) {
      const refused = await signatureGate(source, bytes);
      if (refused !== undefined) {
        d.fail(rec, refused);
        return rec;
      }
    }
    let root: string;
    if (bytes !== undefined) {
      try {
        root = (await extractArchive(bytes, cacheDir)).root;
      } catch (e) {
        d.discoveryFailed(rec, new Error(`archive ${source.fileName} refused: ${errorMessage(e)}`));
        return rec;
      }
    } else {
      root = source.path;
    }
    const manifest = await readManifest(root, source.name);
    if (!manifest.ok) {
      d.fail(rec, manifest.message);
      return rec;
    }
    rec.root = root;
    d.discovered(rec, manifest.manifest);
    return rec;
  };

  return mapLimit(sources, s.concurrency, dropIn);
};

/** Discovery of the compiled-in plugins and the directory's drop-ins (the whole lifecycle). */
export const discoverAllPlugins = (opts: Omit<DiscoverOptions, 'dropIns'> = {}): Promise<PluginRegistry> =>
  discoverPlugins({ ...opts, dropIns: loadDropIns });
