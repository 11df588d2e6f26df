/** The synthetic aerospace thesaurus and the SPARQL SELECT the semantic benches share. */

export const NS = 'https://bench.example.org/aerospace-thesaurus/';

// 20 systems × 23 parts × 39 modifiers = 17,940 leaves, + 460 system parts + 20 systems = 18,420 concepts.
const SYSTEMS = [
  'Propulsion',
  'Landing Gear',
  'Avionics',
  'Hydraulics',
  'Fuel',
  'Flight Control',
  'Environmental Control',
  'Electrical Power',
  'Cabin',
  'Fuselage',
  'Wing',
  'Empennage',
  'Nacelle',
  'Auxiliary Power',
  'Ice Protection',
  'Fire Protection',
  'Navigation',
  'Communication',
  'Lighting',
  'Oxygen',
];
const PARTS = [
  'Actuator',
  'Bearing',
  'Bracket',
  'Cable',
  'Connector',
  'Duct',
  'Fairing',
  'Fastener',
  'Filter',
  'Fitting',
  'Flange',
  'Harness',
  'Housing',
  'Manifold',
  'Panel',
  'Pump',
  'Rib',
  'Seal',
  'Sensor',
  'Spar',
  'Stringer',
  'Valve',
  'Pylon',
];
const MODIFIERS = [
  'Primary',
  'Secondary',
  'Auxiliary',
  'Forward',
  'Aft',
  'Upper',
  'Lower',
  'Inboard',
  'Outboard',
  'Left',
  'Right',
  'Central',
  'Redundant',
  'Backup',
  'Composite',
  'Titanium',
  'Aluminium',
  'Heated',
  'Insulated',
  'Pressurised',
  'Sealed',
  'Flexible',
  'Rigid',
  'Adjustable',
  'Fixed',
  'Removable',
  'Integrated',
  'Modular',
  'Lightweight',
  'Reinforced',
  'Damped',
  'Shielded',
  'Vented',
  'Cooled',
  'Monitored',
  'Electric',
  'Mechanical',
  'Hydraulic',
  'Pneumatic',
];

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '');

export function thesaurusTurtle(): { ttl: string; concepts: number } {
  const lines = [
    '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .',
    `@prefix t: <${NS}> .`,
    `t:scheme a skos:ConceptScheme ; skos:prefLabel "Synthetic aerospace thesaurus (bench)"@en .`,
  ];
  let concepts = 0;
  for (const sys of SYSTEMS) {
    const s = `t:${slug(sys)}`;
    lines.push(
      `${s} a skos:Concept ; skos:inScheme t:scheme ; skos:topConceptOf t:scheme ; skos:prefLabel "${sys} system"@en ; skos:definition "Everything of the aircraft's ${sys.toLowerCase()} system."@en .`,
    );
    concepts++;
    for (const part of PARTS) {
      const p = `t:${slug(sys)}${slug(part)}`;
      lines.push(
        `${p} a skos:Concept ; skos:inScheme t:scheme ; skos:broader ${s} ; skos:prefLabel "${sys} ${part.toLowerCase()}"@en ; skos:altLabel "${part} (${sys.toLowerCase()})"@en .`,
      );
      concepts++;
      for (const mod of MODIFIERS) {
        lines.push(
          `t:${slug(mod)}${slug(sys)}${slug(part)} a skos:Concept ; skos:inScheme t:scheme ; skos:broader ${p} ; skos:prefLabel "${mod} ${sys.toLowerCase()} ${part.toLowerCase()}"@en ; skos:definition "A ${mod.toLowerCase()} ${part.toLowerCase()} of the ${sys.toLowerCase()} system."@en .`,
        );
        concepts++;
      }
    }
  }
  return { ttl: `${lines.join('\n')}\n`, concepts };
}

/** A SELECT with a join and a FILTER over the thesaurus. */
export const sparqlSelect = (word: string) => `PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
SELECT ?c ?label ?parentLabel WHERE {
  ?c skos:broader ?p ; skos:prefLabel ?label .
  ?p skos:prefLabel ?parentLabel .
  FILTER(CONTAINS(LCASE(STR(?label)), "${word}") && STRSTARTS(STR(?parentLabel), "Fuel"))
} ORDER BY ?c LIMIT 100`;
