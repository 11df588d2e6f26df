/**
 * Channel selectors of view-recipe bindings (docs/views.md). A selector is the text of a
 * JSON object naming any of a channel's five names (`measurement`, `device`, `location`,
 * `symbolicName`, `field`; at least one, each a string), or a bare channel id: a UUID (matched
 * against a channel's `appId`; channels carry none today, so it resolves MISSING) or the decimal
 * id the timeseries endpoints answer. A names selector matches a channel when every name it gives
 * is equal (case-sensitive); the names it leaves out match anything.
 */
export const CHANNEL_NAMES = ['measurement', 'device', 'location', 'symbolicName', 'field'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

export type Selector =
  | { readonly kind: 'names'; readonly names: Readonly<Partial<Record<ChannelName, string>>> }
  | { readonly kind: 'id'; readonly id: number }
  | { readonly kind: 'uuid'; readonly uuid: string };

export type ParsedSelector =
  | { readonly ok: true; readonly selector: Selector }
  | { readonly ok: false; readonly reason: string };

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const DECIMAL_ID = /^\d{1,16}$/;

export function parseSelector(text: string): ParsedSelector {
  const t = text.trim();
  if (UUID.test(t)) return { ok: true, selector: { kind: 'uuid', uuid: t.toLowerCase() } };
  if (DECIMAL_ID.test(t) && Number.isSafeInteger(Number(t)))
    return { ok: true, selector: { kind: 'id', id: Number(t) } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return { ok: false, reason: 'is neither a JSON object nor a channel id' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, reason: 'is not a JSON object' };
  const names: Partial<Record<ChannelName, string>> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (!(CHANNEL_NAMES as readonly string[]).includes(k))
      return { ok: false, reason: `names "${k}", which is not one of ${CHANNEL_NAMES.join(', ')}` };
    if (typeof v !== 'string')
      return { ok: false, reason: `gives ${k} as a ${v === null ? 'null' : typeof v}, not a string` };
    names[k as ChannelName] = v;
  }
  if (Object.keys(names).length === 0) return { ok: false, reason: `names none of ${CHANNEL_NAMES.join(', ')}` };
  return { ok: true, selector: { kind: 'names', names } };
}

export interface Matchable extends Readonly<Record<ChannelName, string>> {
  readonly id: number;
  readonly appId?: string | null;
}

export function matches(selector: Selector, c: Matchable): boolean {
  switch (selector.kind) {
    case 'id':
      return c.id === selector.id;
    case 'uuid':
      return typeof c.appId === 'string' && c.appId.toLowerCase() === selector.uuid;
    case 'names':
      return CHANNEL_NAMES.every((n) => selector.names[n] === undefined || selector.names[n] === c[n]);
  }
}

/** The candidates a selector picks, in the order given (the caller passes them in a stable order). */
export const select = <C extends Matchable>(selector: Selector, candidates: readonly C[]): C[] =>
  candidates.filter((c) => matches(selector, c));
