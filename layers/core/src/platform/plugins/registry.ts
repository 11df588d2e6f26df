import { realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { config } from '../config/load.ts';
import { logger } from '../observability/logger.ts';
import type {
  ExtensionPoints,
  PluginEntry,
  PluginManifest,
  PluginState,
  RegistrationHook,
  ToggleSource,
} from './types.ts';
import { checkCompatibility } from './compatibility.ts';
import {
  createContributionContext,
  emptyExtensionPoints,
  mergeExtensionPoints,
  type PluginLog,
} from './contributions.ts';
import { resolveDependencies } from './dependencies.ts';
import { validateManifest, type PluginManifestInput } from './manifest.ts';
import { configToggleSource, effectiveEnabled } from './toggles.ts';

/** Reads the drop-in plugins of `d.s.dir` into records (DISCOVERED, or FAILED at a gate). */
export type DropInLoader = (d: Discovery) => Promise<PluginRecord[]>;

/** A plugin compiled into the build: no archive, no signature gate, `sourcePath: null`. */
export interface BuiltinPlugin {
  readonly manifest: PluginManifestInput;
  readonly register: RegistrationHook;
}

/** Everything `discoverPlugins` reads; each omitted value defaults from `config()`. */
export interface DiscoverOptions {
  /** `svc.plugins.dir`. A missing directory means no drop-in plugins. */
  readonly dir?: string;
  /** Compiled-in plugins, processed before the directory's, in this order. */
  readonly builtins?: readonly BuiltinPlugin[];
  /** `svc.plugins.signing.required`. */
  readonly signingRequired?: boolean;
  /** `svc.plugins.signing.truststore.path`. */
  readonly truststorePath?: string;
  /** `svc.plugins.signing.truststore.password`. */
  readonly truststorePassword?: string;
  /** `svc.plugins.compatibility.strict`. */
  readonly compatibilityStrict?: boolean;
  /** `svc.version`. */
  readonly runningVersion?: string;
  /** Effective toggles, read at startup (DISABLED) and on every `isEnabled()` / `entries()` call. Default: configuration, no overrides. */
  readonly toggles?: ToggleSource;
  /** Extraction cache. Default `os.tmpdir()/svc-plugins`. */
  readonly cacheDir?: string;
  /**
   * Reads the directory's drop-in plugins (drop-ins.ts). Without it only the compiled-in plugins
   * are registered: functions that never consult a plugin contribution leave the archive,
   * signature and truststore code (tar, node-forge, the keystore readers) out of their bundle.
   */
  readonly dropIns?: DropInLoader;
  /** A registration hook that has not settled after this long is FAILED. Default 30 000 ms. */
  readonly hookTimeoutMs?: number;
  /** Archives read, verified and extracted in parallel. Default 8. */
  readonly concurrency?: number;
  /** Clock for `registeredAt` and certificate validity. */
  readonly now?: () => Date;
}

/** The outcome of discovery: rows in insertion order and the contributions of the live plugins. */
export interface PluginRegistry {
  /** Every plugin in insertion order (compiled-in, then the directory by name; FAILED and DISABLED included). */
  entries(toggles?: ToggleSource): PluginEntry[];
  /** The row that owns `id` (the first registered; a later duplicate never shadows it). */
  entry(id: string, toggles?: ToggleSource): PluginEntry | undefined;
  /** The validated manifest of the plugin that owns `id`. */
  manifest(id: string): PluginManifest | undefined;
  /** Effective toggle of `id` at call time (override ?? configured ?? true). */
  isEnabled(id: string, toggles?: ToggleSource): boolean;
  /** Contributions of the plugins whose hook returned cleanly, in registration order. Frozen. */
  readonly extensions: ExtensionPoints;
  /** What the plugin owning `id` contributed (undefined unless it is ENABLED). Frozen. */
  contributions(id: string): ExtensionPoints | undefined;
}

/** One plugin as discovery tracks it. */
export interface PluginRecord {
  id: string;
  version: string;
  svcCompatibility: string;
  readonly sourcePath: string | null;
  manifest?: PluginManifest;
  /** Plugin root (archive extraction or folder), for drop-ins. */
  root?: string;
  /** The hook of a compiled-in plugin. */
  hook?: RegistrationHook;
  /** Lost the id to an earlier plugin. */
  duplicate: boolean;
  /** What its hook contributed, once ENABLED. */
  contributed?: ExtensionPoints;
  state: PluginState;
  decidedAt: Date;
  failureMessage?: string;
}

export interface Settings {
  readonly dir: string;
  readonly signingRequired: boolean;
  readonly truststorePath: string;
  readonly truststorePassword: string;
  readonly strict: boolean;
  readonly runningVersion: string;
  readonly toggles: ToggleSource;
  readonly cacheDir: string | undefined;
  readonly hookTimeoutMs: number;
  readonly concurrency: number;
  readonly now: () => Date;
}

function settingsFrom(opts: DiscoverOptions): Settings {
  const c = () => config();
  return {
    dir: opts.dir ?? c()['svc.plugins.dir'],
    signingRequired: opts.signingRequired ?? c()['svc.plugins.signing.required'],
    truststorePath: opts.truststorePath ?? c()['svc.plugins.signing.truststore.path'],
    truststorePassword: opts.truststorePassword ?? c()['svc.plugins.signing.truststore.password'],
    strict: opts.compatibilityStrict ?? c()['svc.plugins.compatibility.strict'],
    runningVersion: opts.runningVersion ?? c()['svc.version'] ?? '0.0.0',
    toggles: opts.toggles ?? configToggleSource(),
    cacheDir: opts.cacheDir,
    hookTimeoutMs: opts.hookTimeoutMs ?? 30_000,
    concurrency: Math.max(1, opts.concurrency ?? 8),
    now: opts.now ?? (() => new Date()),
  };
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class Discovery {
  constructor(readonly s: Settings) {}

  decide(rec: PluginRecord, state: PluginState, failureMessage?: string): void {
    rec.state = state;
    rec.decidedAt = this.s.now();
    if (failureMessage !== undefined) rec.failureMessage = failureMessage;
  }

  /** A gate refused the plugin. */
  fail(rec: PluginRecord, failureMessage: string): void {
    this.decide(rec, 'FAILED', failureMessage);
    logger.warn('plugin.failed', {
      pluginId: rec.id,
      version: rec.version,
      sourcePath: rec.sourcePath,
      failureMessage,
    });
  }

  /** Loading or registration failed: `plugin.discovery.failed: <message>` plus the spec's log line. */
  discoveryFailed(rec: PluginRecord, cause: unknown): void {
    const message = errorMessage(cause);
    this.decide(rec, 'FAILED', `plugin.discovery.failed: ${message}`);
    logger.error('plugin.discovery.failed', {
      pluginId: rec.id,
      version: rec.version,
      sourcePath: rec.sourcePath,
      cause: message,
      ...(cause instanceof Error ? { error: cause } : {}),
    });
  }

  newRecord(id: string, version: string, sourcePath: string | null): PluginRecord {
    return {
      id,
      version,
      svcCompatibility: '',
      sourcePath,
      duplicate: false,
      state: 'DISCOVERED',
      decidedAt: this.s.now(),
    };
  }

  builtin(b: BuiltinPlugin, index: number): PluginRecord {
    const raw: unknown = b.manifest;
    const rawId =
      typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string'
        ? raw.id
        : `builtin-${index}`;
    const rawVersion =
      typeof raw === 'object' && raw !== null && 'version' in raw && typeof raw.version === 'string' ? raw.version : '';
    const rec = this.newRecord(rawId, rawVersion, null);
    const result = validateManifest(raw);
    if (!result.ok) {
      this.fail(rec, result.message);
      return rec;
    }
    this.discovered(rec, result.manifest);
    rec.hook = b.register;
    return rec;
  }

  discovered(rec: PluginRecord, manifest: PluginManifest): void {
    rec.manifest = manifest;
    rec.id = manifest.id;
    rec.version = manifest.version;
    rec.svcCompatibility = manifest.svcCompatibility;
    this.decide(rec, 'DISCOVERED');
  }

  /** Imports the entry module of a drop-in and returns its hook (named `register`, else the default export). */
  async loadHook(rec: PluginRecord): Promise<RegistrationHook> {
    if (rec.hook !== undefined) return rec.hook;
    if (rec.root === undefined || rec.manifest === undefined) throw new Error('plugin has no root');
    const root = await realpath(rec.root);
    let entry: string;
    try {
      entry = await realpath(resolve(root, rec.manifest.entry));
    } catch {
      throw new Error(`entry module ${rec.manifest.entry} not found`);
    }
    if (!entry.startsWith(root + sep))
      throw new Error(`entry module ${rec.manifest.entry} resolves outside the plugin root`);
    const mod = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    const hook = typeof mod['register'] === 'function' ? mod['register'] : mod['default'];
    if (typeof hook !== 'function')
      throw new Error(`entry module ${rec.manifest.entry} exports no register function (named "register" or default)`);
    return hook as RegistrationHook;
  }

  /** Calls the hook with a private context; merges its contributions only if it returns cleanly in time. */
  async register(rec: PluginRecord, manifest: PluginManifest, extensions: ExtensionPoints): Promise<void> {
    const { toggles } = this.s;
    const log: PluginLog = {
      info: (msg, data) => logger.info(msg, { ...data, pluginId: manifest.id }),
      warn: (msg, data) => logger.warn(msg, { ...data, pluginId: manifest.id }),
    };
    const ctx = createContributionContext({ manifest, isEnabled: () => effectiveEnabled(toggles, manifest.id), log });
    let timer: NodeJS.Timeout | undefined;
    try {
      const hook = await this.loadHook(rec);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`registration hook did not settle within ${this.s.hookTimeoutMs} ms`)),
          this.s.hookTimeoutMs,
        );
      });
      await Promise.race([Promise.resolve().then(() => hook(ctx.context)), timeout]);
    } catch (e) {
      ctx.seal();
      this.discoveryFailed(rec, e);
      return;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
    ctx.seal();
    mergeExtensionPoints(extensions, ctx.collected);
    rec.contributed = freezeExtensions(ctx.collected);
    this.decide(rec, 'ENABLED');
  }
}

