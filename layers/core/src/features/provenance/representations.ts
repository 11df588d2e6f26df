import { config } from '../../platform/config/load.ts';
import {
  JSON_LD_MEDIA_TYPE,
  JSON_MEDIA_TYPE,
  M4I_NAMESPACE,
  contentTypeFor,
  negotiateProvenance,
  type JsonLdProfile,
  type ProvenanceRepresentation,
} from './negotiation.ts';

/**
 * Wire representations of the provenance log (docs/provenance.md): pure functions from Activity rows
 * (newest first, as stored) to W3C PROV-JSON, PROV-O JSON-LD and PROV-O + metadata4ing JSON-LD.
 *
 * Identifiers, all relative to the provenance namespace `ns` ({svc_prov_ns}), prefix `svc`:
 * `svc:activity/<appId>`, `svc:agent/<username>`, `svc:entity/<targetAppId>`, kinds `svc:<KIND>`,
 * m4i methods `svc:method/<KIND>`. The variable segment is percent-encoded where it is not a valid
 * RFC 3986 path segment (space, `/`, `?`, `#`, `%`, non-ASCII, ...); UUIDs and ordinary usernames
 * (letters, digits, `.-_~@+`...) are kept as they are. Without it a username with a space or an
 * `appId` with a `/` would produce an invalid IRI (JSON-LD processors silently drop such triples).
 */

export type { ActionKind, Activity } from './activity.ts';
import type { ActionKind, Activity } from './activity.ts';

export const PROV_NAMESPACE = 'http://www.w3.org/ns/prov#';
export const XSD_NAMESPACE = 'http://www.w3.org/2001/XMLSchema#';
export { M4I_NAMESPACE };

