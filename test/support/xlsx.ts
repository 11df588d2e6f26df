import ExcelJS from 'exceljs';

/** Reads an .xlsx back with exceljs (the export tests check each cell of what the service wrote). */
export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return wb;
}