function freezeExtensions(e: ExtensionPoints): ExtensionPoints {
  for (const list of Object.values(e)) Object.freeze(list);
  return Object.freeze(e);
}

/**
 * Discovery and registration at startup (docs/plugins.md, Plugin lifecycle). Compiled-in plugins first, then
 * every `svc-plugin-<id>-<version>.tgz` and folder of that name in the directory, by name. Per
 * plugin: signature gate (drop-ins, when required) → extraction → manifest (DISCOVERED) →
 * duplicate id (the first to load its manifest keeps the id) → compatibility gate → dependency
 * check → toggle (DISABLED) → import and `register` (ENABLED, or FAILED with
 * `plugin.discovery.failed`). Registration runs in dependency order; rows keep insertion order.
 * Never throws for a bad plugin; only for an unreadable plugin directory.
 */
export async function discoverPlugins(opts: DiscoverOptions = {}): Promise<PluginRegistry> {
  const s = settingsFrom(opts);
  const d = new Discovery(s);
  const started = performance.now();
  const records = await loadRecords(d, opts);
  const owners = claimIds(d, records);
  compatibilityGate(d, records);
  const order = dependencyGate(d, records);
  const extensions = freezeExtensions(await registerInOrder(d, order, owners));
  logDiscoveryDone(s, records, started);
  return registryOf(s, records, owners, extensions);
}

