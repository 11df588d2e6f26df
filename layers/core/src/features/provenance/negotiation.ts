import { ProblemError } from '../../kernel/problem.ts';

/**
 * Content negotiation of the provenance list endpoints (docs/provenance.md, "Representation by Accept").
 *
 * | Accept                                                      | Representation                  |
 * |-------------------------------------------------------------|---------------------------------|
 * | none, `application/json`, anything naming neither type below | plain JSON array of Activity    |
 * | `application/prov+json`                                     | W3C PROV-JSON                   |
 * | `application/ld+json`                                       | PROV-O JSON-LD                  |
 * | `application/ld+json; profile=metadata4ing` (or full IRI)   | PROV-O + metadata4ing JSON-LD   |
 * | `application/ld+json; profile=<unknown>`                    | 406 `provenance.unsupported-profile` |
 *
 * Decisions (the spec leaves them open):
 * - The header is parsed as RFC 9110 §12.5.1 media ranges: comma-separated, parameters after `;`, quoted
 *   strings with backslash escapes, type/subtype and parameter names case-insensitive, optional whitespace.
 *   Ranges that do not parse (no `type/subtype`, bad token, bad `q`) are skipped, so a garbage header
 *   degrades to plain JSON, never to an error.
 * - `q` is 0..1 (at most the RFC's three decimals are not enforced); `q=0` means "not acceptable".
 *   A `profile` parameter is honoured wherever it stands, also after `q` (where RFC 9110 would call it
 *   an accept-extension).
 * - Candidates: every `application/ld+json` and `application/prov+json` range with q > 0, and plain JSON,
 *   whose q comes from the most specific range matching it (`application/json` > `application/*` > `*\/*`).
 *   Wildcards only ever match plain JSON (the new media types are additive: docs/provenance.md).
 *   The candidate with the highest q wins; ties go to the range listed first. No candidate (no header,
 *   only unrelated types such as `text/html`, everything q=0) gives plain JSON.
 * - A `profile` value is a space-separated list of profile IRIs (RFC 6906). The range selects metadata4ing
 *   when ANY listed profile is supported (the other listed profiles are hints we may ignore); it is an
 *   unknown profile, and 406 when that range wins, only when NONE is supported. An empty profile value
 *   (`profile=""`) lists nothing and counts as absent (plain PROV-O).
 * - Supported profile values: the short name `metadata4ing` (ASCII case-insensitive, it is a token) and the
 *   canonical m4i namespace IRI `http://w3id.org/nfdi4ing/metadata4ing#` (exact, IRIs are case-sensitive),
 *   quoted or not.
 */

/** Canonical namespace IRI of the metadata4ing ontology (NFDI4Ing), also accepted as a profile IRI. */
export const M4I_NAMESPACE = 'http://w3id.org/nfdi4ing/metadata4ing#';
/** The short profile name of the spec. */
export const M4I_PROFILE_SHORT_NAME = 'metadata4ing';
/** The supported `profile` values, as cited in the 406 problem detail. */
export const SUPPORTED_PROFILE_VALUES = [M4I_PROFILE_SHORT_NAME, M4I_NAMESPACE] as const;

export const JSON_MEDIA_TYPE = 'application/json';
export const PROV_JSON_MEDIA_TYPE = 'application/prov+json';
export const JSON_LD_MEDIA_TYPE = 'application/ld+json';
/** Response `Content-Type` of the metadata4ing JSON-LD: the profile is echoed in its canonical IRI form. */
export const JSON_LD_M4I_MEDIA_TYPE = `${JSON_LD_MEDIA_TYPE}; profile="${M4I_NAMESPACE}"`;

export type JsonLdProfile = 'prov-o' | 'metadata4ing';
export type ProvenanceRepresentation =
  | { kind: 'json' }
  | { kind: 'prov-json' }
  | { kind: 'jsonld'; profile: JsonLdProfile };

/** The `Content-Type` to send with a representation (plain JSON is sent as `application/json`). */
export function contentTypeFor(rep: ProvenanceRepresentation): string {
  switch (rep.kind) {
    case 'json':
      return JSON_MEDIA_TYPE;
    case 'prov-json':
      return PROV_JSON_MEDIA_TYPE;
    case 'jsonld':
      return rep.profile === 'metadata4ing' ? JSON_LD_M4I_MEDIA_TYPE : JSON_LD_MEDIA_TYPE;
  }
}

/** One parsed media range of an Accept header. */
export interface MediaRange {
  /** Lower-cased. */
  type: string;
  /** Lower-cased. */
  subtype: string;
  /** Parameter names lower-cased, values unquoted (case kept). `q` is not in here. Repeated names: last wins, except `profile`. */
  params: Record<string, string>;
  /** Every `profile` value of the range, in order (a range may repeat the parameter). */
  profiles: string[];
  /** 0..1, default 1. */
  q: number;
  /** Position among the parsed (valid) ranges. */
  index: number;
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const QVALUE = /^(?:0(?:\.\d*)?|1(?:\.0*)?|\.\d+)$/;

/** Splits on `sep` outside double-quoted strings (backslash escapes honoured inside quotes). */
function splitOutsideQuotes(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inQuotes = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (inQuotes) {
      cur += c;
      if (c === '\\' && i + 1 < s.length) cur += s[++i]!;
      else if (c === '"') inQuotes = false;
    } else if (c === '"') {
      inQuotes = true;
      cur += c;
    } else if (c === sep) {
      out.push(cur);
      cur = '';
    } else {
      cur += c;
    }
  }
  out.push(cur);
  return out;
}

