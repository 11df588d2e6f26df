import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/** Server-minted `appId` of every entity: UUID version 7 (time-ordered). */
export const newAppId = (): string => uuidv7();

/**
 * A Mongo ObjectId-like `oid` (upstream's ids of stored payloads): 4 bytes of seconds, then 8
 * random bytes, as 24 lower-case hex digits, so oids sort by their creation second.
 */
export function newObjectId(now = Date.now()): string {
  const t = Buffer.alloc(4);
  t.writeUInt32BE(Math.floor(now / 1000) >>> 0);
  return Buffer.concat([t, randomBytes(8)]).toString('hex');
}
