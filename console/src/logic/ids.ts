/**
 * An int64 id the user picked or typed (its decimal digits), for a request body or query. The
 * generated types say `number`; beyond 2^53 the value is a bigint, which the client's lossless
 * serialiser writes digit for digit (api/lossless.ts), so the cast only widens what the type says.
 */
export function wireId(digits: string): number {
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : (BigInt(digits) as unknown as number);
}

/** The decimal digits of an id as parsed (a number, or a bigint beyond 2^53). */
export const idDigits = (id: number | bigint): string => (typeof id === 'bigint' ? id.toString() : String(id));
