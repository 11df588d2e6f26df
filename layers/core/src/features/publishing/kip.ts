import { readQuery } from '../../platform/graph/driver.ts';
import { notFound, ProblemError } from '../../kernel/problem.ts';
import { pluginOn } from './pid.ts';
import { toPublication, type Publication } from './publish.ts';

export const KIP_CONTEXT = {
  '@vocab': 'http://schema.org/',
  kip: 'https://w3id.org/kip#',
  digitalObjectType: { '@id': 'kip:digitalObjectType' },
  checksum: { '@id': 'kip:checksum' },
  location: { '@id': 'kip:location', '@type': '@id' },
  previousVersion: { '@id': 'kip:previousVersion', '@type': '@id' },
  nextVersion: { '@id': 'kip:nextVersion', '@type': '@id' },
} as const;

/** `@id` of a PID's public record (resolvable under the resolver). */
export const recordId = (base: string, p: Pick<Publication, 'suffix'>) =>
  `${base}/v2/.well-known/kip/${encodeURIComponent(p.suffix)}`;

/**
 * The public record of the PID with `suffix`: 404 unknown or not public, 410 withdrawn.
 * Its version links point at the entity's other public versions.
 */
export async function kipRecord(suffix: string, base: string): Promise<Record<string, unknown>> {
  if (!(await pluginOn('kip'))) throw notFound('The kip resolver plugin is disabled.');
  const r = await readQuery<{ p: Record<string, unknown>; versions: { version: number; suffix: string }[] }>(
    `MATCH (p:Publication {suffix: $suffix})
     RETURN p { .*, view: null } AS p,
       COLLECT { MATCH (p)<-[:HAS_PUBLICATION]-(:BasicEntity)-[:HAS_PUBLICATION]->(o:Publication)
                 WHERE o.public AND o.status = 'published' RETURN o { .version, .suffix } AS o ORDER BY o.version } AS versions`,
    { suffix },
  );
  const row = r.records[0];
  const p = row ? toPublication(row.get('p')) : undefined;
  if (!p?.public) throw notFound(`No public record has PID suffix ${suffix}.`);
  if (p.status === 'withdrawn') {
    throw new ProblemError(
      'resource.gone',
      `PID ${p.pid} was withdrawn${p.withdrawalReason ? `: ${p.withdrawalReason}` : ''}.`,
      { pid: p.pid, withdrawnAt: p.withdrawnAt },
    );
  }
  const versions = row?.get('versions') ?? [];
  const prev = versions.filter((v) => Number(v.version) < p.version).at(-1);
  const next = versions.find((v) => Number(v.version) > p.version);
  const location = p.kind === 'collection' ? `${base}/v2/collections/${p.appId}` : `${base}/v2/data-objects/${p.appId}`;
  return {
    '@context': KIP_CONTEXT,
    '@id': recordId(base, p),
    '@type': 'Dataset',
    identifier: p.pid,
    name: p.title,
    digitalObjectType: p.kind === 'collection' ? 'svc:Collection' : 'svc:DataObject',
    location,
    checksum: p.checksum,
    version: String(p.version),
    datePublished: p.publishedAt,
    dateModified: p.publishedAt,
    ...(p.license ? { license: p.license } : {}),
    ...(prev ? { previousVersion: recordId(base, prev) } : {}),
    ...(next ? { nextVersion: recordId(base, next) } : {}),
  };
}
