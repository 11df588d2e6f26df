/**
 * The catalogue of every `svc.*` operator key (docs/configuration.md), plus the
 * deploy-time wiring keys the serverless runtime needs (table names, endpoints, OIDC).
 * The env form of `svc.a.b-c` is `SVC_A_B_C`. One place: the loader, the features list,
 * the table in docs/configuration.md and the CDK parameters all read this.
 */
export type KeyType = 'string' | 'boolean' | 'integer' | 'enum' | 'csv';

export interface ConfigKey {
  readonly key: string;
  readonly type: KeyType;
  /** Default as its string form; `undefined` means "none". */
  readonly default?: string;
  readonly values?: readonly string[];
  readonly description: string;
  /** A feature toggle is listed by `GET /v2/admin/features`. */
  readonly feature?: boolean;
  /** Changeable by the admin API at runtime. */
  readonly runtime?: boolean;
  /** Secret values never appear in logs, the features list or CDK parameters' defaults. */
  readonly secret?: boolean;
}

export const configKeys = [
  {
    key: 'svc.version',
    type: 'string',
    description: 'Version reported on the version endpoint (defaults to the build version).',
  },
  {
    key: 'svc.versioning.enabled',
    type: 'boolean',
    default: 'false',
    feature: true,
    description: 'Enables the entity-versioning code path.',
  },
  {
    key: 'svc.spatial-data.enabled',
    type: 'boolean',
    default: 'false',
    feature: true,
    description: 'Enables spatial features.',
  },
  {
    key: 'svc.autoconvert-int',
    type: 'boolean',
    default: 'false',
    feature: true,
    description:
      'Numeric autoconversion: Integer values written to a Double timeseries channel (or to a new channel whose first batch mixes Integers and Doubles) are stored as Doubles instead of refused.',
  },
  {
    key: 'svc.storage.provider',
    type: 'enum',
    values: ['dbfs', 's3', 'none'],
    default: 'dbfs',
    description: 'Active file adapter. Deploy-time only.',
  },
  {
    key: 'svc.files.s3.endpoint',
    type: 'string',
    default: '',
    description: 'Full URL of the S3-compatible endpoint; empty means the real cloud endpoint.',
  },
  { key: 'svc.files.s3.region', type: 'string', default: 'us-east-1', description: 'Region or placement zone.' },
  {
    key: 'svc.files.s3.access-key-id',
    type: 'string',
    default: '',
    secret: true,
    description: 'Falls back to the standard credential chain when blank.',
  },
  {
    key: 'svc.files.s3.secret-access-key',
    type: 'string',
    default: '',
    secret: true,
    description: 'Secret of the key pair above.',
  },
  { key: 'svc.files.s3.bucket', type: 'string', default: '', description: 'The S3 adapter is disabled when blank.' },
  {
    key: 'svc.files.s3.path-style-access',
    type: 'boolean',
    default: 'true',
    description: 'Set false for the real cloud endpoint.',
  },
  {
    key: 'svc.files.presign.upload-seconds',
    type: 'integer',
    default: '900',
    description:
      'Lifetime of a presigned upload URL (`POST /v2/file-containers/{appId}/upload-url`), 1–604800 (S3 signs at most 7 days; on AWS a URL also ends when the role session that signed it does, within hours).',
  },
  {
    key: 'svc.files.presign.download-seconds',
    type: 'integer',
    default: '300',
    description:
      'Lifetime of a presigned download URL (`GET .../files/{oid}/download-url`), 1–604800 (on AWS also bounded by the signing role session).',
  },
  {
    key: 'svc.plugins.dir',
    type: 'string',
    default: 'layers/plugins',
    description: 'Plugin drop-in directory (in Lambda the plugins layer under /opt).',
  },
  {
    key: 'svc.plugins.signing.required',
    type: 'boolean',
    default: 'false',
    feature: true,
    description: 'Refuse unsigned or untrusted plugin archives.',
  },
  {
    key: 'svc.plugins.signing.truststore.path',
    type: 'string',
    default: '',
    description: 'JKS, PKCS12 or PEM truststore; each certificate is a trust anchor.',
  },
  {
    key: 'svc.plugins.signing.truststore.password',
    type: 'string',
    default: '',
    secret: true,
    description: 'Truststore password.',
  },
  {
    key: 'svc.plugins.signing.trust-anchors',
    type: 'csv',
    default: '',
    description: 'CSV of alternative anchors; reserved. The truststore path takes precedence.',
  },
  {
    key: 'svc.plugins.compatibility.strict',
    type: 'boolean',
    default: 'true',
    feature: true,
    description: "Enforce each plugin's compatibility range.",
  },
  { key: 'svc.hdf.enabled', type: 'boolean', default: 'false', feature: true, description: 'HDF surface toggle.' },
  {
    key: 'svc.hdf.sidecar.endpoint',
    type: 'string',
    default: 'http://127.0.0.1:5101',
    description: 'Address of the HDF sidecar (HSDS).',
  },
  {
    key: 'svc.hdf.sidecar.username',
    type: 'string',
    secret: true,
    description: 'Sidecar Basic-auth user. Required when HDF is enabled.',
  },
  {
    key: 'svc.hdf.sidecar.password',
    type: 'string',
    secret: true,
    description: 'Sidecar Basic-auth password. Required when HDF is enabled.',
  },
  {
    key: 'svc.hdf.sidecar.password-salt',
    type: 'string',
    secret: true,
    description:
      "The `password_salt` HSDS runs with: svc derives each user's sidecar password from it (`GET /v2/hdf/credentials`). Blank: users get their sidecar credentials elsewhere.",
  },
  {
    key: 'svc.provenance.capture-reads',
    type: 'boolean',
    default: 'false',
    feature: true,
    description: 'Also captures GET requests as provenance activities.',
  },
  {
    key: 'svc.provenance.retention-days',
    type: 'integer',
    default: '730',
    description: 'Provenance retention; a negative value keeps rows forever.',
  },
  { key: 'svc.instance.id', type: 'string', description: 'Stamped as originInstance on each provenance activity.' },
  {
    key: 'svc.publish.minter',
    type: 'enum',
    values: ['local', 'none', 'datacite'],
    default: 'local',
    description: '`none` gives a resolver-only deployment; `datacite` activates the DOI minter.',
  },
  {
    key: 'svc.public-url',
    type: 'string',
    default: '',
    description:
      'Public base URL of the API, e.g. `https://api.example.org` (http or https, an optional path, no query): every public link (kip records, the unhide feed, OAI-PMH identifiers and base URL) is built from it, never from request headers. Required when publishing is on (`svc.versioning.enabled`); while blank, those endpoints answer 503.',
  },
  {
    key: 'svc.mappings.raw-point-budget',
    type: 'integer',
    default: '200000',
    description:
      'Points one mapping run may read for MEDIAN, MODE, STDDEV and INTEGRAL (each reads every point of its range), over all its inputs; past it the run answers 422 `mapping.limit-exceeded` naming the input.',
  },
  {
    key: 'svc.mappings.bind-timeout-ms',
    type: 'integer',
    default: '15000',
    description:
      "Deadline of binding a mapping run's inputs (aggregates and documents); past it the run answers 503 `service.unavailable` with Retry-After, well inside the gateway's 30 s.",
  },
  {
    key: 'svc.snapshots.step-size',
    type: 'integer',
    default: '1000',
    description:
      'DataObjects (with their references) one snapshot step records, 1–10,000: a Collection with fewer is snapshotted within the request; a larger one by the snapshot worker, this many per step.',
  },
  {
    key: 'svc.snapshots.request-lease-ms',
    type: 'integer',
    default: '45000',
    description:
      "How long the request that takes a snapshot holds it (ms, at least 1000): it must outlast the HTTP function (API Gateway ends a request at 29 s). The request's delayed message reaches the snapshot worker 5 s after the lease, so a request that dies mid-step is taken over then.",
  },
  {
    key: 'svc.semantic.internal.enabled',
    type: 'boolean',
    default: 'true',
    feature: true,
    description: 'Master toggle of the internal semantic repository bootstrap.',
  },
  {
    key: 'svc.semantic.internal.handle-vocab-uris',
    type: 'enum',
    values: ['IGNORE', 'SHORTEN', 'MAP', 'KEEP'],
    default: 'IGNORE',
    runtime: true,
    description: 'How vocabulary URIs are handled.',
  },
  {
    key: 'svc.semantic.internal.preseed-ontologies.enabled',
    type: 'boolean',
    default: 'true',
    feature: true,
    description: 'Install default; seeds the runtime semantic config.',
  },
  {
    key: 'svc.semantic.internal.preseed-ontologies.skip-bundles',
    type: 'csv',
    default: '',
    description: 'CSV of ontology bundle ids to skip. Install default.',
  },
  {
    key: 'svc.semantic.internal.user-bundles-dir',
    type: 'string',
    default: '/var/lib/svc/ontologies/',
    description: 'Deploy-time only. Where uploaded bundles are written.',
  },
  {
    key: 'svc.plugins.video.enabled',
    type: 'boolean',
    default: 'false',
    feature: true,
    description: 'Video payload kind plugin toggle.',
  },
  {
    key: 'svc.plugins.ai.enabled',
    type: 'boolean',
    default: 'false',
    feature: true,
    description: 'LLM provider plugin toggle.',
  },
  {
    key: 'svc.plugins.wiki-writer.enabled',
    type: 'boolean',
    default: 'false',
    feature: true,
    description: 'Lab journal writer plugin toggle (needs the ai plugin and its TEXT slot).',
  },
  // Deploy-time wiring of the serverless runtime (not in the legacy table, same conventions).
  {
    key: 'svc.errors.url',
    type: 'string',
    default: 'https://svc.example.org/errors',
    description: 'Base of RFC 7807 problem `type` URIs ({errors_url}).',
  },
  {
    key: 'svc.provenance.namespace',
    type: 'string',
    default: 'https://svc.example.org/prov#',
    description: 'Provenance namespace ({svc_prov_ns}).',
  },
  {
    key: 'svc.aws.endpoint',
    type: 'string',
    default: '',
    description: 'AWS API endpoint override (the local emulator); empty means real AWS.',
  },
  {
    key: 'svc.aws.dynamodb-endpoint',
    type: 'string',
    default: '',
    description: 'DynamoDB endpoint override (locally DynamoDB Local); empty means `svc.aws.endpoint`.',
  },
  {
    key: 'svc.aws.region',
    type: 'string',
    default: 'us-east-1',
    description: 'AWS region of DynamoDB, SQS and Secrets Manager.',
  },
  {
    key: 'svc.dependency.connect-timeout-ms',
    type: 'integer',
    default: '1000',
    description: 'Connect timeout of every dependency client (graph, DynamoDB, S3, SQS, Secrets Manager).',
  },
  {
    key: 'svc.dependency.timeout-ms',
    type: 'integer',
    default: '3000',
    description:
      'Deadline of one dependency call (a graph query, an AWS request with its retries); past it the request answers 503 `dependency.unavailable`.',
  },
  {
    key: 'svc.request.deadline-ms',
    type: 'integer',
    default: '25000',
    description:
      "Deadline budget of one HTTP request: every dependency call it makes (graph, DynamoDB, S3, SQS, Secrets Manager, HSDS, outbound) is bounded by what is left of it and cancelled when it runs out, and the request then answers 503 `dependency.unavailable`; under API Gateway's 30 s, with room for the authorizer and a cold start.",
  },
  {
    key: 'svc.outbound.allow-private',
    type: 'boolean',
    default: 'false',
    description:
      "Lets the addresses admins and users choose (semantic repository endpoints, ontology URLs, import sources, the ai plugin's endpoint) reach loopback, private (RFC 1918, fc00::/7) and shared (100.64.0.0/10) addresses; link-local, multicast, unspecified and reserved ones stay refused. Off in AWS, where private ranges reach the VPC; on in the local cloud.",
  },
  {
    key: 'svc.resource.prefix',
    type: 'string',
    default: 'svc',
    description: 'Prefix of table, queue and bucket names (set by the stack).',
  },
  {
    key: 'svc.neo4j.uri',
    type: 'string',
    default: 'bolt://127.0.0.1:7687',
    description: 'Bolt URI of the graph (in AWS read from the Neo4j secret).',
  },
  { key: 'svc.neo4j.username', type: 'string', default: '', description: 'Graph user; blank means no authentication.' },
  { key: 'svc.neo4j.password', type: 'string', default: '', secret: true, description: 'Graph password.' },
  {
    key: 'svc.neo4j.secret-arn',
    type: 'string',
    default: '',
    description: 'Secrets Manager secret `{uri, username, password}` that overrides the three keys above.',
  },
  {
    key: 'svc.hdf.secret-arn',
    type: 'string',
    default: '',
    description: 'Secrets Manager secret `{username, password, passwordSalt?}` for the HDF sidecar.',
  },
  {
    key: 'svc.auth.signing-secret-arn',
    type: 'string',
    default: '',
    description: 'Secrets Manager secret holding the instance key that signs API keys.',
  },
  {
    key: 'svc.auth.signing-key-file',
    type: 'string',
    default: '',
    description: 'Local alternative to the secret above: a file holding the instance key.',
  },
  {
    key: 'svc.auth.cache-seconds',
    type: 'integer',
    default: '60',
    description: 'Authorizer cache lifetime; a revoked key stops working within this time (max 60).',
  },
  {
    key: 'svc.secrets.cache-seconds',
    type: 'integer',
    default: '300',
    description:
      'How long an operator-kept credential (the DataCite password, AI provider API keys) read from Secrets Manager is reused before it is read again, 0–3600 (0: on every use). A call the DataCite or AI provider refuses with 401/403 re-reads its secret at once and, when it changed, is made once more.',
  },
  {
    key: 'svc.frontend.origin',
    type: 'string',
    default: '*',
    description: 'Origin allowed to PUT to presigned upload URLs (bucket CORS).',
  },
  { key: 'OIDC_PUBLIC', type: 'string', default: '', description: 'PEM public key of the OpenID Connect provider.' },
  { key: 'OIDC_AUTHORITY', type: 'string', default: '', description: 'Issuer (authority) of accepted OIDC tokens.' },
  { key: 'OIDC_ROLE', type: 'string', default: 'roles', description: 'Name of the role claim in OIDC tokens.' },
] as const satisfies readonly ConfigKey[];

export type ConfigKeyName = (typeof configKeys)[number]['key'];

/** `svc.files.s3.access-key-id` → `SVC_FILES_S3_ACCESS_KEY_ID`; OIDC_* keys are their own env form. */
export function envName(key: string): string {
  return key.replace(/[.-]/g, '_').toUpperCase();
}
