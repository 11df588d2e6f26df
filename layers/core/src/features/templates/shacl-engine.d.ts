/** The part of shacl-engine (no types of its own) that shape-validate.ts uses. */
declare module 'shacl-engine/Validator.js' {
  import type { DatasetCore, DataFactory, Term, Literal } from '@rdfjs/types';
  interface PathStep {
    readonly predicates: readonly Term[];
    readonly quantifier: string;
    readonly start: string;
  }
  export interface EngineResult {
    readonly severity: Term;
    readonly focusNode: { readonly term: Term | undefined };
    readonly path: readonly PathStep[] | undefined;
    readonly message: readonly Literal[];
    readonly constraintComponent: Term;
    readonly value?: { readonly term: Term | undefined };
    readonly results: readonly EngineResult[];
  }
  export interface EngineReport {
    readonly conforms: boolean;
    readonly results: readonly EngineResult[];
  }
  export default class Validator {
    constructor(dataset: DatasetCore, options: { factory: DataFactory; details?: boolean });
    validate(data: { dataset: DatasetCore; terms?: Iterable<Term> }): Promise<EngineReport>;
  }
}

/** The RDF/JS data factory shacl-engine builds its results with (n3's lacks what it needs). */
declare module '@rdfjs/data-model' {
  import type { DataFactory } from '@rdfjs/types';
  const factory: DataFactory;
  export default factory;
}

/** The xsd validations of rdf-validation (shacl-engine's datatype checks) that xsd-string.ts corrects. */
declare module 'rdf-validation/lib/term/xsd.js' {
  interface PatternValidation {
    patterns: RegExp[];
  }
  export const string: PatternValidation;
  export const anyURI: PatternValidation;
  export const normalizedString: PatternValidation;
  export const token: PatternValidation;
}
