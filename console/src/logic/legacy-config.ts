/**
 * Editing the `legacy-v1` runtime singleton (`PATCH /v2/admin/legacy/v1/config`, an RFC 7396 merge
 * patch): which members changed, the patch that sends only those, and what each change does to
 * the instance, which the confirmation says before anything is sent.
 */
import { longerThan } from './characters.ts';

export interface LegacyConfig {
  readonly shelfEnabled: boolean;
  readonly deprecationHeaders: boolean;
  readonly successorUrl: string;
  readonly bannerMessage: string | null;
}

export interface LegacyConfigPatch {
  shelfEnabled?: boolean;
  deprecationHeaders?: boolean;
  successorUrl?: string;
  bannerMessage?: string | null;
}

/** A consequence of a change, a message key under admin.legacy.consequences. */
export type LegacyConsequence =
  | 'shelfOff'
  | 'shelfOn'
  | 'headersOff'
  | 'headersOn'
  | 'successorUrl'
  | 'bannerMessage'
  | 'bannerCleared';

/** An empty banner text is no banner (`null`), as the API documents. */
export const bannerOf = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The merge patch from `current` to `draft`: only the members that differ. */
export function legacyConfigPatch(current: LegacyConfig, draft: LegacyConfig): LegacyConfigPatch {
  const patch: LegacyConfigPatch = {};
  if (draft.shelfEnabled !== current.shelfEnabled) patch.shelfEnabled = draft.shelfEnabled;
  if (draft.deprecationHeaders !== current.deprecationHeaders) patch.deprecationHeaders = draft.deprecationHeaders;
  if (draft.successorUrl.trim() !== current.successorUrl) patch.successorUrl = draft.successorUrl.trim();
  const banner = draft.bannerMessage === null ? null : bannerOf(draft.bannerMessage);
  if (banner !== current.bannerMessage) patch.bannerMessage = banner;
  return patch;
}

/** What the patch does, in the order the confirmation lists it (the shelf first: it matters most). */
export function legacyConsequences(patch: LegacyConfigPatch): LegacyConsequence[] {
  const out: LegacyConsequence[] = [];
  if (patch.shelfEnabled === false) out.push('shelfOff');
  if (patch.shelfEnabled === true) out.push('shelfOn');
  if (patch.deprecationHeaders === false) out.push('headersOff');
  if (patch.deprecationHeaders === true) out.push('headersOn');
  if (patch.successorUrl !== undefined) out.push('successorUrl');
  if (patch.bannerMessage !== undefined) out.push(patch.bannerMessage === null ? 'bannerCleared' : 'bannerMessage');
  return out;
}

/** The API's bound on the successor link and the banner text (the singleton's schema). */
export const LEGACY_TEXT_MAX = 500;

/**
 * The successor link goes into every legacy answer's `Link` header: a path of this origin (the
 * default is `/svc/doc/v2/openapi.json`) or an absolute http(s) URL, at most 500 characters.
 */
export function successorUrlValid(v: string): boolean {
  const s = v.trim();
  if (s === '' || longerThan(s, LEGACY_TEXT_MAX) || /[\s<>"]/.test(s)) return false;
  if (s.startsWith('/') && !s.startsWith('//')) return true;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export const bannerValid = (v: string): boolean => !longerThan(v.trim(), LEGACY_TEXT_MAX);
