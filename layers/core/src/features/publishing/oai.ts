import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { graphSchemaCurrent } from '../../platform/graph/schema-state.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { readSingletonCached } from '../../platform/config/singletons.ts';
import type { MintRecord } from '../../platform/plugins/types.ts';
import { unhideConfig } from './config.ts';
import { dataciteConfig } from './datacite-config.ts';
import { attributes, doiSuffix, type Related } from './datacite.ts';
import { recordId } from './kip.ts';
import { datestampOf, storedRecord, toPublication, type Publication } from './publish.ts';
import { decodeToken, encodeToken, type TokenState } from './oai-token.ts';
import { envelope, FORMATS, header, oaiDatacite, oaiDc, RESPONSE_DATE, type MetadataPrefix } from './oai-xml.ts';

/**
 * OAI-PMH 2.0 (GET/POST /v2/oai) over the public publications, the unhide feed's selection:
 * Collections named in the unhide config (all when null). Items are PIDs; a withdrawn PID is a
 * deleted record (deletedRecord `transient`: deleting the entity removes its publications).
 * Lists page in `oaiKey` (datestamp|pid) order over an index; a set is one Collection
 * (`collection-<appId>`), read through the (collectionAppId, oaiKey) index. oai_datacite lists
 * read `oaiDoiKey` instead (the same key, set on DOIs only), so local PIDs are never read past.
 * A restricted selection reads each selected Collection's first page through the
 * (collectionAppId, key) index and merges them: a page costs (selected Collections x page), never the range.
 */
type ErrorCode =
  | 'badArgument'
  | 'badVerb'
  | 'badResumptionToken'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

class OaiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const VERBS = ['Identify', 'ListMetadataFormats', 'ListSets', 'GetRecord', 'ListIdentifiers', 'ListRecords'] as const;
type Verb = (typeof VERBS)[number];
const ALLOWED: Record<Verb, { required: readonly string[]; optional: readonly string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
};

export const SET_PREFIX = 'collection-';
export const setSpecOf = (collectionAppId: string) => `${SET_PREFIX}${collectionAppId}`;
const collectionOfSet = (setSpec: string) =>
  setSpec.startsWith(SET_PREFIX) ? setSpec.slice(SET_PREFIX.length) : '\u0000';

