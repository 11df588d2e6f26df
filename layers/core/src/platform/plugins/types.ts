import type { Readable } from 'node:stream';

/**
 * The plugin contract (docs/plugins.md, Plugin entry and Plugin lifecycle; docs/architecture.md §7). A plugin is an archive
 * `svc-plugin-<id>-<version>.tgz` (or an unpacked folder of that name) holding `svc-plugin.json`
 * and an ESM entry module whose default export (or `register` export) is a `RegistrationHook`.
 */
export type PluginState = 'DISCOVERED' | 'ENABLED' | 'DISABLED' | 'FAILED' | 'DEGRADED';

/** Prefixes of `failureMessage` (docs/plugins.md, Plugin lifecycle). */
export type PluginFailureCode =
  | 'plugin.signature.unsigned'
  | 'plugin.signature.untrusted'
  | 'plugin.compatibility.failed'
  | 'plugin.compatibility.unparseable'
  | 'plugin.dependency.missing'
  | 'plugin.dependency.version-mismatch'
  | 'plugin.dependency.cycle'
  | 'plugin.duplicate-id'
  | 'plugin.manifest.invalid'
  | 'plugin.discovery.failed';

export interface PluginManifest {
  /** Lower-case, hyphen-separated; equals the config-key segment and the archive suffix. */
  readonly id: string;
  readonly version: string;
  /** Semver range in the spec's comma form, e.g. `>=5.2.0,<6`. */
  readonly svcCompatibility: string;
  readonly title: string;
  readonly description: string;
  readonly repositoryUrl?: string;
  readonly licence: string;
  /** Entry module, relative to the plugin root (default `index.mjs`). */
  readonly entry: string;
  /** Sibling plugins this one needs, id → semver range (comma form). */
  readonly dependencies: Readonly<Record<string, string>>;
  /** Sidecar services it needs, e.g. `hsds`. */
  readonly sidecars: readonly string[];
}

/** A row of `GET /v2/admin/plugins`: exactly the spec's Plugin entry. */
export interface PluginEntry {
  readonly id: string;
  readonly version: string;
  readonly svcCompatibility: string;
  readonly state: PluginState;
  readonly enabled: boolean;
  /** Null for plugins compiled into the build. */
  readonly sourcePath: string | null;
  /** ISO 8601. */
  readonly registeredAt: string;
  readonly failureMessage?: string;
}

// ── extension points ─────────────────────────────────────────────────────────────────────────

export interface StorageAdapterCapabilities {
  readonly presign: boolean;
  readonly streaming: boolean;
}
/** File storage SPI (the files issue fills in the behaviour; `s3` is the file-s3 plugin). */
export interface StorageAdapter {
  readonly id: string;
  readonly capabilities: StorageAdapterCapabilities;
  /** Streams `body` under `key` (a whole file never sits in memory); resolves to the bytes stored. */
  put(key: string, body: Readable, size?: number): Promise<{ size: number }>;
  /** A stream of the stored bytes; rejects with a not-found problem when the key is absent. */
  get(key: string): Promise<Readable>;
  /**
   * A stream of bytes `start`..`end` (inclusive, `end` below the stored size) of a stored object,
   * reading only what the range needs; adapters without it are read from the start (storage/ranges.ts).
   */
  getRange?(key: string, start: number, end: number): Promise<Readable>;
  /** Idempotent: deleting an absent key succeeds. */
  delete(key: string): Promise<void>;
  /** Size of a stored object (and its MD5 when the store knows it), undefined when absent. */
  stat(key: string): Promise<{ size: number; md5?: string } | undefined>;
  presignPut?(key: string, expiresSeconds: number): Promise<string>;
  presignGet?(key: string, expiresSeconds: number): Promise<string>;
}

export interface PayloadKind {
  readonly id: string;
  readonly title: string;
  readonly mediaTypes: readonly string[];
}

