import { isInteger, isSafeNumber, parse, stringify } from 'lossless-json';

/**
 * JSON as the API speaks it. Legacy ids and timestamps are int64: `JSON.parse` would round an
 * integer beyond 2^53 to the nearest double and the console would then name another entity.
 * Integers that a double holds exactly stay numbers; larger ones become bigints (the generated
 * types say `number | bigint` for every int64 field). Other numbers parse as usual.
 */
export function parseJson(text: string): unknown {
  return parse(text, null, (value: string) =>
    isInteger(value) && !isSafeNumber(value) ? BigInt(value) : Number(value),
  );
}

/** Request bodies: a bigint is written as a plain JSON number, digit for digit. */
export function stringifyJson(value: unknown): string {
  return stringify(value) ?? 'null';
}

/** An id in a URL or a key: its exact decimal digits, whichever way it was parsed. */
export const idText = (id: number | bigint): string => (typeof id === 'bigint' ? id.toString() : String(id));
