import { isInteger, LosslessNumber, parse, stringify } from 'lossless-json';
import { ProblemError } from './problem.ts';

/**
 * JSON bodies with int64 nanosecond timestamps. `JSON.parse` turns 1700000000123456789 into
 * 1700000000123456768, and Node 20 has no source-text access in a reviver to recover the digits,
 * so these bodies are read and written with `lossless-json` (josdejong; maintained, no
 * dependencies, types included, recent releases) rather than `json-bigint` (not released for years,
 * no own types, and it converts numbers through bignumber.js unless configured otherwise).
 *
 * Reading: a number written as an integer literal (no fraction, no exponent) within the int64 range
 * becomes a bigint, any other number a JS number (so an integer beyond int64 reads as a Double, as
 * it would be stored). So `1` is an Integer value and `1.0` or `1e3` a Double, as the
 * upstream server (Jackson) reads them. A duplicate key with a different value is refused,
 * `__proto__` is an ordinary key. Range checks (int64, timestamps ≥ 0) belong to the caller.
 *
 * Writing: a bigint is written as its digits; a number as JavaScript writes it, except a value
 * wrapped with `jsonDouble`, which keeps a fraction (`2.0`) so a Double stays a Double for a
 * reader that distinguishes them.
 */
export function parseInt64Json(text: string): unknown {
  try {
    return parse(text, null, (digits) => (isInteger(digits) && fitsInt64(digits) ? BigInt(digits) : Number(digits)));
  } catch (err) {
    // A RangeError is a nesting too deep for the recursive parser: still the body's fault.
    throw new ProblemError('request.malformed-json', `The request body is not valid JSON: ${(err as Error).message}`);
  }
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function fitsInt64(digits: string): boolean {
  if (digits.replace(/^-/, '').length < 19) return true;
  const n = BigInt(digits);
  return n >= INT64_MIN && n <= INT64_MAX;
}

export function stringifyInt64Json(value: unknown, indent?: number): string {
  const text = stringify(value, undefined, indent);
  if (text === undefined) throw new TypeError('The value has no JSON representation.');
  return text;
}

/** A Double for `stringifyInt64Json` that keeps its fraction when integral: 2 → `2.0`. */
export function jsonDouble(value: number): LosslessNumber {
  if (!Number.isFinite(value)) throw new TypeError(`${value} has no JSON representation.`);
  const text = Object.is(value, -0) ? '-0' : String(value);
  return new LosslessNumber(/[.eE]/.test(text) ? text : `${text}.0`);
}

/**
 * For a zod int64 field of a body read by `parseInt64Json`: a number with no fraction (`167.0`, an
 * integer in JSON Schema's sense, as upstream's Jackson also reads it) becomes the bigint it names
 * when that is exact (within 2^53); anything else passes through for the bigint check to judge.
 */
export const integralAsBigInt = (v: unknown): unknown =>
  typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : v;