/** What a minter may register with an agency about the version it mints (DOIs need it; local PIDs do not). */
export interface MintRecord {
  readonly title: string;
  readonly description: string | null;
  readonly creators: readonly { readonly name: string; readonly givenName?: string; readonly familyName?: string }[];
  readonly publicationYear: number;
  /** `Dataset` for a Collection, `Other` with resourceType DataObject for a DataObject. */
  readonly resourceType: string;
  /** From the entity's semantic annotations: the value's label, its IRI and the repository it came from. */
  readonly subjects: readonly MintSubject[];
}

export interface MintSubject {
  readonly subject: string;
  readonly valueUri?: string;
  readonly subjectScheme?: string;
  readonly schemeUri?: string;
}

export interface MintInput {
  readonly kind: string;
  readonly appId: string;
  readonly version: number;
  readonly instanceId: string;
  readonly record?: MintRecord;
  /** The entity's previous version, to chain versions (IsNewVersionOf / HasVersion). */
  readonly previous?: { readonly pid: string; readonly version: number; readonly record: MintRecord };
}

export interface IdentifierMinter {
  readonly id: string;
  /** Idempotent for the same input: a retry after a failure mints (or re-registers) the same PID. */
  mint(input: MintInput): Promise<string>;
}

export interface PluginRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Must live under `/v2/`. */
  readonly path: string;
  readonly auth: 'public' | 'authenticated' | 'instance-admin';
  readonly summary: string;
  handle(req: {
    pathParameters: Record<string, string>;
    query: Record<string, string>;
    body: unknown;
    username?: string;
  }): Promise<{ status: number; body?: unknown; contentType?: string }>;
}

export type LlmCapability = 'TEXT' | 'FAST_TEXT' | 'IMAGE_GEN' | 'VISION' | 'EMBEDDING' | 'STRUCTURED';

/** One chat turn; an image (VISION) travels as bytes with its media type. */
export interface LlmMessage {
  readonly role: 'user' | 'assistant';
  readonly text: string;
  readonly images?: readonly {
    readonly mediaType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
    readonly bytes: Uint8Array;
  }[];
}

/** What the `ai` plugin asks a provider for: the slot's model and limits are always set. */
export interface LlmRequest {
  readonly capability: LlmCapability;
  readonly model: string;
  readonly system?: string;
  readonly messages: readonly LlmMessage[];
  /** Output token limit, always sent to the provider. */
  readonly maxTokens: number;
  readonly temperature?: number;
  readonly topP?: number;
  readonly stopSequences?: readonly string[];
  /** STRUCTURED: the JSON Schema the answer must satisfy. */
  readonly jsonSchema?: Readonly<Record<string, unknown>>;
}

/** The slot's binding as the provider sees it: where to call and how (no secret values). */
export interface LlmBinding {
  /** Base URL (OpenAI-compatible: up to and including `/v1`; Bedrock: an endpoint override). */
  readonly endpoint: string | null;
  readonly region: string | null;
  /** Name of the Secrets Manager secret holding an API key, if the provider needs one. */
  readonly apiKeySecret: string | null;
}

export interface LlmCallContext {
  /** Aborted when the call's time budget runs out: pass it to every request. */
  readonly signal: AbortSignal;
  /** Resolves a secret by name (Secrets Manager); never log its value. */
  secret(name: string): Promise<string>;
}

export interface LlmResult {
  readonly text: string;
  readonly tokensIn: number;
  readonly tokensOut: number;
  /** `end_turn`, `max_tokens`, … as the provider said, normalised to lower case. */
  readonly stopReason: string | null;
}

/**
 * Why a provider call failed, set as `llmFailure` on the error a provider throws: `throttled`
 * is retried with backoff (bounded attempts), `unavailable` (timeout, 5xx, unreachable) answers
 * 503, `refused` (the provider said no) and `malformed` (an answer svc cannot read) answer 502.
 * A refusal of the credential itself (401/403) also sets `authentication: true` on the error: the
 * caller then reads the binding's secret again and, when it was rotated, calls once more.
 */
export type LlmFailure = 'throttled' | 'unavailable' | 'refused' | 'malformed';