const METADATA_PREFIX = /^[A-Za-z0-9\-_.!~*'()]+$/;
const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** A from/until argument as a seconds-granularity datestamp (until: the day's last second). */
function datestampArg(name: 'from' | 'until', v: string): string {
  const granular = DAY.test(v) ? `${v}T${name === 'from' ? '00:00:00' : '23:59:59'}Z` : SECOND.test(v) ? v : null;
  if (
    !granular ||
    Number.isNaN(Date.parse(granular)) ||
    new Date(granular).toISOString().slice(0, 19) !== granular.slice(0, 19)
  ) {
    throw new OaiError('badArgument', `${name} must be a UTC date YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ, got "${v}".`);
  }
  return granular;
}

interface Selection {
  collections: string[] | null;
  pageSize: number;
}

/** A publication and what OAI-PMH says of it. */
interface Item {
  pub: Publication;
  record: MintRecord;
  datestamp: string;
  oaiKey: string;
}

const itemOf = (m: Record<string, unknown>): Item => {
  const pub = toPublication(m);
  const record = storedRecord(m) ?? {
    // Publications from before the record was stored: what the node itself knows.
    title: pub.title,
    description: null,
    creators: [{ name: pub.publishedBy }],
    publicationYear: Number(pub.publishedAt.slice(0, 4)),
    resourceType: pub.kind === 'collection' ? 'Collection' : 'DataObject',
    subjects: [],
  };
  return {
    pub,
    record,
    datestamp: String(m['oaiKey']).split('|')[0] ?? datestampOf(pub.publishedAt),
    oaiKey: String(m['oaiKey']),
  };
};

const projection = `p { .pid, .suffix, .kind, .appId, .collectionAppId, .version, .revision, .minter, .checksum, .title, public: p.public, .license,
  .status, .publishedAt, .publishedBy, .withdrawnAt, .withdrawalReason, .record, .oaiKey }`;

const disseminable = (item: Item, prefix: MetadataPrefix) => prefix === 'oai_dc' || item.pub.minter === 'datacite';

interface Ctx {
  base: string;
  oaiBase: string;
  sel: Selection;
  nowMs: number;
}

function writeHeader(parent: XMLBuilder, item: Item): void {
  header(parent, {
    identifier: item.pub.pid,
    datestamp: item.datestamp,
    setSpec: setSpecOf(item.pub.collectionAppId),
    deleted: item.pub.status === 'withdrawn',
  });
}

async function writeRecord(parent: XMLBuilder, item: Item, prefix: MetadataPrefix, ctx: Ctx): Promise<void> {
  const rec = parent.ele('record');
  writeHeader(rec, item);
  if (item.pub.status === 'withdrawn') return;
  const cfg = (await readSingletonCached(dataciteConfig)).value;
  const md = rec.ele('metadata');
  if (prefix === 'oai_dc') {
    oaiDc(md, {
      record: item.record,
      identifiers: [item.pub.pid, recordId(ctx.base, item.pub)],
      publisher: cfg.publisher,
      date: item.pub.publishedAt.slice(0, 10),
      license: item.pub.license,
    });
    return;
  }
  const prefixOfDoi = item.pub.pid.slice(0, item.pub.pid.indexOf('/'));
  const related: Related[] =
    item.pub.version > 1
      ? [
          {
            relatedIdentifier: `${prefixOfDoi}/${doiSuffix(item.pub.kind, item.pub.appId, item.pub.version - 1)}`,
            relatedIdentifierType: 'DOI',
            relationType: 'IsNewVersionOf',
          },
        ]
      : [];
  oaiDatacite(
    md,
    attributes(cfg, item.pub.pid, item.pub.kind, item.pub.version, item.record, related),
    cfg.repositoryId ?? 'svc',
  );
}

function metadataPrefixArg(v: string): MetadataPrefix {
  if (v !== 'oai_dc' && v !== 'oai_datacite')
    throw new OaiError('cannotDisseminateFormat', `This repository disseminates oai_dc and oai_datacite, not "${v}".`);
  return v;
}

async function publicItem(identifier: string, sel: Selection): Promise<Item> {
  const r = await readQuery<{ p: Record<string, unknown> }>(
    `MATCH (p:Publication {pid: $pid}) WHERE p.public AND p.oaiKey IS NOT NULL AND ($collections IS NULL OR p.collectionAppId IN $collections)
     RETURN ${projection} AS p`,
    { pid: identifier, collections: sel.collections },
  );
  const m = r.records[0]?.get('p');
  if (!m) throw new OaiError('idDoesNotExist', `No public record has identifier "${identifier}".`);
  return itemOf(m);
}

/** The index-ordered key a list reads: every publication's, or the DOIs' only. */
export type OaiKeyProperty = 'oaiKey' | 'oaiDoiKey';

/**
 * The first `$limit` public publications with `$lower < key < $upper` in key order. Over every
 * Collection one range seek on the key's index; over a list of Collections (`$collections`) one
 * (collectionAppId, key) seek per Collection, each stopped at `$limit`, then the merge of those.
 */
export function oaiPageQuery(key: OaiKeyProperty, restricted: boolean, hinted = graphSchemaCurrent()): string {
  // With the indexes online, each seek names its index: the planner costs the key's index and the
  // (collectionAppId, key) one alike and can otherwise filter the wrong one (a flaky plan in CI).
  // SEEK, not just INDEX: on a graph of few publications the planner took the named index and
  // scanned it whole, filtering by Collection (another flaky plan in CI).
  const hint = (props: string) => (hinted ? `USING INDEX SEEK p:Publication(${props})` : '');
  return restricted
    ? `UNWIND $collections AS c
       CALL (c) {
         MATCH (p:Publication) ${hint(`collectionAppId, ${key}`)}
         WHERE p.collectionAppId = c AND p.${key} > $lower AND p.${key} < $upper AND p.public
         WITH p ORDER BY p.collectionAppId, p.${key} LIMIT $limit RETURN p
       }
       WITH p ORDER BY p.${key} LIMIT $limit RETURN ${projection} AS p`
    : `MATCH (p:Publication) ${hint(key)} WHERE p.${key} > $lower AND p.${key} < $upper AND p.public
       WITH p ORDER BY p.${key} LIMIT $limit RETURN ${projection} AS p`;
}

async function oaiPage(
  key: OaiKeyProperty,
  collections: readonly string[] | null,
  lower: string,
  upper: string,
  limit: number,
): Promise<Item[]> {
  const r = await readQuery<{ p: Record<string, unknown> }>(oaiPageQuery(key, collections !== null), {
    lower,
    upper,
    collections: collections === null ? null : [...new Set(collections)],
    limit: cypherInt(limit),
  });
  return r.records.map((rec) => itemOf(rec.get('p')));
}

async function identify(root: XMLBuilder, ctx: Ctx): Promise<void> {
  const cfg = (await readSingletonCached(unhideConfig)).value;
  const [first] = await oaiPage('oaiKey', ctx.sel.collections, '', '~', 1);
  const earliest = first?.datestamp ?? datestampOf(new Date(ctx.nowMs).toISOString());
  const el = root.ele('Identify');
  el.ele('repositoryName').txt(cfg.catalogName);
  el.ele('baseURL').txt(ctx.oaiBase);
  el.ele('protocolVersion').txt('2.0');
  el.ele('adminEmail').txt(cfg.adminEmail);
  el.ele('earliestDatestamp').txt(earliest);
  el.ele('deletedRecord').txt('transient');
  el.ele('granularity').txt('YYYY-MM-DDThh:mm:ssZ');
}

async function listMetadataFormats(root: XMLBuilder, identifier: string | undefined, ctx: Ctx): Promise<void> {
  const item = identifier === undefined ? undefined : await publicItem(identifier, ctx.sel);
  const prefixes = (Object.keys(FORMATS) as MetadataPrefix[]).filter((p) => !item || disseminable(item, p));
  if (prefixes.length === 0)
    throw new OaiError('noMetadataFormats', `No metadata format is available for "${identifier ?? ''}".`);
  const el = root.ele('ListMetadataFormats');
  for (const p of prefixes) {
    const f = el.ele('metadataFormat');
    f.ele('metadataPrefix').txt(p);
    f.ele('schema').txt(FORMATS[p].schema);
    f.ele('metadataNamespace').txt(FORMATS[p].namespace);
  }
}

function resumption(
  parent: XMLBuilder,
  state: TokenState,
  delivered: number,
  more: boolean,
  resumed: boolean,
  nowMs: number,
): void {
  if (more) {
    const t = encodeToken({ ...state, cursor: state.cursor + delivered }, nowMs);
    parent.ele('resumptionToken', { expirationDate: t.expiresAt, cursor: String(state.cursor) }).txt(t.token);
  } else if (resumed) {
    // The last part of an incomplete list: an empty token says the list is complete.
    parent.ele('resumptionToken', { cursor: String(state.cursor) });
  }
}

async function listSets(root: XMLBuilder, state: TokenState, resumed: boolean, ctx: Ctx): Promise<void> {
  const r = await readQuery<{ appId: string; name: string | null }>(
    `MATCH (s:OaiSet) WHERE s.collectionAppId > $after AND ($collections IS NULL OR s.collectionAppId IN $collections)
     WITH s ORDER BY s.collectionAppId LIMIT $limit
     OPTIONAL MATCH (c:BasicEntity:Collection {appId: s.collectionAppId})
     RETURN s.collectionAppId AS appId, c.name AS name ORDER BY appId`,
    { after: state.after, collections: ctx.sel.collections, limit: cypherInt(ctx.sel.pageSize + 1) },
  );
  const rows = r.records.map((rec) => ({ appId: rec.get('appId'), name: rec.get('name') }));
  if (rows.length === 0 && !resumed)
    throw new OaiError('noSetHierarchy', 'No Collection has public publications yet, so there are no sets.');
  const page = rows.slice(0, ctx.sel.pageSize);
  const el = root.ele('ListSets');
  for (const s of page) {
    const set = el.ele('set');
    set.ele('setSpec').txt(setSpecOf(s.appId));
    set.ele('setName').txt(s.name ?? `Collection ${s.appId}`);
  }
  resumption(
    el,
    { ...state, after: page.at(-1)?.appId ?? state.after },
    page.length,
    rows.length > page.length,
    resumed,
    ctx.nowMs,
  );
}

async function listItems(
  root: XMLBuilder,
  verb: 'ListIdentifiers' | 'ListRecords',
  state: TokenState,
  resumed: boolean,
  ctx: Ctx,
): Promise<void> {
  const prefix = metadataPrefixArg(state.metadataPrefix ?? '');
  const from = state.from === null ? '' : datestampArg('from', state.from);
  const until = state.until === null ? null : datestampArg('until', state.until);
  if (state.from !== null && state.until !== null && state.from.length !== state.until.length) {
    throw new OaiError('badArgument', 'from and until must have the same granularity.');
  }
  if (until !== null && from > until) throw new OaiError('badArgument', 'from is later than until.');
  // Keys are "datestamp|pid": after a datestamp prefix sorts every key of that second; "}" sorts after "|".
  const lower = state.after > from ? state.after : from;
  const upper = until === null ? '~' : `${until}}`;
  const collection = state.set === null ? null : collectionOfSet(state.set);
  const selected =
    collection === null
      ? ctx.sel.collections
      : ctx.sel.collections === null || ctx.sel.collections.includes(collection)
        ? [collection]
        : [];
  const items = await oaiPage(
    prefix === 'oai_datacite' ? 'oaiDoiKey' : 'oaiKey',
    selected,
    lower,
    upper,
    ctx.sel.pageSize + 1,
  );
  if (items.length === 0 && !resumed) throw new OaiError('noRecordsMatch', 'No record matches these arguments.');
  const page = items.slice(0, ctx.sel.pageSize);
  const el = root.ele(verb);
  for (const item of page) {
    if (verb === 'ListIdentifiers') writeHeader(el, item);
    else await writeRecord(el, item, prefix, ctx);
  }
  resumption(
    el,
    { ...state, after: page.at(-1)?.oaiKey ?? state.after },
    page.length,
    items.length > page.length,
    resumed,
    ctx.nowMs,
  );
}

/** The arguments of one request, checked against the verb's (badVerb, badArgument). */
function checkArguments(args: Readonly<Record<string, string>>): {
  verb: Verb;
  args: Readonly<Record<string, string>>;
} {
  const verb = args['verb'];
  if (verb === undefined) throw new OaiError('badVerb', 'The verb argument is missing.');
  if (!(VERBS as readonly string[]).includes(verb))
    throw new OaiError('badVerb', `"${verb}" is not an OAI-PMH verb (or the verb was repeated).`);
  const rule = ALLOWED[verb as Verb];
  const names = Object.keys(args).filter((k) => k !== 'verb');
  const illegal = names.filter((k) => !rule.required.includes(k) && !rule.optional.includes(k) && k !== rule.exclusive);
  if (illegal.length > 0) throw new OaiError('badArgument', `${verb} takes no argument ${illegal.join(', ')}.`);
  // A repeated argument reaches us joined with commas; no legal value here has one.
  const repeated = names.filter((k) => (args[k] ?? '').includes(','));
  if (repeated.length > 0)
    throw new OaiError('badArgument', `Argument ${repeated.join(', ')} was repeated or has an illegal value.`);
  // Arguments are echoed in the answer's request element, whose attribute types they must fit.
  const malformed = names.filter((k) => {
    const v = args[k] ?? '';
    if (k === 'metadataPrefix') return !METADATA_PREFIX.test(v);
    if (k === 'set') return !SET_SPEC.test(v);
    if (k === 'from' || k === 'until') return !DAY.test(v) && !SECOND.test(v);
    if (k === 'identifier') return /[\s<>"{}|\\^`]/.test(v) || v === '';
    return false;
  });
  if (malformed.length > 0) throw new OaiError('badArgument', `Argument ${malformed.join(', ')} is malformed.`);
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (names.length > 1) throw new OaiError('badArgument', `${rule.exclusive} is an exclusive argument.`);
    return { verb: verb as Verb, args };
  }
  const missing = rule.required.filter((k) => args[k] === undefined);
  if (missing.length > 0) throw new OaiError('badArgument', `${verb} needs ${missing.join(' and ')}.`);
  return { verb: verb as Verb, args };
}

export interface OaiAnswer {
  /** The answer with its responseDate. */
  readonly xml: string;
  /** The answer less its responseDate: what the ETag is taken over. */
  readonly stable: string;
}

/** One OAI-PMH request (its arguments, empty values already dropped) answered as the protocol says: always an OAI-PMH document. */
export async function oaiAnswer(
  raw: Readonly<Record<string, string | undefined>>,
  base: string,
  nowMs = Date.now(),
): Promise<OaiAnswer> {
  const args = Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => e[1] !== undefined));
  const cfg = (await readSingletonCached(unhideConfig)).value;
  const ctx: Ctx = {
    base,
    oaiBase: `${base}/v2/oai`,
    sel: { collections: cfg.collections, pageSize: cfg.pageSize },
    nowMs,
  };
  let built: { doc: XMLBuilder; root: XMLBuilder };
  try {
    const { verb } = checkArguments(args);
    built = envelope(ctx.oaiBase, args);
    const { root } = built;
    const token = args['resumptionToken'];
    let state: TokenState = {
      verb: verb === 'ListSets' || verb === 'ListIdentifiers' || verb === 'ListRecords' ? verb : 'ListRecords',
      metadataPrefix: args['metadataPrefix'] ?? null,
      set: args['set'] ?? null,
      from: args['from'] ?? null,
      until: args['until'] ?? null,
      after: '',
      cursor: 0,
    };
    if (token !== undefined) {
      const decoded = decodeToken(token, nowMs);
      if (!decoded.ok) throw new OaiError('badResumptionToken', decoded.reason);
      if (decoded.state.verb !== verb)
        throw new OaiError('badResumptionToken', `The resumptionToken belongs to ${decoded.state.verb}, not ${verb}.`);
      state = decoded.state;
    }
    switch (verb) {
      case 'Identify':
        await identify(root, ctx);
        break;
      case 'ListMetadataFormats':
        await listMetadataFormats(root, args['identifier'], ctx);
        break;
      case 'ListSets':
        await listSets(root, state, token !== undefined, ctx);
        break;
      case 'GetRecord': {
        const prefix = metadataPrefixArg(args['metadataPrefix'] ?? '');
        const item = await publicItem(args['identifier'] ?? '', ctx.sel);
        if (!disseminable(item, prefix))
          throw new OaiError(
            'cannotDisseminateFormat',
            `${item.pub.pid} is not a DOI; it is disseminated as oai_dc only.`,
          );
        await writeRecord(root.ele('GetRecord'), item, prefix, ctx);
        break;
      }
      case 'ListIdentifiers':
      case 'ListRecords':
        await listItems(root, verb, state, token !== undefined, ctx);
        break;
    }
  } catch (error) {
    if (!(error instanceof OaiError)) throw error;
    // Arguments are echoed only for errors other than badVerb and badArgument (the protocol's rule).
    const echo = error.code === 'badVerb' || error.code === 'badArgument' ? null : args;
    built = envelope(ctx.oaiBase, echo);
    built.root.ele('error', { code: error.code }).txt(error.message);
  }
  const stable = built.doc.end({ prettyPrint: false });
  return { stable, xml: stable.replace(RESPONSE_DATE, `${new Date(nowMs).toISOString().slice(0, 19)}Z`) };
}
