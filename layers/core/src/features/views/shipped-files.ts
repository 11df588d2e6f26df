/**
 * The spreadsheet writer as shipped: exceljs's self-contained build (`dist/exceljs.bare.min.js`,
 * 0.86 MB, no dependencies to resolve) is read at run time from beside the templates function's
 * bundle, not bundled: bundled, exceljs and its dependency tree would add about 1.1 MB to a
 * function every template request cold-starts.
 */
export const spreadsheetPackage = 'exceljs';
export const spreadsheetShippedFiles = ['package.json', 'LICENSE', 'dist/exceljs.bare.min.js'] as const;