/** Percent-encodes everything that is not an RFC 3986 `pchar` (unreserved, sub-delims, `:`, `@`). */
export function iriSegment(s: string): string {
  return encodeURIComponent(s).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

export const activityId = (a: Pick<Activity, 'appId'>) => `svc:activity/${iriSegment(a.appId)}`;
export const agentId = (username: string) => `svc:agent/${iriSegment(username)}`;
export const entityId = (targetAppId: string) => `svc:entity/${iriSegment(targetAppId)}`;
export const kindId = (kind: ActionKind) => `svc:${kind}`;
export const methodId = (kind: ActionKind) => `svc:method/${kind}`;

/** ISO 8601 / xsd:dateTime lexical form (UTC, millisecond precision). */
export const isoDateTime = (epochMillis: number) => new Date(epochMillis).toISOString();

const isRead = (a: Activity) => a.actionKind === 'READ';

/** Agents and entities once each, in order of first appearance in the (newest-first) input. */
function distinct<T>(
  activities: readonly Activity[],
  key: (a: Activity) => string,
  make: (a: Activity) => T,
): Map<string, T> {
  const out = new Map<string, T>();
  for (const a of activities) {
    const k = key(a);
    if (!out.has(k)) out.set(k, make(a));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// W3C PROV-JSON (https://www.w3.org/submissions/prov-json/)
// ---------------------------------------------------------------------------------------------

/** A PROV-JSON typed literal (`{"$": lexical form, "type": datatype}`). */
export interface ProvJsonTypedLiteral {
  $: string;
  type: string;
}
export type ProvJsonValue = string | number | boolean | ProvJsonTypedLiteral;
export type ProvJsonRecord = Record<string, ProvJsonValue>;

export interface ProvJsonDocument {
  prefix: Record<string, string>;
  activity: Record<string, ProvJsonRecord>;
  agent: Record<string, ProvJsonRecord>;
  entity: Record<string, ProvJsonRecord>;
  wasAssociatedWith: Record<string, ProvJsonRecord>;
  used: Record<string, ProvJsonRecord>;
  wasGeneratedBy: Record<string, ProvJsonRecord>;
}

const qualifiedName = (qn: string): ProvJsonTypedLiteral => ({ $: qn, type: 'prov:QUALIFIED_NAME' });

/**
 * W3C PROV-JSON. All seven blocks are always present (empty objects when there is nothing to say).
 * - activity `svc:activity/<appId>`: `prov:startTime`/`prov:endTime` (xsd:dateTime strings, as PROV-JSON
 *   defines them), `prov:type` the qualified name `svc:<KIND>` (typed `prov:QUALIFIED_NAME`),
 *   `svc:summary`, `svc:targetKind`, `svc:method`, `svc:path` (strings), `svc:status` (typed `xsd:int`),
 *   `svc:originInstance` (string; omitted when null: PROV-JSON has no null attribute value).
 * - agent `svc:agent/<username>` with `prov:label` = username; entity `svc:entity/<targetAppId>` with
 *   `svc:targetKind` (the first, i.e. newest, row naming the entity decides).
 * - relations keyed by blank-node-style ids numbered from 1 in input order per block:
 *   `_:wAW<n>` (wasAssociatedWith: activity, agent), `_:u<n>` (used, READ rows: activity, entity),
 *   `_:wGB<n>` (wasGeneratedBy, other rows: entity, activity).
 */
export function toProvJson(activities: readonly Activity[], ns: string): ProvJsonDocument {
  const doc: ProvJsonDocument = {
    prefix: { svc: ns, prov: PROV_NAMESPACE, xsd: XSD_NAMESPACE },
    activity: {},
    agent: {},
    entity: {},
    wasAssociatedWith: {},
    used: {},
    wasGeneratedBy: {},
  };
  let wAW = 0;
  let u = 0;
  let wGB = 0;
  for (const a of activities) {
    const act = activityId(a);
    const agent = agentId(a.agentUsername);
    const entity = entityId(a.targetAppId);
    const record: ProvJsonRecord = {
      'prov:startTime': isoDateTime(a.startedAtMillis),
      'prov:endTime': isoDateTime(a.endedAtMillis),
      'prov:type': qualifiedName(kindId(a.actionKind)),
      'svc:summary': a.summary,
      'svc:targetKind': a.targetKind,
      'svc:method': a.method,
      'svc:path': a.path,
      'svc:status': { $: String(a.status), type: 'xsd:int' },
    };
    if (a.originInstance !== null) record['svc:originInstance'] = a.originInstance;
    doc.activity[act] = record;
    doc.agent[agent] ??= { 'prov:label': a.agentUsername };
    doc.entity[entity] ??= { 'svc:targetKind': a.targetKind };
    doc.wasAssociatedWith[`_:wAW${++wAW}`] = { 'prov:activity': act, 'prov:agent': agent };
    if (isRead(a)) doc.used[`_:u${++u}`] = { 'prov:activity': act, 'prov:entity': entity };
    else doc.wasGeneratedBy[`_:wGB${++wGB}`] = { 'prov:entity': entity, 'prov:activity': act };
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------
// PROV-O (and metadata4ing) JSON-LD
// ---------------------------------------------------------------------------------------------

export type JsonLdRef = { '@id': string };
export type JsonLdTyped = { '@value': string; '@type': string };
export type JsonLdNode = { '@id': string; '@type': string | string[] } & Record<string, unknown>;
export type JsonLdPrefixDefinition = string | { '@id': string; '@prefix': true };
export interface ProvJsonLdDocument {
  '@context': Record<string, JsonLdPrefixDefinition>;
  '@graph': JsonLdNode[];
}

/**
 * The `svc` prefix of an inline context. JSON-LD 1.1 only expands `svc:x` with a simple term as prefix
 * when its IRI ends with a gen-delim (`:/?#[]@`); for another configured namespace the expanded
 * definition with `"@prefix": true` is used, so the compact IRIs expand right whatever the namespace.
 */
export function svcPrefix(ns: string): JsonLdPrefixDefinition {
  return /[:/?#[\]@]$/.test(ns) ? ns : { '@id': ns, '@prefix': true };
}

const ref = (id: string): JsonLdRef => ({ '@id': id });
const dateTime = (epochMillis: number): JsonLdTyped => ({
  '@value': isoDateTime(epochMillis),
  '@type': 'xsd:dateTime',
});

/**
 * PROV-O JSON-LD with an inline context (no remote context: nothing to fetch). `@graph` holds agent nodes,
 * then entity nodes (each once, in order of first appearance), then one node per activity in input order.
 * Exactly the spec's mapping tables; with `profile` `metadata4ing` the `m4i` prefix is added, nodes are
 * dual-typed (`prov:Activity`+`m4i:ProcessingStep`, `prov:Agent`+`m4i:Person`,
 * `prov:Entity`+`m4i:InvestigatedObject`) and activities gain `m4i:hasInput` (READ) or `m4i:hasOutput`
 * (other kinds) and `m4i:hasMethod` `svc:method/<KIND>`, keeping every PROV-O term.
 */
export function toProvOJsonLd(
  activities: readonly Activity[],
  ns: string,
  profile: JsonLdProfile = 'prov-o',
): ProvJsonLdDocument {
  const m4i = profile === 'metadata4ing';
  const context: Record<string, JsonLdPrefixDefinition> = {
    prov: PROV_NAMESPACE,
    svc: svcPrefix(ns),
    xsd: XSD_NAMESPACE,
  };
  if (m4i) context['m4i'] = M4I_NAMESPACE;

  const agents = distinct(
    activities,
    (a) => agentId(a.agentUsername),
    (a): JsonLdNode => ({
      '@id': agentId(a.agentUsername),
      '@type': m4i ? ['prov:Agent', 'm4i:Person'] : 'prov:Agent',
    }),
  );
  const entities = distinct(
    activities,
    (a) => entityId(a.targetAppId),
    (a): JsonLdNode => ({
      '@id': entityId(a.targetAppId),
      '@type': m4i ? ['prov:Entity', 'm4i:InvestigatedObject'] : 'prov:Entity',
    }),
  );
  const activityNodes = activities.map((a): JsonLdNode => {
    const target = ref(entityId(a.targetAppId));
    const node: JsonLdNode = {
      '@id': activityId(a),
      '@type': m4i ? ['prov:Activity', 'm4i:ProcessingStep'] : 'prov:Activity',
      'prov:type': ref(kindId(a.actionKind)),
      'prov:wasAssociatedWith': ref(agentId(a.agentUsername)),
      'prov:startedAtTime': dateTime(a.startedAtMillis),
      'prov:endedAtTime': dateTime(a.endedAtMillis),
      [isRead(a) ? 'prov:used' : 'prov:generated']: target,
    };
    if (m4i) {
      node[isRead(a) ? 'm4i:hasInput' : 'm4i:hasOutput'] = ref(entityId(a.targetAppId));
      node['m4i:hasMethod'] = ref(methodId(a.actionKind));
    }
    return node;
  });
  return { '@context': context, '@graph': [...agents.values(), ...entities.values(), ...activityNodes] };
}

export interface CountJsonLdDocument {
  '@context': Record<string, JsonLdPrefixDefinition>;
  'svc:numberOfActivities': JsonLdTyped;
}

/**
 * The JSON-LD count wrapper. `@value` is the decimal lexical form as a STRING ("42"): a typed literal's
 * value is its lexical form, and a JSON number would be subject to the processor's native-number rules
 * (e.g. doubles above 2^53 or `1e21`-style serialisation); the string round-trips exactly.
 */
export function countJsonLd(count: number, ns: string): CountJsonLdDocument {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  return {
    '@context': { svc: svcPrefix(ns), xsd: XSD_NAMESPACE },
    'svc:numberOfActivities': { '@value': String(count), '@type': 'xsd:nonNegativeInteger' },
  };
}

// ---------------------------------------------------------------------------------------------
// Endpoint helpers
// ---------------------------------------------------------------------------------------------

export interface Rendered {
  body: unknown;
  contentType: string;
}

/**
 * The list endpoints' body and `Content-Type` for an Accept header (plain JSON: the array unchanged).
 * `ns` defaults to `svc.provenance.namespace`. Responses vary on `Accept` (send `Vary: Accept`).
 * @throws ProblemError `provenance.unsupported-profile` (406) for an unknown JSON-LD profile.
 */
export function renderActivities(
  activities: readonly Activity[],
  accept: string | undefined,
  ns: string = config()['svc.provenance.namespace'],
): Rendered {
  return renderAs(negotiateProvenance(accept), activities, ns);
}

/**
 * The list endpoints' body and `Content-Type` for a representation already chosen by
 * `negotiateProvenance` (plain JSON: the array unchanged). `ns` defaults to `svc.provenance.namespace`.
 */
export function renderAs(
  rep: ProvenanceRepresentation,
  activities: readonly Activity[],
  ns: string = config()['svc.provenance.namespace'],
): Rendered {
  const contentType = contentTypeFor(rep);
  switch (rep.kind) {
    case 'json':
      return { body: activities, contentType };
    case 'prov-json':
      return { body: toProvJson(activities, ns), contentType };
    case 'jsonld':
      return { body: toProvOJsonLd(activities, ns, rep.profile), contentType };
  }
}

/**
 * The count endpoint, for a representation already chosen by `negotiateProvenance` (so an unknown
 * profile has answered 406 before the count was taken): `{count}` as `application/json`, or the
 * JSON-LD wrapper as `application/ld+json` for either JSON-LD profile (the wrapper uses no profile
 * terms). `application/prov+json` has no count form and gets plain JSON.
 */
export function renderCount(
  rep: ProvenanceRepresentation,
  count: number,
  ns: string = config()['svc.provenance.namespace'],
): Rendered {
  if (rep.kind === 'jsonld') return { body: countJsonLd(count, ns), contentType: JSON_LD_MEDIA_TYPE };
  return { body: { count }, contentType: JSON_MEDIA_TYPE };
}
