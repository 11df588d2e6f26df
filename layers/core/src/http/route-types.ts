import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
/** Endpoint groups: one Lambda each (DESIGN §1). */
export type EndpointGroup = 'ops' | 'admin' | 'legacy' | 'plugins';
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
    /** Accepted request media types; defaults to application/json when a body schema is set. */
    readonly contentTypes?: readonly string[];
    readonly query?: z.ZodObject;
  };
  readonly responses: Readonly<Record<number, ResponseDef>>;
}

/** API Gateway route key, e.g. `GET /versionz`. */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;
