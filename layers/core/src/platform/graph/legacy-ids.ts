import neo4j, { type Integer } from 'neo4j-driver-lite';
import { writeQuery } from './driver.ts';

/**
 * Legacy integer ids (docs/architecture.md §3): unique positive int64, never reused, minted without
 * serialising every write on one hot node.
 *
 * Hi/lo allocation: a process reserves a block of BLOCK_SIZE ids with ONE atomic increment of
 * `(:IdSequence {name: 'legacy'}).next` and hands them out from memory. The sequence node is
 * touched once per block, not once per entity, so concurrent writers rarely meet on it. Ids
 * left in a block when a process dies are skipped, never handed out again: ids have gaps, are
 * roughly (not strictly) increasing across processes, and are never reused, even after the
 * entity is deleted.
 *
 * Ids are JS numbers: exact up to 2^53 - 1 (Number.MAX_SAFE_INTEGER). At a million ids a second
 * that lasts 285 years; the allocator refuses to go past it rather than lose precision.
 */
export const BLOCK_SIZE = 100;
export const LEGACY_SEQUENCE = 'legacy';

/** Reserves `size` consecutive ids and returns the first one. */
export type ReserveBlock = (size: number) => Promise<number>;

export interface IdAllocator {
  next(): Promise<number>;
}

/** The in-memory half: pure, so it can be tested without a graph. */
export function createIdAllocator(reserve: ReserveBlock, blockSize = BLOCK_SIZE): IdAllocator {
  let nextId = 0;
  let end = 0; // exclusive
  let pending: Promise<void> | undefined;

  const refill = (): Promise<void> => {
    pending ??= reserve(blockSize)
      .then((start) => {
        if (!Number.isSafeInteger(start) || start < 1 || !Number.isSafeInteger(start + blockSize)) {
          throw new Error(`legacy id sequence returned an unusable block start: ${start}`);
        }
        nextId = start;
        end = start + blockSize;
      })
      .finally(() => (pending = undefined));
    return pending;
  };

  return {
    async next() {
      // A loop, not a single refill: concurrent callers may drain a fresh block before we run.
      while (nextId >= end) await refill();
      return nextId++;
    },
  };
}

/**
 * One atomic increment. The dummy write takes the node's write lock before `next` is read,
 * so two transactions can never read the same value (Neo4j's read-committed isolation would
 * otherwise allow a lost update between the read and the write).
 */
export const RESERVE_BLOCK_CYPHER = `MERGE (s:IdSequence {name: $name})
     ON CREATE SET s.next = 1
     SET s._lock = true
     WITH s, s.next AS start
     SET s.next = start + $size
     REMOVE s._lock
     RETURN start`;

export const reserveFromGraph: ReserveBlock = async (size) => {
  const r = await writeQuery<{ start: number }>(RESERVE_BLOCK_CYPHER, { name: LEGACY_SEQUENCE, size: cypherInt(size) });
  const start = r.records[0]?.get('start');
  if (typeof start !== 'number') throw new Error('legacy id sequence returned no block');
  return start;
};

let shared: IdAllocator | undefined;

/** The process-wide allocator of legacy ids. */
export function nextLegacyId(): Promise<number> {
  shared ??= createIdAllocator(reserveFromGraph);
  return shared.next();
}

/**
 * Cypher parameters must carry ids as integers: the driver sends every JS number as a float,
 * and a float would be stored as such (and is not a valid SKIP/LIMIT).
 */
export function cypherInt(n: number): Integer {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${n}`);
  return neo4j.int(n);
}
export const cypherInts = (ns: readonly number[]): Integer[] => ns.map(cypherInt);
