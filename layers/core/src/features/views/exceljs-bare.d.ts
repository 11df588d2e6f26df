/** exceljs's self-contained build: the same API as the package's entry (see shipped-files.ts). */
declare module 'exceljs/dist/exceljs.bare.min.js' {
  import ExcelJS from 'exceljs';
  export default ExcelJS;
}
