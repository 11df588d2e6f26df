import { NS } from '../templates/rdf.ts';
import { validLexical } from '../templates/datatypes.ts';
import type { CellMapping } from '../templates/cell-mapping.ts';

/**
 * The workbook of a spreadsheet export (exceljs's self-contained build, loaded on first use: only
 * this endpoint pays for it; shipped-files.ts says why that build). Worksheets in the order the fields first name them; a mapping without `urn:btkvs:sheet`
 * goes to the first worksheet (`Sheet1` when no mapping names one). Values are typed by the
 * field's datatype: xsd numbers as numbers (an integer or decimal only when a double holds it
 * exactly: a larger or finer one stays text), xsd:boolean as a boolean, xsd:date and xsd:dateTime as
 * dates (UTC; a date-time without an offset is read as UTC), anything else (or a value that is not
 * a valid lexical form of its datatype) as text. An absent value leaves the cell empty.
 */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DEFAULT_SHEET = 'Sheet1';

const xsd = (locals: readonly string[]) => new Set(locals.map((l) => `${NS.xsd}${l}`));
const INTEGER = xsd([
  'integer',
  'int',
  'long',
  'short',
  'byte',
  'nonNegativeInteger',
  'positiveInteger',
  'nonPositiveInteger',
  'negativeInteger',
  'unsignedInt',
  'unsignedLong',
]);
const DECIMAL = xsd(['decimal']);
const FLOATING = xsd(['double', 'float']);
const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

export type CellValue = { value: string | number | boolean | Date; numFmt?: string };

export function typedValue(datatype: string | null, raw: string): CellValue {
  if (datatype === null || !validLexical(datatype, raw)) return { value: raw };
  if (INTEGER.has(datatype) || DECIMAL.has(datatype) || FLOATING.has(datatype)) {
    const n = Number(raw.trim());
    if (!Number.isFinite(n)) return { value: raw };
    // A cell holds an IEEE double: an integer or decimal it cannot hold exactly stays text rather than being rounded.
    if (INTEGER.has(datatype) && !Number.isSafeInteger(n)) return { value: raw };
    if (DECIMAL.has(datatype) && decimalDigits(raw.trim()) !== decimalDigits(String(n))) return { value: raw };
    return { value: n === 0 ? 0 : n };
  }
  if (datatype === `${NS.xsd}boolean`) return { value: raw === 'true' || raw === '1' };
  if (datatype === `${NS.xsd}date`) {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
    const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
    // Date.UTC rolls 2026-13-45 over into 2027; such a value stays text.
    const real = d !== undefined && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === m?.[0];
    return real ? { value: d, numFmt: DATE_FORMAT } : { value: raw };
  }
  if (datatype === `${NS.xsd}dateTime` || datatype === `${NS.xsd}dateTimeStamp`) {
    if (!/^\d{4}-/.test(raw)) return { value: raw };
    const d = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(raw) ? raw : `${raw}Z`);
    const day = new Date(`${raw.slice(0, 10)}T00:00:00Z`);
    const real =
      !Number.isNaN(d.getTime()) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw.slice(0, 10);
    return real ? { value: d, numFmt: DATE_TIME_FORMAT } : { value: raw };
  }
  return { value: raw };
}

/**
 * A decimal numeral (optionally with an exponent, as String(number) may write it) as sign,
 * significant digits and the power of ten of the last one: equal exactly when the values are equal.
 */
function decimalDigits(text: string): string {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return `invalid:${text}`;
  const all = `${m[2]}${m[3] ?? ''}`;
  let exp = Number(m[4] ?? 0) - (m[3] ?? '').length;
  const lead = all.replace(/^0+/, '');
  if (lead === '') return '0';
  const digits = lead.replace(/0+$/, '');
  exp += lead.length - digits.length;
  return `${m[1] === '-' ? '-' : ''}${digits}e${exp}`;
}

export function sheetOrder(mappings: readonly CellMapping[]): string[] {
  const named = [...new Set(mappings.flatMap((m) => (m.sheet === null ? [] : [m.sheet])))];
  return named.length > 0 ? named : [DEFAULT_SHEET];
}

export async function buildWorkbook(
  mappings: readonly CellMapping[],
  attributes: Readonly<Record<string, string>>,
  meta: { title: string },
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs/dist/exceljs.bare.min.js');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'svc';
  wb.title = meta.title;
  const sheets = new Map(sheetOrder(mappings).map((name) => [name, wb.addWorksheet(name)]));
  const first = sheets.values().next().value!;
  for (const m of mappings) {
    const raw = attributes[m.attributeKey];
    if (raw === undefined) continue;
    const cell = (m.sheet === null ? first : (sheets.get(m.sheet) ?? first)).getCell(m.cell.address);
    const typed = typedValue(m.datatype, raw);
    cell.value = typed.value;
    if (typed.numFmt) cell.numFmt = typed.numFmt;
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