/** The records in insertion order: compiled-in plugins, then the directory's (signature, extraction and manifest gates run there). */
async function loadRecords(d: Discovery, opts: DiscoverOptions): Promise<PluginRecord[]> {
  const builtins = (opts.builtins ?? []).map((b, i) => d.builtin(b, i));
  const dropIns = opts.dropIns ? await opts.dropIns(d) : [];
  return [...builtins, ...dropIns];
}

/** Duplicate ids: the first plugin whose manifest loaded owns the id; a later one is FAILED. */
function claimIds(d: Discovery, records: readonly PluginRecord[]): Map<string, PluginRecord> {
  const owners = new Map<string, PluginRecord>();
  for (const rec of records) {
    if (rec.manifest === undefined) continue;
    const owner = owners.get(rec.id);
    if (owner === undefined) {
      owners.set(rec.id, rec);
    } else {
      rec.duplicate = true;
      d.fail(rec, `plugin.duplicate-id: ${rec.id} already registered from ${owner.sourcePath ?? '(compiled-in)'}`);
    }
  }
  return owners;
}

/** Compatibility gate: an incompatible `svcCompatibility` is FAILED when strict, else only logged. */
function compatibilityGate(d: Discovery, records: readonly PluginRecord[]): void {
  const { s } = d;
  for (const rec of records) {
    if (rec.state !== 'DISCOVERED' || rec.manifest === undefined) continue;
    const compat = checkCompatibility(rec.manifest.svcCompatibility, s.runningVersion);
    if (compat.ok) continue;
    if (s.strict) d.fail(rec, compat.message);
    else {
      logger.warn(compat.code, {
        pluginId: rec.id,
        svcCompatibility: rec.manifest.svcCompatibility,
        runningVersion: s.runningVersion,
        detail: compat.message,
        strict: false,
      });
    }
  }
}

