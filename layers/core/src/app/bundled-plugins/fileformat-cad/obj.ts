import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { CAD, CadParseError, FactList, MAX_LISTED, MFFD, type CadFact } from './facts.ts';

/** Wavefront OBJ, line by line: element counts, group/object/material names, the bounding box of `v`. */
export async function parseObj(body: Readable): Promise<CadFact[]> {
  let vertices = 0,
    normals = 0,
    textures = 0,
    faces = 0,
    lines = 0,
    statements = 0;
  const groups = new Set<string>(),
    objects = new Set<string>(),
    materials = new Set<string>(),
    libraries = new Set<string>();
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const rl = createInterface({ input: body, crlfDelay: Infinity });
  for await (const raw of rl) {
    lines++;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const sp = line.search(/\s/);
    const key = sp < 0 ? line : line.slice(0, sp);
    const rest = sp < 0 ? '' : line.slice(sp + 1).trim();
    statements++;
    switch (key) {
      case 'v': {
        const xyz = rest.split(/\s+/, 3).map(Number);
        if (xyz.length < 3 || xyz.some((n) => !Number.isFinite(n)))
          throw new CadParseError(`line ${lines}: a vertex needs three numbers`);
        vertices++;
        for (let k = 0; k < 3; k++) {
          const n = xyz[k] ?? 0;
          if (n < (min[k] ?? 0)) min[k] = n;
          if (n > (max[k] ?? 0)) max[k] = n;
        }
        break;
      }
      case 'vn':
        normals++;
        break;
      case 'vt':
        textures++;
        break;
      case 'f':
        faces++;
        break;
      case 'l':
        break;
      case 'g':
        for (const g of rest.split(/\s+/)) if (g && groups.size < MAX_LISTED) groups.add(g);
        break;
      case 'o':
        if (rest && objects.size < MAX_LISTED) objects.add(rest);
        break;
      case 'usemtl':
        if (rest && materials.size < MAX_LISTED) materials.add(rest);
        break;
      case 'mtllib':
        if (rest && libraries.size < MAX_LISTED) libraries.add(rest);
        break;
      case 's':
      case 'vp':
      case 'p':
      case 'cstype':
      case 'deg':
      case 'curv':
      case 'curv2':
      case 'surf':
      case 'parm':
      case 'end':
        break;
      default:
        // A binary or foreign file shows up as lines that are no OBJ statement.
        if (!/^[a-z_][a-z0-9_]*$/i.test(key))
          throw new CadParseError(`line ${lines}: "${key.slice(0, 20)}" is no OBJ statement`);
    }
  }
  if (statements === 0) throw new CadParseError('no OBJ statements');
  const f = new FactList()
    .add(`${MFFD}format`, 'OBJ')
    .add(`${MFFD}status`, 'parsed')
    .add(`${CAD}obj:vertexCount`, vertices)
    .add(`${CAD}obj:faceCount`, faces)
    .add(`${CAD}obj:normalCount`, normals)
    .add(`${CAD}obj:textureCoordinateCount`, textures)
    .add(`${CAD}obj:groupCount`, groups.size)
    .add(`${CAD}obj:objectCount`, objects.size)
    .add(`${CAD}obj:materialCount`, materials.size);
  for (const g of groups) f.add(`${CAD}obj:group`, g);
  for (const o of objects) f.add(`${CAD}obj:object`, o);
  for (const m of materials) f.add(`${CAD}obj:material`, m);
  for (const l of libraries) f.add(`${CAD}obj:materialLibrary`, l);
  if (vertices > 0) {
    const axes = ['X', 'Y', 'Z'];
    for (const [k, a] of axes.entries()) f.add(`${CAD}obj:boundingBox:min${a}`, min[k]);
    for (const [k, a] of axes.entries()) f.add(`${CAD}obj:boundingBox:max${a}`, max[k]);
  }
  return f.facts;
}
