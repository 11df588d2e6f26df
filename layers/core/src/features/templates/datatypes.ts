import { NS } from './rdf.ts';

/** The datatypes a shape-editor row may name (full IRI or `xsd:`/`rdf:` prefixed), with a lexical check each. */
const lexical: Readonly<Record<string, RegExp | null>> = {
  string: null,
  normalizedString: null,
  token: null,
  anyURI: null,
  boolean: /^(true|false|1|0)$/,
  integer: /^[+-]?\d+$/,
  int: /^[+-]?\d+$/,
  long: /^[+-]?\d+$/,
  short: /^[+-]?\d+$/,
  byte: /^[+-]?\d+$/,
  nonNegativeInteger: /^\+?\d+$/,
  positiveInteger: /^\+?0*[1-9]\d*$/,
  nonPositiveInteger: /^(-\d+|[+-]?0+)$/,
  negativeInteger: /^-0*[1-9]\d*$/,
  unsignedInt: /^\+?\d+$/,
  unsignedLong: /^\+?\d+$/,
  decimal: /^[+-]?(\d+(\.\d*)?|\.\d+)$/,
  double: /^([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|[+-]?INF|NaN)$/,
  float: /^([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|[+-]?INF|NaN)$/,
  date: /^-?\d{4,}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/,
  dateTime: /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
  dateTimeStamp: /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  time: /^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
  gYear: /^-?\d{4,}(Z|[+-]\d{2}:\d{2})?$/,
  duration: /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
  hexBinary: /^([0-9a-fA-F]{2})*$/,
  base64Binary: /^[A-Za-z0-9+/=\s]*$/,
};
const RDF_DATATYPES = new Set([`${NS.rdf}langString`, `${NS.rdf}HTML`, `${NS.rdf}JSON`]);

/** The full IRI of a known datatype, or undefined; `xsd:x` and `rdf:x` are expanded. */
export function knownDatatype(raw: string): string | undefined {
  const iri = raw.startsWith('xsd:')
    ? `${NS.xsd}${raw.slice(4)}`
    : raw.startsWith('rdf:')
      ? `${NS.rdf}${raw.slice(4)}`
      : raw;
  if (RDF_DATATYPES.has(iri)) return iri;
  if (iri.startsWith(NS.xsd) && iri.slice(NS.xsd.length) in lexical) return iri;
  return undefined;
}

/** Whether `value` is a valid lexical form of the (known) datatype; unknown datatypes accept anything. */
export function validLexical(datatype: string, value: string): boolean {
  if (!datatype.startsWith(NS.xsd)) return true;
  const re = lexical[datatype.slice(NS.xsd.length)];
  return re ? re.test(value) : true;
}

export const XSD_STRING = `${NS.xsd}string`;
