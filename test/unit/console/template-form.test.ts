import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  checkField,
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
    expect(placeViolations(fs, 'text')).toEqual({ byField: {}, other: [] });
  });
});
