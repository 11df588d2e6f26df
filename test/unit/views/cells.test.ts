import { describe, expect, it } from 'vitest';
import { Parser } from 'n3';
import { columnLetters, parseA1, sheetNameProblem } from '../../../layers/core/src/features/templates/a1.ts';
import { assertCellMappings, cellMappings } from '../../../layers/core/src/features/templates/cell-mapping.ts';
import { compileFields } from '../../../layers/core/src/features/templates/form.ts';
import { flattenShapes } from '../../../layers/core/src/features/templates/shape-flatten.ts';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';
import { buildWorkbook, typedValue } from '../../../layers/core/src/features/views/spreadsheet.ts';
import { readWorkbook } from '../../support/xlsx.ts';

const XSD = 'http://www.w3.org/2001/XMLSchema#';

describe('A1 references', () => {
  it('parses columns A … XFD and rows 1 … 1048576, $ markers and lower case', () => {
    expect(parseA1('B3')).toEqual({ column: 2, row: 3, address: 'B3' });
    expect(parseA1('$aa$10')).toEqual({ column: 27, row: 10, address: 'AA10' });
    expect(parseA1('XFD1048576')).toEqual({ column: 16_384, row: 1_048_576, address: 'XFD1048576' });
    for (const bad of [
      '',
      'A0',
      'B',
      '3',
      'XFE1',
      'A1048577',
      'A1:B2',
      'Sheet1!A1',
      'R1C1',
      'A01',
      'AAAA1',
      ' ',
      'A-1',
      '1A',
    ])
      expect(parseA1(bad), bad).toBeUndefined();
  });

  it('writes column letters back', () => {
    for (const n of [1, 26, 27, 52, 702, 703, 16_384]) expect(parseA1(`${columnLetters(n)}1`)?.column).toBe(n);
  });

  it('knows the sheet names Excel refuses', () => {
    expect(sheetNameProblem('Results 2026')).toBeUndefined();
    for (const bad of ['', 'a'.repeat(32), 'a/b', 'a:b', 'q?', '*', '[x]', "'quoted'", 'History', 'tab\there'])
      expect(sheetNameProblem(bad), bad).toBeDefined();
  });
});

const shape = (
  rows: string,
) => `@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix xsd: <${XSD}> . @prefix ex: <http://example.org/lab#> .
ex:Shape a sh:NodeShape ; sh:targetClass ex:T ; ${rows} .`;
const quads = (text: string) => new Parser({ format: 'text/turtle' }).parse(text);
const violations = (text: string): unknown[] => {
  try {
    assertCellMappings(quads(text));
    return [];
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    expect(err.code).toBe('template.invalid-cell-mapping');
    return err.extensions['violations'] as unknown[];
  }
};

