/**
 * HTTP for the `svc-admin` command groups plugins contribute: a contributed group receives a bare
 * commander `Command`, not the CLI's client, so it calls the instance itself with the target the
 * global options name (`--url`, `--api-key`; else SVC_ADMIN_URL, SVC_ADMIN_API_KEY).
 */
export interface AdminTarget {
  readonly url: string;
  readonly key: string | undefined;
}

/** The target from the program's global options (a root command's `opts()`). */
export function adminTarget(globals: Record<string, unknown>): AdminTarget {
  const url = String(globals['url'] ?? process.env['SVC_ADMIN_URL'] ?? 'http://localhost:8080').replace(/\/$/, '');
  const key = globals['apiKey'] ?? process.env['SVC_ADMIN_API_KEY'];
  return { url, key: typeof key === 'string' ? key : undefined };
}

export interface AdminAnswer {
  readonly status: number;
  readonly text: string;
  /** For an error status: the problem's `detail`, else the body as text. */
  readonly detail?: string;
}

export async function adminRequest(
  target: AdminTarget,
  method: string,
  path: string,
  body?: { readonly json: unknown; readonly contentType: string },
  timeoutMs = 30_000,
): Promise<AdminAnswer> {
  const r = await fetch(`${target.url}${path}`, {
    method,
    headers: {
      ...(target.key ? { 'x-api-key': target.key } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body ? { body: JSON.stringify(body.json) } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await r.text();
  if (r.status < 400) return { status: r.status, text };
  let detail = text;
  try {
    detail = String((JSON.parse(text) as { detail?: unknown }).detail ?? text);
  } catch {
    /* not JSON */
  }
  return { status: r.status, text, detail };
}