/** A parameter value: a token, or a quoted string (unescaped). `undefined` when malformed. */
function parseParamValue(raw: string): string | undefined {
  const v = raw.trim();
  if (v.startsWith('"')) {
    if (v.length < 2 || !v.endsWith('"')) return undefined;
    let out = '';
    const inner = v.slice(1, -1);
    for (let i = 0; i < inner.length; i++) {
      const c = inner[i]!;
      if (c === '\\') {
        if (i + 1 >= inner.length) return undefined;
        out += inner[++i]!;
      } else if (c === '"') {
        return undefined;
      } else {
        out += c;
      }
    }
    return out;
  }
  // Lenient: unquoted values may hold IRI characters that are not tchars (`:`, `/`, `#`), as real clients send them.
  return v.length > 0 && !/[\s",;\\]/.test(v) ? v : undefined;
}

/** Parses an Accept header into its valid media ranges, in header order. Malformed ranges are dropped. */
export function parseAccept(header: string | undefined): MediaRange[] {
  if (header === undefined) return [];
  const ranges: MediaRange[] = [];
  for (const part of splitOutsideQuotes(header, ',')) {
    const [typePart = '', ...paramParts] = splitOutsideQuotes(part, ';');
    const slash = typePart.trim().split('/');
    if (slash.length !== 2) continue;
    const type = slash[0]!.trim().toLowerCase();
    const subtype = slash[1]!.trim().toLowerCase();
    if (!TOKEN.test(type) || !TOKEN.test(subtype)) continue;
    if (type === '*' && subtype !== '*') continue;
    const params: Record<string, string> = {};
    const profiles: string[] = [];
    let q = 1;
    let valid = true;
    for (const p of paramParts) {
      if (p.trim() === '') continue; // tolerate `a/b;;c=d` and a trailing `;`
      const eq = p.indexOf('=');
      if (eq < 0) {
        valid = false;
        break;
      }
      const name = p.slice(0, eq).trim().toLowerCase();
      const value = parseParamValue(p.slice(eq + 1));
      if (!TOKEN.test(name) || value === undefined) {
        valid = false;
        break;
      }
      if (name === 'q') {
        if (!QVALUE.test(value)) {
          valid = false;
          break;
        }
        q = Number(value);
      } else if (name === 'profile') {
        profiles.push(value);
      } else {
        params[name] = value;
      }
    }
    if (!valid) continue;
    ranges.push({ type, subtype, params, profiles, q, index: ranges.length });
  }
  return ranges;
}

/** Is one listed profile supported? (short name case-insensitively, the IRI exactly) */
export function isSupportedProfile(profile: string): boolean {
  return profile.toLowerCase() === M4I_PROFILE_SHORT_NAME || profile === M4I_NAMESPACE;
}

type Candidate =
  | { rep: ProvenanceRepresentation; q: number; index: number }
  | { unknownProfile: string; q: number; index: number };

function unsupportedProfile(profile: string): ProblemError {
  const shown = profile.length > 200 ? `${profile.slice(0, 200)}…` : profile;
  return new ProblemError(
    'provenance.unsupported-profile',
    `Unsupported JSON-LD profile ${JSON.stringify(shown)}. Supported profile values for application/ld+json: ` +
      `"${M4I_PROFILE_SHORT_NAME}" or its full IRI "${M4I_NAMESPACE}" (metadata4ing); ` +
      'omit the profile parameter for plain PROV-O JSON-LD.',
    { supportedProfiles: [...SUPPORTED_PROFILE_VALUES] },
    // The contract: this 406 is always plain application/json carrying problem JSON.
    { headers: { 'content-type': 'application/json' } },
  );
}

/**
 * Chooses the provenance representation for an Accept header (rules in the module comment).
 * @throws ProblemError `provenance.unsupported-profile` (406) when the winning range is
 *   `application/ld+json` with a profile list naming no supported profile.
 */
export function negotiateProvenance(accept: string | undefined): ProvenanceRepresentation {
  const ranges = parseAccept(accept);
  const candidates: Candidate[] = [];

  // Plain JSON: the most specific matching range decides its q (RFC 9110 §12.5.1).
  const jsonRange =
    ranges.find((r) => r.type === 'application' && r.subtype === 'json') ??
    ranges.find((r) => r.type === 'application' && r.subtype === '*') ??
    ranges.find((r) => r.type === '*' && r.subtype === '*');
  if (jsonRange !== undefined && jsonRange.q > 0)
    candidates.push({ rep: { kind: 'json' }, q: jsonRange.q, index: jsonRange.index });

  for (const r of ranges) {
    if (r.q <= 0 || r.type !== 'application') continue;
    if (r.subtype === 'prov+json') {
      candidates.push({ rep: { kind: 'prov-json' }, q: r.q, index: r.index });
    } else if (r.subtype === 'ld+json') {
      const listed = r.profiles.flatMap((p) => p.split(/\s+/)).filter((p) => p.length > 0);
      if (listed.length === 0) candidates.push({ rep: { kind: 'jsonld', profile: 'prov-o' }, q: r.q, index: r.index });
      else if (listed.some(isSupportedProfile))
        candidates.push({ rep: { kind: 'jsonld', profile: 'metadata4ing' }, q: r.q, index: r.index });
      else candidates.push({ unknownProfile: listed.join(' '), q: r.q, index: r.index });
    }
  }

  let best: Candidate | undefined;
  for (const c of candidates) {
    if (best === undefined || c.q > best.q || (c.q === best.q && c.index < best.index)) best = c;
  }
  if (best === undefined) return { kind: 'json' };
  if ('unknownProfile' in best) throw unsupportedProfile(best.unknownProfile);
  return best.rep;
}
