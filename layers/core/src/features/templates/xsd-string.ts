import { anyURI, normalizedString, string, token } from 'rdf-validation/lib/term/xsd.js';

/**
 * shacl-engine checks a literal of `sh:datatype` with rdf-validation 0.1.1, which tests xsd:string
 * (and anyURI, normalizedString, token) with `/^([^\ud8ff-\udfff\ufffe-\uffff]*)$/`. Without the `u`
 * flag that class runs on UTF-16 code units, so it refuses the second half of every character
 * outside the Basic Multilingual Plane: a form value with an emoji or a math letter failed its
 * `xsd:string` field ("Value does not have datatype"), found by the API fuzzer (issue 33). The rule
 * it means is XML's Char: no lone surrogate, not U+FFFE or U+FFFF. The shared pattern lists are
 * corrected in place (every copy the engine makes of these validations holds the same list).
 */
const BROKEN = /^([^\ud8ff-\udfff\ufffe-\uffff]*)$/.source;
export const XSD_STRING_LEXICAL = /^(?:[^\ud800-\udfff\ufffe\uffff]|[\ud800-\udbff][\udc00-\udfff])*$/;

export function correctXsdStringPattern(): void {
  for (const validation of [string, anyURI, normalizedString, token]) {
    validation.patterns.forEach((p, i) => {
      if (p.source === BROKEN) validation.patterns[i] = XSD_STRING_LEXICAL;
    });
  }
}
