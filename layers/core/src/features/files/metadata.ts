import { newAppId } from '../../kernel/ids.ts';
import { ProblemError } from '../../kernel/problem.ts';
import type { QueueRecord } from '../../platform/aws/queue-worker.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { logger } from '../../platform/observability/logger.ts';
import { activeAnnotationParsers } from '../../platform/plugins/annotation-parsers.ts';
import type { Principal } from '../../kernel/principal.ts';
import { gateContainer, storedFile } from './files.ts';
import { metadataMessage, type MetadataMessage } from './metadata-queue.ts';

/** The `file-metadata` worker and the stored facts (the model is described in metadata-queue.ts). */

export interface MetadataFact {
  readonly predicate: string;
  readonly value: string;
}

const localName = (iri: string): string => iri.replace(/^urn:svc:(?:mffd:)?/, '');
const numeric = (v: string): number | null =>
  /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(v) && Number.isFinite(Number(v)) ? Number(v) : null;

/** Replaces the annotations `parserId` gave this file with `facts`; false when the file is gone. */
export async function storeFileMetadata(
  m: MetadataMessage,
  pluginId: string,
  facts: readonly MetadataFact[],
): Promise<boolean> {
  const rows = facts.map((f, ordinal) => ({
    ordinal,
    appId: newAppId(),
    propertyIRI: f.predicate,
    propertyName: localName(f.predicate),
    valueName: f.value,
    name: `${localName(f.predicate)}::${f.value}`,
    numericValue: numeric(f.value),
  }));
  const r = await writeQuery<{ n: number }>(
    `MATCH (c:BasicEntity:FileContainer {id: $containerId})-[:HAS_FILE]->(:ShepardFile {oid: $oid})
     WITH c LIMIT 1
     WITH c, COLLECT { MATCH (c)-[:HAS_ANNOTATION]->(old:SemanticAnnotation {fileOid: $oid, parserId: $parserId}) RETURN old } AS olds
     FOREACH (o IN olds | DETACH DELETE o)
     WITH c
     UNWIND $rows AS row
     CREATE (c)-[:HAS_ANNOTATION]->(a:SemanticAnnotation {
       appId: row.appId, name: row.name, propertyIRI: row.propertyIRI, propertyName: row.propertyName,
       valueIRI: null, valueName: row.valueName, numericValue: row.numericValue, unitIRI: null,
       fileOid: $oid, parserId: $parserId, pluginId: $pluginId, ordinal: row.ordinal, createdAt: datetime(), createdBy: $pluginId
     })
     RETURN count(a) AS n`,
    { containerId: cypherInt(m.containerId), oid: m.oid, parserId: m.parserId, pluginId, rows },
  );
  return r.records.length > 0 && rows.length > 0 ? true : await fileExists(m);
}

async function fileExists(m: MetadataMessage): Promise<boolean> {
  const r = await readQuery<{ n: number }>(
    `MATCH (:BasicEntity:FileContainer {id: $containerId})-[:HAS_FILE]->(f:ShepardFile {oid: $oid}) RETURN count(f) AS n`,
    { containerId: cypherInt(m.containerId), oid: m.oid },
  );
  return Number(r.records[0]?.get('n') ?? 0) > 0;
}

export interface FileMetadataEntry {
  predicate: string;
  value: string;
  numericValue: number | null;
  parserId: string;
  pluginId: string;
}

/** The stored metadata of one file of a container, by parser in the order it gave them (callers gate the container). */
export async function fileMetadata(containerId: number, oid: string): Promise<FileMetadataEntry[]> {
  const r = await readQuery<{ e: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:FileContainer {id: $containerId})-[:HAS_ANNOTATION]->(a:SemanticAnnotation {fileOid: $oid})
     RETURN a {predicate: a.propertyIRI, value: a.valueName, .numericValue, .parserId, .pluginId} AS e
     ORDER BY a.parserId, a.ordinal`,
    { containerId: cypherInt(containerId), oid },
  );
  return r.records.map((rec) => {
    const e = rec.get('e');
    return {
      predicate: String(e['predicate']),
      value: String(e['value']),
      numericValue: typeof e['numericValue'] === 'number' ? e['numericValue'] : null,
      parserId: String(e['parserId']),
      pluginId: String(e['pluginId']),
    };
  });
}

/** `GET /v2/file-containers/{appId}/files/{oid}/metadata`: read on the container; 404 for an unknown file. */
export async function getFileMetadata(
  principal: Principal,
  containerAppId: string,
  oid: string,
): Promise<{ oid: string; fileName: string; metadata: FileMetadataEntry[] }> {
  const c = await gateContainer(principal, { appId: containerAppId }, 'read');
  const { filename } = await storedFile(c.id, oid, `file container ${containerAppId}`);
  return { oid, fileName: filename, metadata: await fileMetadata(c.id, oid) };
}

/** Processes a batch of `file-metadata` records; resolves to the ids SQS should deliver again. */
export async function processMetadataRecords(records: readonly QueueRecord[]): Promise<string[]> {
  const retry: string[] = [];
  for (const r of records) if (!(await processRecord(r))) retry.push(r.id);
  return retry;
}

async function processRecord(r: QueueRecord): Promise<boolean> {
  let m: MetadataMessage;
  try {
    m = metadataMessage.parse(JSON.parse(r.body));
  } catch (error) {
    logger.error('file metadata: dropping a malformed message', { error: error as Error, messageId: r.id });
    return true;
  }
  try {
    const found = (await activeAnnotationParsers()).find((p) => p.parser.id === m.parserId);
    if (!found) {
      logger.info('file metadata: the parser is gone or its plugin disabled; nothing to do', { ...m });
      return true;
    }
    let file: Awaited<ReturnType<typeof storedFile>>;
    try {
      file = await storedFile(m.containerId, m.oid);
    } catch (error) {
      // The file was deleted before its turn came: nothing to describe.
      if (error instanceof ProblemError && error.status === 404) return true;
      throw error;
    }
    const started = performance.now();
    const stat = await file.adapter.stat(file.locator);
    const facts = await found.parser.parse({
      fileName: file.filename,
      body: await file.adapter.get(file.locator),
      ...(stat ? { size: stat.size } : {}),
    });
    const stored = await storeFileMetadata(m, found.pluginId, facts);
    logger.info('file metadata: stored', {
      ...m,
      facts: facts.length,
      stored,
      ms: Math.round(performance.now() - started),
    });
    return true;
  } catch (error) {
    logger.error('file metadata: parsing failed; the message comes back', {
      error: error as Error,
      messageId: r.id,
      ...m,
      receiveCount: r.receiveCount,
    });
    return false;
  }
}
