import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  canAddRow,
  checkField,
  checkValues,
  initialRows,
  isMultiValued,
  valuesNamed,
  type FormField,
  formProblems,
  placeViolations,
  sortedFields,
  widgetFor,
} from '../../../console/src/logic/template-form.ts';

const DASH = 'http://datashapes.org/dash#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const field = (over: Partial<FormField>): FormField => ({
  predicate: 'http://ex.org/p',
  label: 'p',
  editor: `${DASH}TextFieldEditor`,
  required: false,
  datatype: `${XSD}string`,
  path: '<http://ex.org/p>',
  attributeKey: 'p',
  order: 0,
  pattern: null,
  options: [],
  ...over,
});

describe('the widget for each DASH editor hint', () => {
  it('maps the hints the form compiler answers', () => {
    expect(widgetFor(field({}))).toBe('text');
    expect(widgetFor(field({ editor: `${DASH}TextAreaEditor` }))).toBe('textarea');
    expect(widgetFor(field({ datatype: `${XSD}decimal` }))).toBe('number');
    expect(widgetFor(field({ datatype: `${XSD}integer` }))).toBe('number');
    expect(widgetFor(field({ editor: `${DASH}DatePickerEditor` }))).toBe('date');
    expect(widgetFor(field({ editor: `${DASH}DateTimePickerEditor` }))).toBe('datetime');
    expect(widgetFor(field({ editor: `${DASH}BooleanSelectEditor` }))).toBe('boolean');
    const options = [{ value: '20', kind: 'LITERAL' as const, label: '20' }];
    expect(widgetFor(field({ editor: `${DASH}EnumSelectEditor`, options }))).toBe('enum');
    expect(widgetFor(field({ editor: `${DASH}URIEditor`, datatype: null }))).toBe('iri');
    expect(widgetFor(field({ editor: `${DASH}RichTextEditor` }))).toBe('textarea');
    expect(widgetFor(field({ editor: `${DASH}SomethingNew` }))).toBe('text');
  });
  it('orders fields by sh:order, then label', () => {
    expect(
      sortedFields([
        field({ order: 2, label: 'a' }),
        field({ order: 1, label: 'z' }),
        field({ order: 1, label: 'b' }),
      ]).map((f) => f.label),
    ).toEqual(['b', 'z', 'a']);
  });
});

describe('checks as the user types', () => {
  it('requires required fields only', () => {
    expect(checkField(field({ required: true }), ' ')).toEqual({ code: 'required' });
    expect(checkField(field({}), '')).toBeNull();
  });
  it('checks the pattern, the datatype and the options', () => {
    const id = field({ pattern: '^S-[0-9]+$' });
    expect(checkField(id, 'X-1')).toEqual({ code: 'pattern', pattern: '^S-[0-9]+$' });
    expect(checkField(id, 'S-12')).toBeNull();
    expect(checkField(field({ pattern: '(' }), 'x')).toBeNull();
    expect(checkField(field({ datatype: `${XSD}integer` }), '1.5')).toEqual({ code: 'integer' });
    expect(checkField(field({ datatype: `${XSD}decimal` }), '-1.5e3')).toBeNull();
    expect(checkField(field({ datatype: `${XSD}decimal` }), 'ten')).toEqual({ code: 'number' });
    expect(checkField(field({ editor: `${DASH}DatePickerEditor` }), '2024-13')).toEqual({ code: 'date' });
    expect(checkField(field({ editor: `${DASH}DateTimePickerEditor` }), '2024-01-02T10:00:00')).toBeNull();
    expect(checkField(field({ editor: `${DASH}URIEditor`, datatype: null }), 'not an iri')).toEqual({ code: 'iri' });
    expect(
      checkField(field({ editor: `${DASH}URIEditor`, datatype: null }), 'http://qudt.org/vocab/unit/N'),
    ).toBeNull();
    const e = field({ editor: `${DASH}EnumSelectEditor`, options: [{ value: '20', kind: 'LITERAL', label: '20' }] });
    expect(checkField(e, '21')).toEqual({ code: 'option' });
    expect(checkField(field({ editor: `${DASH}BooleanSelectEditor` }), 'yes')).toEqual({ code: 'boolean' });
  });
  it('collects problems by attributeKey and sends only non-blank values', () => {
    const fs = [field({ attributeKey: 'a', required: true }), field({ attributeKey: 'b' })];
    expect(formProblems(fs, { b: 'x' })).toEqual({ a: { code: 'required' } });
    expect(attributesOf(fs, { a: ' 1 ', b: '' })).toEqual({ a: '1' });
  });
});

