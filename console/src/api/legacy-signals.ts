/** The v1-compat signals a legacy-shelf answer carries (`Deprecation`, `Link`, `X-Svc-Legacy`). */
export interface LegacySignals {
  /** The legacy version the shelf speaks (`X-Svc-Legacy`), e.g. `5.2.0`. */
  readonly version: string | undefined;
  /** Where the successor lives (`Link: <…>; rel="successor-version"`). */
  readonly successor: string | undefined;
}

/** The signals of an answer, or undefined when it carries none. */
export function legacySignals(headers: Headers): LegacySignals | undefined {
  const deprecation = headers.get('deprecation');
  const version = headers.get('x-svc-legacy') ?? undefined;
  if (deprecation === null && version === undefined) return undefined;
  let successor: string | undefined;
  for (const part of (headers.get('link') ?? '').split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (m && /(^|;)\s*rel="?([^";]*\s)?successor-version(\s[^";]*)?"?\s*(;|$)/i.test(m[2] ?? '')) successor = m[1];
  }
  return { version, successor };
}
