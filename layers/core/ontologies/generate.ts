/**
 * Regenerates the shipped ontology bundles and their manifest (a developer tool, not part of any
 * function): `node --import tsx layers/core/ontologies/generate.ts`.
 *
 * - Real vocabularies come from the `@vocabulary/*` npm packages (devDependencies, MIT packaging
 *   of the published vocabularies): their N-Quads are rewritten as Turtle, graph names dropped.
 * - `om-2.ttl` (OM 2.0) and `obo-relations.ttl` (the OBO Relation Ontology) are vendored Turtle
 *   files, kept byte for byte as received (source, version and licence in NOTICE); they are only
 *   read here.
 * - `stubs/*.ttl` are small, hand-written stubs, each saying so in its header.
 * - The aerospace thesaurus stub (120 concepts) and the experiment ontology (seven SKOS concept
 *   schemes) are generated below.
 * The manifest records each file's SHA-256 and size, so a build that changed a file changes the
 * seed hash (features/ontologies/seed.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser, Writer, type Quad } from 'n3';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const PREFIXES: Record<string, string> = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  dcterms: 'http://purl.org/dc/terms/',
  dc: 'http://purl.org/dc/elements/1.1/',
  prov: 'http://www.w3.org/ns/prov#',
  schema: 'http://schema.org/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  qudt: 'http://qudt.org/schema/qudt/',
  time: 'http://www.w3.org/2006/time#',
  geo: 'http://www.opengis.net/ont/geosparql#',
  m4i: 'http://w3id.org/nfdi4ing/metadata4ing#',
};

async function fromPackage(pkg: string, file: string, out: string, version: string): Promise<void> {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const quads: Quad[] = new Parser({ format: 'N-Quads' }).parse(readFileSync(path.join(dir, file), 'utf8'));
  const writer = new Writer({ prefixes: PREFIXES });
  const { DataFactory } = await import('n3');
  for (const q of quads) writer.addQuad(DataFactory.quad(q.subject, q.predicate, q.object));
  const body = await new Promise<string>((resolve, reject) => writer.end((e, r) => (e ? reject(e) : resolve(r))));
  writeFileSync(
    path.join(here, out),
    `# Generated from the npm package ${pkg}@${version} (${file}); see manifest.json for the licence.\n${body}`,
  );
}

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** 120 concepts in the shape of an aerospace thesaurus: twelve top terms with nine narrower terms each. */
function aerospaceStub(): string {
  const tops: Record<string, string[]> = {
    Aerodynamics: [
      'Airfoils',
      'Boundary layers',
      'Drag',
      'Lift',
      'Wing profiles',
      'Vortices',
      'Flow separation',
      'Transonic flow',
      'Supersonic flow',
    ],
    'Aircraft structures': [
      'Fuselages',
      'Wings',
      'Stringers',
      'Frames',
      'Ribs',
      'Spars',
      'Skin panels',
      'Bulkheads',
      'Joints',
    ],
    'Composite materials': [
      'Carbon fibers',
      'Thermoplastic resins',
      'Thermosetting resins',
      'Prepregs',
      'Laminates',
      'Fiber placement',
      'Delamination',
      'Curing',
      'Welding',
    ],
    Propulsion: [
      'Turbofan engines',
      'Turbojet engines',
      'Combustion chambers',
      'Compressors',
      'Turbines',
      'Nozzles',
      'Thrust',
      'Fuel consumption',
      'Hydrogen fuels',
    ],
    'Flight mechanics': [
      'Flight stability',
      'Flight control',
      'Trim',
      'Maneuverability',
      'Takeoff',
      'Landing',
      'Cruise',
      'Stall',
      'Flight envelopes',
    ],
    Avionics: [
      'Flight management systems',
      'Autopilots',
      'Navigation systems',
      'Data buses',
      'Sensors',
      'Displays',
      'Radar',
      'Satellite navigation',
      'Fly by wire control',
    ],
    Manufacturing: [
      'Assembly',
      'Automation',
      'Machining',
      'Riveting',
      'Quality control',
      'Tooling',
      'Additive manufacturing',
      'Robotics',
      'Inspection',
    ],
    'Materials testing': [
      'Tensile tests',
      'Fatigue tests',
      'Impact tests',
      'Nondestructive tests',
      'Ultrasonic testing',
      'Thermography',
      'Strain gages',
      'Fracture mechanics',
      'Crack propagation',
    ],
    Spacecraft: [
      'Satellites',
      'Launch vehicles',
      'Reentry vehicles',
      'Space stations',
      'Orbital mechanics',
      'Attitude control',
      'Thermal protection',
      'Solar arrays',
      'Payloads',
    ],
    Acoustics: [
      'Aircraft noise',
      'Jet noise',
      'Sound propagation',
      'Noise reduction',
      'Vibration',
      'Acoustic emission',
      'Sonic booms',
      'Cabin noise',
      'Acoustic liners',
    ],
    'Environmental effects': [
      'Icing',
      'Lightning',
      'Corrosion',
      'Humidity',
      'Temperature effects',
      'Emissions',
      'Contrails',
      'Bird strikes',
      'Erosion',
    ],
    'Flight tests': [
      'Wind tunnel tests',
      'Test facilities',
      'Instrumentation',
      'Telemetry',
      'Data acquisition',
      'Test pilots',
      'Flight simulation',
      'Certification',
      'Ground tests',
    ],
  };
  const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_');
  const lines = [
    '# STUB written for svc (CC0-1.0): 120 aerospace concepts in SKOS, in the shape of the NASA Thesaurus',
    '# (about 18,400 concepts), used while the full thesaurus is not loaded. It is not the NASA Thesaurus.',
    '@prefix at: <urn:svc:aerospace-thesaurus:> .',
    '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .',
    '',
    'at:scheme a skos:ConceptScheme ; skos:prefLabel "Aerospace thesaurus (stub)"@en .',
  ];
  for (const [top, narrower] of Object.entries(tops)) {
    lines.push(
      `at:${slug(top)} a skos:Concept ; skos:inScheme at:scheme ; skos:topConceptOf at:scheme ; skos:prefLabel "${esc(top)}"@en .`,
    );
    for (const n of narrower) {
      lines.push(
        `at:${slug(n)} a skos:Concept ; skos:inScheme at:scheme ; skos:broader at:${slug(top)} ; skos:prefLabel "${esc(n)}"@en .`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The experiment ontology: seven SKOS concept schemes. */
function experimentOntology(): string {
  const schemes: Record<string, string[]> = {
    ExperimentType: ['Static test', 'Dynamic test', 'Fatigue test', 'Simulation', 'Calibration'],
    MeasurementMethod: [
      'Strain measurement',
      'Temperature measurement',
      'Displacement measurement',
      'Force measurement',
      'Optical measurement',
    ],
    Instrument: ['Strain gauge', 'Thermocouple', 'Load cell', 'Laser scanner', 'Digital image correlation system'],
    SpecimenState: ['As manufactured', 'Conditioned', 'Damaged', 'Repaired', 'Failed'],
    EnvironmentalCondition: [
      'Room temperature dry',
      'Elevated temperature wet',
      'Cold temperature',
      'Vacuum',
      'Salt fog',
    ],
    DataQuality: ['Raw', 'Validated', 'Calibrated', 'Derived', 'Rejected'],
    ProcessStep: ['Preparation', 'Setup', 'Execution', 'Evaluation', 'Archiving'],
  };
  const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_');
  const lines = [
    '# Written for svc (CC0-1.0): an experiment ontology of seven SKOS concept schemes. Local only.',
    '@prefix ex: <urn:svc:experiment:> .',
    '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .',
    '',
  ];
  for (const [scheme, concepts] of Object.entries(schemes)) {
    lines.push(
      `ex:${scheme} a skos:ConceptScheme ; skos:prefLabel "${scheme.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}"@en .`,
    );
    for (const c of concepts)
      lines.push(
        `ex:${scheme}_${slug(c)} a skos:Concept ; skos:inScheme ex:${scheme} ; skos:topConceptOf ex:${scheme} ; skos:prefLabel "${esc(c)}"@en .`,
      );
  }
  return `${lines.join('\n')}\n`;
}

interface Entry {
  id: string;
  name: string;
  iriPrefix: string;
  license: string;
  canonicalUrl?: string;
  file: string;
  stub: boolean;
}

const W3C = 'W3C-20150513 (W3C Software and Document License)';
/** Vendored as Turtle, unchanged (NOTICE in this folder): read here, never rewritten. */
const OM_LICENSE =
  'CC-BY-4.0; OM 2.0 by Hajo Rijgersberg, Don Willems, Jan Top, Wageningen University and Research (om-2.0.rdf of github.com/HajoRijgersberg/OM, commit 0ae80866, as Turtle; see NOTICE)';
const RO_LICENSE =
  'CC0-1.0; OBO Relation Ontology release 2025-12-17 (ro.owl of github.com/oborel/obo-relations, commit 2b8fb441, as Turtle; see NOTICE)';
const pkgNote = (p: string) => `; Turtle generated from npm ${p} (MIT packaging)`;
const version = (p: string) =>
  (JSON.parse(readFileSync(require.resolve(`${p}/package.json`), 'utf8')) as { version: string }).version;

const entries: Entry[] = [
  {
    id: 'prov-o',
    name: 'PROV-O',
    iriPrefix: 'http://www.w3.org/ns/prov#',
    license: W3C + pkgNote('@vocabulary/prov'),
    canonicalUrl: 'https://www.w3.org/ns/prov-o.ttl',
    file: 'prov-o.ttl',
    stub: false,
  },
  {
    id: 'dublin-core',
    name: 'DCMI Metadata Terms',
    iriPrefix: 'http://purl.org/dc/terms/',
    license: `CC-BY-4.0${pkgNote('@vocabulary/dcterms')}`,
    canonicalUrl: 'https://www.dublincore.org/specifications/dublin-core/dcmi-terms/dublin_core_terms.ttl',
    file: 'dublin-core.ttl',
    stub: false,
  },
  {
    id: 'schema-org',
    name: 'Schema.org',
    iriPrefix: 'http://schema.org/',
    license: `CC-BY-SA-3.0${pkgNote('@vocabulary/schema')}`,
    canonicalUrl: 'https://schema.org/version/latest/schemaorg-current-http.ttl',
    file: 'schema-org.ttl',
    stub: false,
  },
  {
    id: 'foaf',
    name: 'FOAF',
    iriPrefix: 'http://xmlns.com/foaf/0.1/',
    license: `CC-BY-1.0${pkgNote('@vocabulary/foaf')}`,
    file: 'foaf.ttl',
    stub: false,
  },
  {
    id: 'qudt',
    name: 'QUDT schema',
    iriPrefix: 'http://qudt.org/schema/qudt/',
    license: `CC-BY-4.0${pkgNote('@vocabulary/qudt')}`,
    canonicalUrl: 'https://qudt.org/3.1.0/schema/qudt.ttl',
    file: 'qudt.ttl',
    stub: false,
  },
  {
    id: 'om-2',
    name: 'Ontology of units of Measure 2.0',
    iriPrefix: 'http://www.ontology-of-units-of-measure.org/resource/om-2/',
    license: OM_LICENSE,
    file: 'om-2.ttl',
    stub: false,
  },
  {
    id: 'time',
    name: 'OWL-Time',
    iriPrefix: 'http://www.w3.org/2006/time#',
    license: W3C + pkgNote('@vocabulary/time'),
    canonicalUrl: 'https://www.w3.org/2006/time.ttl',
    file: 'time.ttl',
    stub: false,
  },
  {
    id: 'geosparql',
    name: 'GeoSPARQL',
    iriPrefix: 'http://www.opengis.net/ont/geosparql#',
    license: `OGC Software License${pkgNote('@vocabulary/geo')}`,
    canonicalUrl: 'https://opengeospatial.github.io/ogc-geosparql/geosparql11/geo.ttl',
    file: 'geosparql.ttl',
    stub: false,
  },
  {
    id: 'obo-relations',
    name: 'OBO Relation Ontology',
    iriPrefix: 'http://purl.obolibrary.org/obo/',
    license: RO_LICENSE,
    file: 'obo-relations.ttl',
    stub: false,
  },
  {
    id: 'metadata4ing',
    name: 'Metadata4Ing',
    iriPrefix: 'http://w3id.org/nfdi4ing/metadata4ing#',
    license: `CC-BY-4.0${pkgNote('@vocabulary/m4i')}`,
    file: 'metadata4ing.ttl',
    stub: false,
  },
  {
    id: 'domain-cad',
    name: 'CAD file metadata (instance domain stub)',
    iriPrefix: 'urn:svc:cad:',
    license: 'CC0-1.0 (svc stub)',
    file: 'stubs/domain-cad.ttl',
    stub: true,
  },
  {
    id: 'domain-mffd',
    name: 'MFFD demonstrator (instance domain stub)',
    iriPrefix: 'urn:svc:mffd:',
    license: 'CC0-1.0 (svc stub)',
    file: 'stubs/domain-mffd.ttl',
    stub: true,
  },
  {
    id: 'aerospace-thesaurus',
    name: 'Aerospace thesaurus (120-concept stub)',
    iriPrefix: 'urn:svc:aerospace-thesaurus:',
    license: 'CC0-1.0 (svc stub)',
    file: 'aerospace-thesaurus.ttl',
    stub: true,
  },
  {
    id: 'experiment',
    name: 'Experiment ontology (seven SKOS concept schemes)',
    iriPrefix: 'urn:svc:experiment:',
    license: 'CC0-1.0 (written for svc)',
    file: 'experiment.ttl',
    stub: false,
  },
];

const sources: Record<string, [string, string]> = {
  'prov-o.ttl': ['@vocabulary/prov', 'prov.nq'],
  'dublin-core.ttl': ['@vocabulary/dcterms', 'dcterms.nq'],
  'schema-org.ttl': ['@vocabulary/schema', 'schema.nq'],
  'foaf.ttl': ['@vocabulary/foaf', 'foaf.nq'],
  'qudt.ttl': ['@vocabulary/qudt', 'qudt.nq'],
  'time.ttl': ['@vocabulary/time', 'time.nq'],
  'geosparql.ttl': ['@vocabulary/geo', 'geo.nq'],
  'metadata4ing.ttl': ['@vocabulary/m4i', 'm4i.nq'],
};

for (const [out, [pkg, file]] of Object.entries(sources)) await fromPackage(pkg, file, out, version(pkg));
writeFileSync(path.join(here, 'aerospace-thesaurus.ttl'), aerospaceStub());
writeFileSync(path.join(here, 'experiment.ttl'), experimentOntology());

const manifest = entries.map(({ file, ...e }) => {
  const bytes = readFileSync(path.join(here, file));
  // Every file must parse as Turtle before it ships.
  new Parser({ format: 'Turtle' }).parse(bytes.toString('utf8'));
  return { ...e, file, sha256: createHash('sha256').update(bytes).digest('hex'), byteSize: bytes.length };
});
writeFileSync(path.join(here, 'manifest.json'), `${JSON.stringify({ bundles: manifest }, null, 2)}\n`);
console.log(manifest.map((m) => `${m.id} ${m.byteSize}`).join('\n'));
