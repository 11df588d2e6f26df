/**
 * The runtime configuration (`/console/config.json`), written by whoever serves the console
 * (the local gateway; the CDK stack in AWS), so one build serves every stage.
 */
export interface ConsoleConfig {
  /** Where the API is: '' for the console's own origin. */
  readonly apiBase: string;
  readonly oidc: { readonly authority: string | null; readonly clientId: string | null };
  /**
   * The HSDS endpoint the browser reads HDF files from (its origin is in the console's CSP), or
   * null: the HDF browsing page is not offered (HDF off, or the sidecar not reachable from browsers).
   */
  readonly hdfBrowserEndpoint: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function parseConfig(raw: unknown): ConsoleConfig {
  const r = isRecord(raw) ? raw : {};
  const oidc = isRecord(r['oidc']) ? r['oidc'] : {};
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    apiBase: typeof r['apiBase'] === 'string' ? r['apiBase'].replace(/\/$/, '') : '',
    oidc: { authority: text(oidc['authority']), clientId: text(oidc['clientId']) },
    hdfBrowserEndpoint: text(r['hdfBrowserEndpoint']),
  };
}

let current: ConsoleConfig = parseConfig({});
/** The configuration loadConfig read (main.ts awaits it before anything renders). */
export const runtimeConfig = (): ConsoleConfig => current;

export async function loadConfig(): Promise<ConsoleConfig> {
  try {
    const r = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    current = parseConfig(r.ok ? await r.json() : {});
  } catch {
    current = parseConfig({});
  }
  return current;
}
