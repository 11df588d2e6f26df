/**
 * The one error type of svc, rendered as RFC 7807 `application/problem+json`.
 * `type` is `{errors_url}/<code>`; the catalogue below is the documented set of codes
 * (the OpenAPI document publishes it).
 */
export const problemCatalogue = {
  'request.not-found': { status: 404, title: 'Not Found' },
  'request.method-not-allowed': { status: 405, title: 'Method Not Allowed' },
  'request.malformed-json': { status: 400, title: 'Malformed JSON' },
  'request.invalid': { status: 400, title: 'Invalid Request' },
  'request.unsupported-media-type': { status: 415, title: 'Unsupported Media Type' },
  'request.not-acceptable': { status: 406, title: 'Not Acceptable' },
  'request.too-large': { status: 413, title: 'Request Entity Too Large' },
  'request.headers-too-large': { status: 431, title: 'Request Header Fields Too Large' },
  'request.timeout': { status: 504, title: 'Gateway Timeout' },
  'response.too-large': { status: 502, title: 'Response Too Large' },
  'auth.unauthenticated': { status: 401, title: 'Unauthorized' },
  'auth.forbidden': { status: 403, title: 'Forbidden' },
  'auth.role-escalation': { status: 403, title: 'Role Escalation Refused' },
  'resource.not-found': { status: 404, title: 'Not Found' },
  'resource.conflict': { status: 409, title: 'Conflict' },
  'resource.gone': { status: 410, title: 'Gone' },
  'service.unavailable': { status: 503, title: 'Service Unavailable' },
  /** A dependency (graph, DynamoDB, S3, SQS, Secrets Manager, HSDS, an external endpoint) hung or refused: `dependency` names it. */
  'dependency.unavailable': { status: 503, title: 'Dependency Unavailable' },
  'dependency.refused': { status: 502, title: 'Dependency Refused' },
  'internal.error': { status: 500, title: 'Internal Server Error' },
  'provenance.unsupported-profile': { status: 406, title: 'Unsupported Provenance Profile' },
  'plugin.not-found': { status: 404, title: 'Plugin Not Found' },
  'legacy.disabled': { status: 410, title: 'Legacy Shelf Disabled' },
  'semantic.bundle.required': { status: 409, title: 'Required Ontology Bundle' },
  'semantic.bundle.duplicate-id': { status: 409, title: 'Duplicate Ontology Bundle Id' },
  'semantic.bundle.too-large': { status: 400, title: 'Ontology Bundle Too Large' },
  'semantic.bundle.invalid-ttl': { status: 400, title: 'Ontology Bundle Is Not Turtle' },
  'semantic.bundle.bad-metadata': { status: 400, title: 'Bad Ontology Bundle Metadata' },
  'semantic.bundle.builtin-not-removable': { status: 409, title: 'Built-in Ontology Bundle' },
  'sparql.update-refused': { status: 400, title: 'SPARQL Update Refused' },
  'sparql.malformed-query': { status: 400, title: 'Malformed SPARQL Query' },
  'sparql.timeout': { status: 503, title: 'SPARQL Query Timed Out' },
  'sparql.result-too-large': { status: 413, title: 'SPARQL Result Too Large' },
  'shape.invalid-model': { status: 400, title: 'Invalid Shape Model' },
  'shape.malformed-turtle': { status: 400, title: 'Malformed Turtle' },
  'shape.too-complex': { status: 400, title: 'Shapes Too Complex' },
  'shape.validation-timeout': { status: 422, title: 'Shape Validation Took Too Long' },
  'template.retired': { status: 409, title: 'Template Retired' },
  'template.not-formable': { status: 422, title: 'Template Has No Data Shape' },
  'template.violations': { status: 422, title: 'Shape Violations' },
  'template.invalid-cell-mapping': { status: 422, title: 'Invalid Cell Mapping' },
  'view.not-a-view-recipe': { status: 422, title: 'Not a View Recipe' },
  'view.unresolvable-binding': { status: 422, title: 'Channel Binding Not Resolvable' },
  'export.no-cell-mappings': { status: 409, title: 'No Cell Mappings' },
  /** A MAPPING_RECIPE body that cannot run: `violations[]` names the field (body.transform, body.source…). */
  'mapping.invalid-recipe': { status: 422, title: 'Invalid Mapping Recipe' },
  'mapping.not-a-mapping-recipe': { status: 422, title: 'Not a Mapping Recipe' },
  /** A declared input the focus DataObject cannot supply (a function its channel type refuses, too many channels). */
  'mapping.invalid-input': { status: 422, title: 'Mapping Input Unavailable' },
  /** The transform failed (a JSONata error: `code`, `position`). */
  'mapping.evaluation-failed': { status: 422, title: 'Mapping Evaluation Failed' },
  /** The transform or its data went past a bound: `limit` is time, memory, input, output or raw-points (`input` names the timeseries input). */
  'mapping.limit-exceeded': { status: 422, title: 'Mapping Sandbox Limit Exceeded' },
  /** The result cannot be stored as the requested output (a structured-data document is a JSON object or array). */
  'mapping.invalid-output': { status: 422, title: 'Mapping Output Not Storable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof problemCatalogue;

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  [extension: string]: unknown;
}

export class ProblemError extends Error {
  readonly status: number;
  readonly title: string;
  constructor(
    readonly code: ProblemCode,
    readonly detail?: string,
    readonly extensions: Readonly<Record<string, unknown>> = {},
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(detail ?? problemCatalogue[code].title, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProblemError';
    this.status = problemCatalogue[code].status;
    this.title = problemCatalogue[code].title;
    this.headers = options?.headers ?? {};
  }
  readonly headers: Record<string, string>;

  toBody(errorsUrl: string, instance?: string): ProblemBody {
    return {
      type: `${errorsUrl.replace(/\/$/, '')}/${this.code}`,
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(instance === undefined ? {} : { instance }),
      ...this.extensions,
    };
  }
}

export const PROBLEM_JSON = 'application/problem+json';

/** Shorthands for the common cases. */
export const notFound = (detail: string) => new ProblemError('resource.not-found', detail);
export const badRequest = (detail: string, extensions?: Record<string, unknown>) =>
  new ProblemError('request.invalid', detail, extensions);
export const unauthenticated = (detail = 'Missing or invalid credentials.') =>
  new ProblemError(
    'auth.unauthenticated',
    detail,
    {},
    { headers: { 'WWW-Authenticate': 'Bearer, ApiKey header="X-API-KEY"' } },
  );
export const forbidden = (detail: string) => new ProblemError('auth.forbidden', detail);
export const conflict = (detail: string, extensions?: Record<string, unknown>) =>
  new ProblemError('resource.conflict', detail, extensions);
