/**
 * The publishing panel's decisions: the public record's address, what a PID is, what may be
 * withdrawn, and the bounds of the publish and withdraw bodies (the route table's).
 */
import { longerThan } from './characters.ts';

/** The route's bounds (publishing/wire.ts): licence an http(s) IRI ≤ 500, reason 1–1,000 characters. */
export const LICENSE_MAX = 500;
export const REASON_MAX = 1_000;

/** The kip resolver's public record of a PID (no authentication), under the API's base. */
export const kipRecordPath = (suffix: string): string =>
  `/v2/.well-known/kip/${suffix
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/%3A/gi, ':'))
    .join('/')}`;

/** A DOI (minted by DataCite: `10.<registrant>/<suffix>`) or a local PID (`svc:<instance>:…`). */
export const pidKind = (pid: string, minter: string): 'doi' | 'local' =>
  minter === 'datacite' || /^10\.\d{4,9}\//.test(pid) ? 'doi' : 'local';

/** The address a DOI resolves at (doi.org); a local PID has only the kip record. */
export const doiUrl = (pid: string): string => `https://doi.org/${pid}`;

export interface PublicationLike {
  readonly status: 'published' | 'withdrawn';
  readonly public: boolean;
}

/** A published PID may be withdrawn once; a withdrawn one answers 410 at the resolver. */
export const mayWithdraw = (p: PublicationLike): boolean => p.status === 'published';

/** The record resolves publicly only while published and public. */
export const resolvesPublicly = (p: PublicationLike): boolean => p.status === 'published' && p.public;

/** Problems of the publish form, by field (`license`: empty or an http(s) IRI within the bound). */
export function publishProblems(license: string): { license?: 'url' | 'long' } {
  const l = license.trim();
  if (!l) return {};
  if (longerThan(l, LICENSE_MAX)) return { license: 'long' };
  if (!URL.canParse(l) || !/^https?:$/.test(new URL(l).protocol)) return { license: 'url' };
  return {};
}

/** The publish body: `public` always said, the licence only when given. */
export const publishBody = (isPublic: boolean, license: string): { public: boolean; license?: string } =>
  license.trim() ? { public: isPublic, license: license.trim() } : { public: isPublic };

/** Problems of the withdraw form: a reason of 1–1,000 characters. */
export const reasonProblem = (reason: string): 'required' | 'long' | undefined =>
  reason.trim() === '' ? 'required' : longerThan(reason, REASON_MAX) ? 'long' : undefined;

/** The OAI-PMH base URL an Identify answer reports (`<baseURL>`), undefined when absent. */
export function oaiBaseUrl(identifyXml: string): string | undefined {
  const m = /<baseURL>\s*([^<\s]+)\s*<\/baseURL>/.exec(identifyXml);
  return m?.[1];
}