/** Dependency check over the plugins that passed the earlier gates; answers the registration order. */
function dependencyGate(d: Discovery, records: readonly PluginRecord[]): readonly string[] {
  const candidates = records.filter((r) => r.state === 'DISCOVERED' && r.manifest !== undefined);
  const failedIds = new Set(records.filter((r) => r.state === 'FAILED' && !r.duplicate).map((r) => r.id));
  for (const c of candidates) failedIds.delete(c.id);
  const resolution = resolveDependencies(
    candidates.map((r) => ({ id: r.id, version: r.version, dependencies: r.manifest?.dependencies ?? {} })),
    failedIds,
  );
  for (const rec of candidates) {
    const failure = resolution.failures.get(rec.id);
    if (failure !== undefined) d.fail(rec, failure);
  }
  return resolution.order;
}

/**
 * Registration, dependencies first: a plugin whose dependency FAILED at registration is FAILED,
 * a disabled one DISABLED; the others run their hook. Answers the merged contributions.
 */
async function registerInOrder(
  d: Discovery,
  order: readonly string[],
  owners: ReadonlyMap<string, PluginRecord>,
): Promise<ExtensionPoints> {
  const extensions = emptyExtensionPoints();
  for (const id of order) {
    const rec = owners.get(id);
    const manifest = rec?.manifest;
    if (rec === undefined || manifest === undefined) continue;
    const failedDep = Object.keys(manifest.dependencies).find((dep) => owners.get(dep)?.state === 'FAILED');
    if (failedDep !== undefined) {
      d.fail(rec, `plugin.dependency.missing: ${failedDep} (FAILED)`);
      continue;
    }
    if (!effectiveEnabled(d.s.toggles, id)) {
      d.decide(rec, 'DISABLED');
      continue;
    }
    await d.register(rec, manifest, extensions);
  }
  return extensions;
}

function logDiscoveryDone(s: Settings, records: readonly PluginRecord[], started: number): void {
  const count = (state: PluginState) => records.filter((r) => r.state === state).length;
  logger.info('plugin.discovery.done', {
    dir: s.dir,
    plugins: records.length,
    enabled: count('ENABLED'),
    disabled: count('DISABLED'),
    failed: count('FAILED'),
    ms: Math.round(performance.now() - started),
  });
}

/** The registry over the decided records; toggles are read again at every call. */
function registryOf(
  s: Settings,
  records: readonly PluginRecord[],
  owners: ReadonlyMap<string, PluginRecord>,
  extensions: ExtensionPoints,
): PluginRegistry {
  const toEntry = (rec: PluginRecord, toggles: ToggleSource): PluginEntry => ({
    id: rec.id,
    version: rec.version,
    svcCompatibility: rec.svcCompatibility,
    state: rec.state,
    enabled: effectiveEnabled(toggles, rec.id),
    sourcePath: rec.sourcePath,
    registeredAt: rec.decidedAt.toISOString(),
    ...(rec.state === 'FAILED' && rec.failureMessage !== undefined ? { failureMessage: rec.failureMessage } : {}),
  });
  const ownerOf = (id: string): PluginRecord | undefined => owners.get(id) ?? records.find((r) => r.id === id);
  return {
    entries: (toggles = s.toggles) => records.map((r) => toEntry(r, toggles)),
    entry: (id, toggles = s.toggles) => {
      const rec = ownerOf(id);
      return rec === undefined ? undefined : toEntry(rec, toggles);
    },
    manifest: (id) => owners.get(id)?.manifest,
    isEnabled: (id, toggles = s.toggles) => effectiveEnabled(toggles, id),
    extensions,
    contributions: (id) => owners.get(id)?.contributed,
  };
}
