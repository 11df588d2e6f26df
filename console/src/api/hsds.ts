import { basicAuth, hsdsPath } from '../logic/hdf-browse.ts';
import { parseJson } from './lossless.ts';

/**
 * Reads from HSDS, the HDF sidecar, as the signed-in user. HSDS is not svc's API (no route of the
 * typed client reaches it): the browser calls it directly with the user's own credentials from
 * `GET /v2/hdf/credentials`, so what it may read is what the ACLs svc writes allow. Answers are
 * HSDS's JSON, read losslessly (an int64 or uint64 value beyond 2^53 becomes a bigint, digit for
 * digit, as the API's own answers do); `logic/hdf-browse.ts` reads them.
 */
export interface SidecarCredentials {
  readonly endpoint: string;
  readonly username: string;
  readonly password: string;
}

/** An HSDS request that failed: its status, or undefined when HSDS could not be reached. */
export class HsdsError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'HsdsError';
  }
}

export async function hsdsGet(
  creds: SidecarCredentials,
  path: string,
  domain: string,
  query: Record<string, string> = {},
): Promise<unknown> {
  const url = `${creds.endpoint.replace(/\/+$/, '')}${hsdsPath(path, domain, query)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: basicAuth(creds.username, creds.password) },
      cache: 'no-store',
    });
  } catch (e) {
    throw new HsdsError(undefined, `HSDS at ${creds.endpoint} could not be reached (${String(e)}).`);
  }
  if (!response.ok) throw new HsdsError(response.status, `HSDS answered ${response.status} for ${path}.`);
  const text = await response.text();
  return text ? parseJson(text) : {};
}