/** A preview of one request: what the provider would receive, with secrets replaced. */
export interface LlmRequestPreview {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/**
 * LLM provider SPI (the `ai` plugin binds each capability slot to one provider and model). A
 * provider makes one attempt per `complete` call: the plugin bounds it in time, retries
 * throttling, meters tokens and records provenance.
 */
export interface LlmProvider {
  readonly id: string;
  readonly capabilities: readonly LlmCapability[];
  complete(request: LlmRequest, binding: LlmBinding, ctx: LlmCallContext): Promise<LlmResult>;
  /** The request `complete` would send, without secrets (admin preview). */
  preview(request: LlmRequest, binding: LlmBinding): LlmRequestPreview;
}

/** A top-level `svc-admin` command group; `register` receives a commander `Command`. */
export interface CliCommandGroup {
  readonly name: string;
  readonly description: string;
  register(group: unknown): void;
}

export interface AnnotationParser {
  readonly id: string;
  /** Lower-case file extensions without the dot, e.g. `step`. */
  readonly extensions: readonly string[];
  /** Content sniffing: also claims a file whose first bytes (up to 512) it recognises, whatever its name. */
  sniff?(head: Buffer): boolean;
  /** `size` is the stored size when the storage knows it (a parser that spools checks it fits). */
  parse(input: { fileName: string; body: Readable; size?: number }): Promise<{ predicate: string; value: string }[]>;
}

/** A channel of a view binding as the render endpoint resolved it (null fields: not stored). */
export interface ViewChannel {
  readonly id: number;
  readonly containerId: number;
  readonly measurement: string;
  readonly device: string;
  readonly location: string;
  readonly symbolicName: string;
  readonly field: string;
  readonly valueType: string;
  readonly unit: string | null;
}

export interface ViewBinding {
  readonly role: string;
  readonly status: 'RESOLVED' | 'MISSING';
  readonly channelSelector: string;
  readonly unit: string | null;
  readonly required: boolean;
  readonly channel: ViewChannel | null;
}

/**
 * A view-recipe renderer (docs/views.md), chosen by the SHACL shape IRI of the
 * template body (its `shape`, else the main node shape of its `shapeGraph`). It sees the resolved
 * bindings and answers the `renderer` hint (a hint only: the wire payload keeps its shape) and
 * warnings of its own. Bounded by the caller (a renderer that takes longer than 2 s answers 503).
 */
export interface ViewRecipeRenderer {
  readonly id: string;
  readonly shapeIri: string;
  render(input: {
    readonly templateAppId: string;
    readonly body: Readonly<Record<string, unknown>>;
    readonly focusDataObjectAppId: string;
    readonly bindings: readonly ViewBinding[];
  }): { renderer: string; warnings?: readonly string[] } | Promise<{ renderer: string; warnings?: readonly string[] }>;
}

export interface ExtensionPoints {
  storageAdapters: StorageAdapter[];
  payloadKinds: PayloadKind[];
  minters: IdentifierMinter[];
  routes: PluginRoute[];
  llmProviders: LlmProvider[];
  cliCommandGroups: CliCommandGroup[];
  annotationParsers: AnnotationParser[];
  renderers: ViewRecipeRenderer[];
}

/** What a registration hook receives: typed contributions plus its own effective toggle. */
export interface PluginContext {
  readonly manifest: PluginManifest;
  /** The plugin's effective `enabled`, read at call time: every plugin gates its own behaviour. */
  isEnabled(): boolean;
  readonly log: {
    info(msg: string, data?: Record<string, unknown>): void;
    warn(msg: string, data?: Record<string, unknown>): void;
  };
  registerStorageAdapter(a: StorageAdapter): void;
  registerPayloadKind(k: PayloadKind): void;
  registerMinter(m: IdentifierMinter): void;
  registerRoute(r: PluginRoute): void;
  registerLlmProvider(p: LlmProvider): void;
  registerCliCommandGroup(g: CliCommandGroup): void;
  registerAnnotationParser(p: AnnotationParser): void;
  registerRenderer(r: ViewRecipeRenderer): void;
}

export type RegistrationHook = (ctx: PluginContext) => void | Promise<void>;

/** Effective toggles: the runtime override wins, then `svc.plugins.<id>.enabled`, then true. */
export interface ToggleSource {
  override(id: string): boolean | undefined;
  configured(id: string): boolean | undefined;
}
