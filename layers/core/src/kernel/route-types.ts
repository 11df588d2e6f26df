import type * as z from 'zod';
import type { Middleware } from './pipeline.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
/** Endpoint groups: one Lambda each (docs/architecture.md §1). */
export type EndpointGroup =
  | 'ops'
  | 'admin'
  | 'legacy'
  | 'legacy-users'
  | 'legacy-refs'
  | 'legacy-search'
  | 'legacy-semantic'
  | 'legacy-files'
  | 'plugins'
  | 'provenance'
  | 'timeseries'
  | 'structured-data'
  | 'spatial-data'
  | 'semantic'
  | 'hdf'
  | 'templates'
  | 'publishing';
/**
 * Who may call: public (no credentials), optional (credentials resolved when sent, the handler
 * decides), any authenticated caller, or the instance-admin role.
 */
export type AuthLevel = 'public' | 'optional' | 'authenticated' | 'instance-admin';
/** Which API shelf a route belongs to; `ops` routes appear in both filtered views. */
export type Shelf = 'legacy' | 'v2' | 'ops';

export interface ResponseDef {
  readonly description: string;
  /** Body schema; omitted for empty or non-JSON bodies. */
  readonly schema?: z.ZodType;
  readonly contentType?: string;
  /** Further media types the same answer may come in (e.g. YAML beside JSON), each with the same schema. */
  readonly alternateContentTypes?: readonly string[];
}

/**
 * An id that names an entity by another key: the legacy integer `id` of a node with `label` (one
 * with a unique `id` constraint, e.g. `BasicEntity`), or a file's `oid`. The capture records the
 * node's `appId` instead, looked up before the implementation runs on a DELETE (the node is gone
 * afterwards), after it otherwise.
 */
export interface AppIdOf {
  readonly label: string;
  /** The node property the value matches; default `id`. */
  readonly key?: 'id' | 'oid';
}

/** Where a captured Activity finds an id: a path parameter, a response body field, or a constant. */
export type IdSource =
  | { readonly from: 'path'; readonly param: string; readonly appIdOf?: AppIdOf }
  | { readonly from: 'response'; readonly field: string; readonly appIdOf?: AppIdOf }
  | { readonly from: 'const'; readonly value: string };

export type ActionKind = 'CREATE' | 'READ' | 'UPDATE' | 'DELETE' | 'EXECUTE';

/**
 * What a route touches, for provenance capture (docs/provenance.md): declared once here, recorded by
 * the HTTP layer for every authenticated 2xx answer (GET only with svc.provenance.capture-reads).
 * `targetAppId` is the entity's appId wherever it has one (legacy ids resolved through `appIdOf`);
 * rows about things without one (subscriptions) hold their internal id as a string, as the spec allows.
 */
export interface ProvenanceDecl {
  readonly targetKind: string;
  readonly target: IdSource;
  /** The Collection the target belongs to, when there is one (collection-scoped queries, stats). */
  readonly collection?: IdSource;
  /** Defaults from the method: POST CREATE, PUT/PATCH UPDATE, DELETE DELETE, GET READ. */
  readonly actionKind?: ActionKind;
}

/**
 * How the legacy OpenAPI view names a legacy row where upstream's contract differs from the row's
 * own (v2-style) description, so that a client generated from that view is upstream's client.
 */
export interface LegacyDoc {
  /** Upstream's operationId, where the row's own differs (the row's stays the internal key). */
  readonly operationId?: string;
  readonly tags?: readonly string[];
  /**
   * Upstream's order of the path and query parameters, every one named (otherwise path parameters
   * in path order, then the query's): a generated client's positional arguments follow it.
   */
  readonly parameterOrder?: readonly string[];
}

export interface RouteDef {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** API Gateway route path, e.g. `/svc/api/users/{username}/apikeys`. */
  readonly path: string;
  readonly group: EndpointGroup;
  readonly auth: AuthLevel;
  readonly shelf: Shelf;
  readonly summary: string;
  readonly tags: readonly string[];
  /** Legacy routes first added by upstream 5.4.0 (not in the 5.2.0 contract). */
  readonly since?: '5.4.0';
  readonly request?: {
    readonly body?: z.ZodType;
    /** The body may be omitted altogether (the handler then sees `undefined`); a body sent is validated. */
    readonly bodyOptional?: boolean;
    /** Accepted request media types; defaults to application/json when a body schema is set. */
    readonly contentTypes?: readonly string[];
    readonly query?: z.ZodObject;
    /**
     * A `multipart/form-data` body, documented field by field and handed to the handler raw
     * (`rawBody`); the adapter refuses other media types with 415.
     */
    readonly multipart?: Readonly<Record<string, 'binary' | 'string'>>;
    /**
     * How JSON numbers of the body are read: `int64` reads an integer literal as an exact bigint
     * and any other number as a JS number (kernel/int64-json.ts), for bodies with int64 values
     * beyond 2^53 (timeseries timestamps); the default is `JSON.parse`.
     */
    readonly jsonNumbers?: 'int64';
  };
  readonly responses: Readonly<Record<number, ResponseDef>>;
  /** Upstream's names for the legacy OpenAPI view (legacy rows only). */
  readonly legacy?: LegacyDoc;
  /**
   * The row reads only the current state: a `versionUid` query parameter naming any version
   * answers 404 before the implementation runs (entity versioning is off).
   */
  readonly currentVersionOnly?: true;
  /** Required on every non-public route (a unit test enforces it). */
  readonly provenance?: ProvenanceDecl;
  /**
   * Steps of this route's own, appended to its group's request pipeline: they run last, right
   * before the implementation, on the authenticated and validated request.
   */
  readonly middlewares?: readonly Middleware[];
  /**
   * A read whose answer has no bound but the data (a legacy search answers every match, a legacy
   * timeseries read any range): beyond what a Lambda response carries it is answered with a 303 to
   * a presigned GET of the same body, which the documents show and for which the function may write
   * `large-answers/`. The group handler stores an oversized JSON answer itself; the timeseries and
   * structured-data payloads stream theirs (platform/storage/large-answers.ts). Legacy GETs
   * answering a JSON list are such reads without saying so (`answersAnySize` in kernel/route-common.ts).
   */
  readonly anySize?: true;
}

/** API Gateway route key, e.g. `GET /versionz`. */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** One operation of a row helper (permissionRoutes, referenceRoutes): its id and summary. */
export interface OperationSpec<Id extends string> {
  readonly operationId: Id;
  readonly summary: string;
}