describe("a 422's violations", () => {
  it('land on the field whose path they name, else by attributeKey, else apart', () => {
    const fs = [
      field({ attributeKey: 'a', path: '<http://ex.org/a>' }),
      field({ attributeKey: 'serial', path: '<http://ex.org/m>/<http://ex.org/s>' }),
    ];
    const placed = placeViolations(fs, {
      violations: [
        { path: '<http://ex.org/a>', message: 'too small' },
        { path: '<http://ex.org/m>/<http://ex.org/s>', attributeKey: 'serial', message: 'missing' },
        { path: '<http://ex.org/x>', attributeKey: 'a', message: 'by key' },
        { path: '<http://ex.org/y>', message: 'nowhere' },
      ],
    });
    expect(placed.byField).toEqual({ a: ['too small', 'by key'], serial: ['missing'] });
    expect(placed.other).toEqual(['<http://ex.org/y>: nowhere']);
    expect(placeViolations(fs, 'text')).toEqual({ byField: {}, byValue: {}, other: [] });
  });
});

describe('multi-valued fields (sh:maxCount absent or above 1)', () => {
  const kw = field({
    attributeKey: 'keyword',
    path: '<http://ex.org/keyword>',
    minCount: 1,
    maxCount: 3,
    required: true,
  });
  const tag = field({ attributeKey: 'tag', path: '<http://ex.org/tag>', minCount: 0, maxCount: null });
  const one = field({ attributeKey: 'op', path: '<http://ex.org/op>', minCount: 0, maxCount: 1 });

  it('are told by maxCount; rows open with minCount and never exceed maxCount', () => {
    expect([kw, tag, one, field({})].map(isMultiValued)).toEqual([true, true, false, false]);
    expect(initialRows(kw)).toEqual(['']);
    expect(initialRows(field({ minCount: 2, maxCount: 5 }))).toEqual(['', '']);
    expect(canAddRow(kw, ['a', 'b'])).toBe(true);
    expect(canAddRow(kw, ['a', 'b', ''])).toBe(false);
    expect(
      canAddRow(
        tag,
        Array.from({ length: 40 }, () => 'x'),
      ),
    ).toBe(true);
  });

  it('count the non-blank values against minCount and maxCount, and check each value', () => {
    expect(checkValues(kw, ['', ' '])).toEqual({ count: { code: 'tooFew', min: 1 }, values: [null, null] });
    expect(checkValues(kw, ['a', 'b', 'c']).count).toBeNull();
    const digits = field({ ...kw, pattern: '^[0-9]+$', maxCount: 2 });
    expect(checkValues(digits, ['1', 'x', '3'])).toEqual({
      count: { code: 'tooMany', max: 2 },
      values: [null, { code: 'pattern', pattern: '^[0-9]+$' }, null],
    });
    expect(formProblems([kw, tag], { keyword: ['a', ''], tag: [] })).toEqual({});
    expect(formProblems([kw], { keyword: [''] })).toEqual({ keyword: { code: 'tooFew', min: 1 } });
    expect(formProblems([digits], { keyword: ['1', 'x'] })).toEqual({
      keyword: { code: 'pattern', pattern: '^[0-9]+$' },
    });
  });

  it('send an array of the non-blank values; a single-valued field one string', () => {
    expect(attributesOf([kw, tag, one], { keyword: [' steel ', '', 'fatigue'], tag: ['solo'], op: 'ada' })).toEqual({
      keyword: ['steel', 'fatigue'],
      tag: ['solo'],
      op: 'ada',
    });
    expect(attributesOf([kw], { keyword: ['', ' '] })).toEqual({});
  });

  it("place a 422's value messages on the values they concern, counts on the field", () => {
    const rows = ['steel', 'superlongword', 'x', ''];
    expect(valuesNamed(kw, rows, 'Value has more than 8 characters')).toEqual([1]);
    expect(valuesNamed(kw, rows, 'Value has less than 2 characters')).toEqual([2]);
    expect(valuesNamed(kw, rows, 'Value does not match pattern "^[a-z]{1,5}$"')).toEqual([1]);
    expect(valuesNamed(kw, ['1', '5', '10'], 'Value is not less than or equal to 5')).toEqual([2]);
    expect(valuesNamed(kw, ['1', '5', '10'], 'Value is not less than 5')).toEqual([1, 2]);
    expect(valuesNamed(kw, ['1', '5', '10'], 'Value is not greater than or equal to 5')).toEqual([0]);
    expect(valuesNamed(kw, ['1', '5', '10'], 'Value is not greater than 5')).toEqual([0, 1]);
    expect(valuesNamed(kw, rows, 'More than 3 values')).toEqual([]);
    expect(valuesNamed(kw, rows, 'Something else')).toEqual([]);
    const placed = placeViolations(
      [kw, one],
      {
        violations: [
          { path: '<http://ex.org/keyword>', message: 'Value has more than 8 characters' },
          { path: '<http://ex.org/keyword>', message: 'More than 3 values' },
          { path: '<http://ex.org/op>', message: 'Value has more than 8 characters' },
        ],
      },
      { keyword: rows, op: 'operatorname' },
    );
    expect(placed.byValue).toEqual({ keyword: { 1: ['Value has more than 8 characters'] } });
    expect(placed.byField).toEqual({ keyword: ['More than 3 values'], op: ['Value has more than 8 characters'] });
  });
});
