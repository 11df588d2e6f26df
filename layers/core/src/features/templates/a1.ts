/**
 * A1 cell references and worksheet names of spreadsheet export (`urn:btkvs:cell-mapping`,
 * `urn:btkvs:sheet`). A reference is a column of 1–3 letters (A … XFD) and a row 1 … 1,048,576,
 * either part optionally marked absolute with `$` (`B3`, `$B$3`); letters in either case. Sheet
 * names follow Excel's rules: 1–31 characters, none of `: \ / ? * [ ]`, not starting or ending
 * with an apostrophe, and not `History` (reserved).
 */
export const MAX_COLUMN = 16_384;
export const MAX_ROW = 1_048_576;

export interface Cell {
  readonly column: number;
  readonly row: number;
  readonly address: string;
}

const A1 = /^\$?([A-Za-z]{1,3})\$?([1-9]\d{0,6})$/;

export function columnLetters(column: number): string {
  let out = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

/** The cell of an A1 reference, or undefined when it is not one (or lies outside a worksheet). */
export function parseA1(text: string): Cell | undefined {
  const m = A1.exec(text.trim());
  if (!m) return undefined;
  const letters = m[1]!.toUpperCase();
  const column = [...letters].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0);
  const row = Number(m[2]);
  if (column > MAX_COLUMN || row > MAX_ROW) return undefined;
  return { column, row, address: `${letters}${row}` };
}

/** Why a worksheet name is impossible, or undefined when Excel accepts it. */
export function sheetNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'is empty';
  if (name.length > 31) return 'is longer than 31 characters';
  if (/[:\\/?*[\]]/.test(name)) return 'contains one of : \\ / ? * [ ]';
  if (name.startsWith("'") || name.endsWith("'")) return 'starts or ends with an apostrophe';
  if (name.toLowerCase() === 'history') return 'is reserved by Excel';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return 'contains a control character';
  return undefined;
}