describe('cell mappings in a shapeGraph', () => {
  it('accepts valid mappings and refuses a malformed reference, an impossible sheet, a non-literal and a shared cell, naming the field', () => {
    expect(
      violations(
        shape(
          'sh:property [ sh:path ex:a ; <urn:btkvs:cell-mapping> "B2" ; <urn:btkvs:sheet> "Data" ], [ sh:path ex:b ; <urn:btkvs:cell-mapping> "B2" ]',
        ),
      ),
    ).toEqual([]);
    expect(violations(shape('sh:property [ sh:path ex:a ; <urn:btkvs:cell-mapping> "B0" ]'))).toEqual([
      {
        field: 'body.shapeGraph',
        path: '<http://example.org/lab#a>',
        message: expect.stringContaining('"B0" is not an A1') as string,
      },
    ]);
    expect(
      violations(shape('sh:property [ sh:path ex:a ; <urn:btkvs:cell-mapping> "A1" ; <urn:btkvs:sheet> "a/b" ]')),
    ).toHaveLength(1);
    expect(violations(shape('sh:property [ sh:path ex:a ; <urn:btkvs:cell-mapping> ex:A1 ]'))).toHaveLength(1);
    expect(
      violations(
        shape(
          'sh:property [ sh:path ex:a ; <urn:btkvs:cell-mapping> "A1" ], [ sh:path ex:b ; <urn:btkvs:cell-mapping> "$A$1" ]',
        ),
      ),
    ).toEqual([
      {
        field: 'body.shapeGraph',
        path: '<http://example.org/lab#b>',
        message: expect.stringContaining('the cell of <http://example.org/lab#a>') as string,
      },
    ]);
  });

  it('finds the mapping of nested fields, in form order, and types values by datatype', async () => {
    const text =
      shape(`sh:property [ sh:path ex:count ; sh:datatype xsd:integer ; <urn:btkvs:cell-mapping> "B1" ; sh:order 1 ],
      [ sh:path ex:when ; sh:datatype xsd:date ; <urn:btkvs:cell-mapping> "B2" ; sh:order 2 ],
      [ sh:path ex:note ; sh:datatype xsd:string ; sh:order 3 ],
      [ sh:path ex:machine ; sh:node ex:Machine ; sh:order 4 ] . ex:Machine a sh:NodeShape ; sh:property [ sh:path ex:serial ; sh:datatype xsd:string ; <urn:btkvs:cell-mapping> "c3" ; <urn:btkvs:sheet> "Machine" ]`);
    const flat = flattenShapes([text]);
    const fields = compileFields(flat).groups.flatMap((g) => g.fields);
    const mappings = cellMappings(flat.index, flat.root, fields);
    expect(mappings.map((m) => [m.attributeKey, m.cell.address, m.sheet])).toEqual([
      ['count', 'B1', null],
      ['when', 'B2', null],
      ['machine.serial', 'C3', 'Machine'],
    ]);
    const bytes = await buildWorkbook(
      mappings,
      { count: '42', when: '2026-11-24', note: 'skipped', 'machine.serial': 'M-7' },
      { title: 't' },
    );
    const wb = await readWorkbook(bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Machine']);
    const ws = wb.getWorksheet('Machine')!;
    expect(ws.getCell('B1').value).toBe(42);
    expect(ws.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 10, 24)));
    expect(ws.getCell('C3').value).toBe('M-7');
  });

  it('keeps a value that is not a valid lexical form of its datatype as text', () => {
    expect(typedValue(`${XSD}decimal`, '12.5')).toEqual({ value: 12.5 });
    expect(typedValue(`${XSD}decimal`, 'twelve')).toEqual({ value: 'twelve' });
    expect(typedValue(`${XSD}boolean`, '1')).toEqual({ value: true });
    expect(typedValue(`${XSD}dateTime`, '2026-11-24T10:00:00')).toEqual({
      value: new Date('2026-11-24T10:00:00Z'),
      numFmt: 'yyyy-mm-dd hh:mm:ss',
    });
    expect(typedValue(`${XSD}date`, '2026-13-45')).toEqual({ value: '2026-13-45' });
    expect(typedValue(`${XSD}dateTime`, '2026-02-30T10:00:00Z')).toEqual({ value: '2026-02-30T10:00:00Z' });
    expect(typedValue(null, 'http://qudt.org/vocab/unit/N')).toEqual({ value: 'http://qudt.org/vocab/unit/N' });
  });

  it('writes a number only when it is exactly representable, otherwise the text', () => {
    expect(typedValue(`${XSD}long`, '9007199254740991')).toEqual({ value: 9007199254740991 });
    expect(typedValue(`${XSD}long`, '9007199254740993')).toEqual({ value: '9007199254740993' });
    expect(typedValue(`${XSD}integer`, '-123456789012345678901234567890')).toEqual({
      value: '-123456789012345678901234567890',
    });
    expect(typedValue(`${XSD}unsignedLong`, '18446744073709551615')).toEqual({ value: '18446744073709551615' });
    expect(typedValue(`${XSD}int`, '+0042')).toEqual({ value: 42 });
    expect(typedValue(`${XSD}decimal`, '0.1')).toEqual({ value: 0.1 });
    expect(typedValue(`${XSD}decimal`, '-001.2500')).toEqual({ value: -1.25 });
    expect(typedValue(`${XSD}decimal`, '.5')).toEqual({ value: 0.5 });
    expect(typedValue(`${XSD}decimal`, '0.0000001')).toEqual({ value: 1e-7 });
    expect(typedValue(`${XSD}decimal`, '1000000000000000000000')).toEqual({ value: 1e21 });
    expect(typedValue(`${XSD}decimal`, '12345678901234567890.5')).toEqual({ value: '12345678901234567890.5' });
    expect(typedValue(`${XSD}decimal`, '0.12345678901234567890123')).toEqual({ value: '0.12345678901234567890123' });
    expect(typedValue(`${XSD}decimal`, '9007199254740993')).toEqual({ value: '9007199254740993' });
    // xsd:double is an IEEE double by definition: its nearest double is its value.
    expect(typedValue(`${XSD}double`, '0.12345678901234567890123')).toEqual({ value: 0.12345678901234568 });
  });
});
