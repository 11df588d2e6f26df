import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cadParsers } from '#core/app/bundled-plugins/fileformat-cad/index.ts';
import '#core/app/bundled-plugins/fileformat-cad/implementations.ts';
import { applicationProtocol, parseStepParams } from '#core/app/bundled-plugins/fileformat-cad/step.ts';
import {
  jtLsgGuid,
  jtSample,
  objSample,
  stepAp214Sample,
  stepSample,
  threeDxmlSample,
} from '../../support/cad-samples.ts';

const parser = (ext: string) => {
  const p = cadParsers.find((x) => x.extensions.includes(ext));
  if (!p) throw new Error(`no parser for ${ext}`);
  return p;
};
const run = (ext: string, bytes: Buffer | string, chunk?: number) => {
  const buf = Buffer.from(bytes);
  const parts = chunk
    ? Array.from({ length: Math.ceil(buf.length / chunk) }, (_, k) => buf.subarray(k * chunk, (k + 1) * chunk))
    : [buf];
  return parser(ext).parse({ fileName: `x.${ext}`, body: Readable.from(parts) });
};
const C = 'urn:svc:cad:';
const M = 'urn:svc:mffd:cad:';
const facts = (pairs: [string, string][]) => pairs.map(([predicate, value]) => ({ predicate, value }));

const stepFacts = facts([
  [`${M}format`, 'STEP'],
  [`${M}status`, 'parsed'],
  [`${M}applicationProtocol`, 'AP242'],
  [`${M}originatingSystem`, 'CATIA V5-6 Release 2022'],
  [`${C}step:description`, 'Bracket for the MFFD upper shell'],
  [`${C}step:description`, 'CAD model'],
  [`${C}step:implementationLevel`, '2;1'],
  [`${C}step:name`, 'bracket.stp'],
  [`${C}step:timestamp`, '2024-05-17T10:21:33'],
  [`${C}step:author`, 'J. Doe'],
  [`${C}step:author`, 'Q. Public'],
  [`${C}step:organization`, 'DLR'],
  [`${C}step:organization`, 'ZLP Augsburg'],
  [`${C}step:preprocessorVersion`, 'ST-DEVELOPER v18'],
  [`${C}step:originatingSystem`, 'CATIA V5-6 Release 2022'],
  [`${C}step:authorization`, 'Approved by Équipe'],
  [`${C}step:schema`, 'AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF { 1 0 10303 442 1 1 4 }'],
  [`${C}step:entityCount`, '10'],
  [`${C}step:entityTypeCount`, '7'],
  [`${C}step:entityCount:CARTESIAN_POINT`, '3'],
  [`${C}step:entityCount:VERTEX_POINT`, '2'],
  [`${C}step:entityCount:APPLICATION_CONTEXT`, '1'],
  [`${C}step:entityCount:DIRECTION`, '1'],
  [`${C}step:entityCount:LENGTH_UNIT`, '1'],
  [`${C}step:entityCount:PRODUCT`, '1'],
  [`${C}step:entityCount:PRODUCT_CONTEXT`, '1'],
]);

describe('fileformat-cad: STEP (ISO 10303-21)', () => {
  it('reads FILE_DESCRIPTION, FILE_NAME, FILE_SCHEMA and counts entities by type', async () => {
    expect(await run('step', stepSample)).toEqual(stepFacts);
  });

  it('gives the same facts when the stream arrives a byte at a time (statements, strings and comments across chunks)', async () => {
    expect(await run('stp', stepSample, 1)).toEqual(stepFacts);
    expect(await run('stp', stepSample, 7)).toEqual(stepFacts);
  });

  it('knows AP203, AP214 and AP242 by schema name or ISO part number', async () => {
    expect(applicationProtocol('CONFIG_CONTROL_DESIGN')).toBe('AP203');
    expect(
      applicationProtocol(
        'AP203_CONFIGURATION_CONTROLLED_3D_DESIGN_OF_MECHANICAL_PARTS_AND_ASSEMBLIES_MIM_LF { 1 0 10303 403 2 1 2 }',
      ),
    ).toBe('AP203');
    expect(applicationProtocol('AUTOMOTIVE_DESIGN { 1 0 10303 214 3 1 1 }')).toBe('AP214');
    expect(applicationProtocol('AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF')).toBe('AP242');
    expect(applicationProtocol('SOMETHING_ELSE')).toBeNull();
    const f = await run('step', stepAp214Sample);
    expect(f).toContainEqual({ predicate: `${M}applicationProtocol`, value: 'AP214' });
    expect(f).toContainEqual({ predicate: `${C}step:originatingSystem`, value: 'NX 2206' });
    // Empty strings and $ give no annotation.
    expect(
      f.filter((x) => x.predicate === `${C}step:author` || x.predicate === `${C}step:preprocessorVersion`),
    ).toEqual([]);
  });

  it('parses header parameters: nested lists, doubled quotes, $ and *', () => {
    expect(parseStepParams(`('a''b',$,*,('x',('y')),.T.,1.5)`)).toEqual([
      "a'b",
      null,
      null,
      ['x', ['y']],
      '.T.',
      '1.5',
    ]);
  });

  it('annotates a file that is no STEP file, or a truncated one, as unparseable', async () => {
    expect(await run('step', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]))).toEqual(
      facts([
        [`${M}format`, 'STEP'],
        [`${M}status`, 'unparseable'],
        [`${C}parseError`, 'not an ISO 10303-21 file: it does not begin with "ISO-10303-21;"'],
      ]),
    );
    const truncated = await run('step', stepSample.slice(0, stepSample.indexOf('#5=')));
    expect(truncated).toContainEqual({
      predicate: `${C}parseError`,
      value: 'truncated STEP file: no "END-ISO-10303-21;"',
    });
  });
});

describe('fileformat-cad: OBJ', () => {
  it('counts vertices, faces, normals and texture coordinates, names groups and materials, and bounds the vertices', async () => {
    expect(await run('obj', objSample, 13)).toEqual(
      facts([
        [`${M}format`, 'OBJ'],
        [`${M}status`, 'parsed'],
        [`${C}obj:vertexCount`, '8'],
        [`${C}obj:faceCount`, '3'],
        [`${C}obj:normalCount`, '2'],
        [`${C}obj:textureCoordinateCount`, '3'],
        [`${C}obj:groupCount`, '2'],
        [`${C}obj:objectCount`, '1'],
        [`${C}obj:materialCount`, '2'],
        [`${C}obj:group`, 'bottom'],
        [`${C}obj:group`, 'top'],
        [`${C}obj:object`, 'Cube'],
        [`${C}obj:material`, 'steel'],
        [`${C}obj:material`, 'aluminium'],
        [`${C}obj:materialLibrary`, 'cube.mtl'],
        [`${C}obj:boundingBox:minX`, '-1'],
        [`${C}obj:boundingBox:minY`, '-1'],
        [`${C}obj:boundingBox:minZ`, '-1'],
        [`${C}obj:boundingBox:maxX`, '1'],
        [`${C}obj:boundingBox:maxY`, '1'],
        [`${C}obj:boundingBox:maxZ`, '2.5'],
      ]),
    );
  });

  it('annotates binary bytes and a vertex without coordinates as unparseable', async () => {
    const bin = await run('obj', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]));
    expect(bin.slice(0, 2)).toEqual(
      facts([
        [`${M}format`, 'OBJ'],
        [`${M}status`, 'unparseable'],
      ]),
    );
    expect(await run('obj', 'v 1 2\n')).toContainEqual({
      predicate: `${C}parseError`,
      value: 'line 1: a vertex needs three numbers',
    });
  });
});

describe('fileformat-cad: 3DXML', () => {
  it('reads the manifest, the header and the product structure from the ZIP', async () => {
    expect(await run('3dxml', await threeDxmlSample(), 50)).toEqual(
      facts([
        [`${M}format`, '3DXML'],
        [`${M}status`, 'parsed'],
        [`${M}originatingSystem`, 'CATIA V5-6R2022'],
        [`${C}3dxml:entryCount`, '3'],
        [`${C}3dxml:manifestRoot`, 'Bracket.3dxml'],
        [`${C}3dxml:entry`, 'Manifest.xml'],
        [`${C}3dxml:entry`, 'Bracket.3dxml'],
        [`${C}3dxml:entry`, 'Bracket.3DRep'],
        [`${C}3dxml:schemaVersion`, '4.3'],
        [`${C}3dxml:title`, 'Bracket assembly'],
        [`${C}3dxml:author`, 'J. Doe'],
        [`${C}3dxml:generator`, 'CATIA V5-6R2022'],
        [`${C}3dxml:created`, '2024-05-17T10:21:33'],
        [`${C}3dxml:reference3DCount`, '3'],
        [`${C}3dxml:instance3DCount`, '3'],
        [`${C}3dxml:referenceRepCount`, '1'],
        [`${C}3dxml:instanceRepCount`, '1'],
        [`${C}3dxml:rootProduct`, 'BracketAssembly'],
        [`${C}3dxml:product`, 'BracketAssembly'],
        [`${C}3dxml:product`, 'Bracket'],
        [`${C}3dxml:product`, 'Bolt'],
      ]),
    );
  });

  it('annotates a file larger than the temporary storage of the worker as unparseable, without spooling it', async () => {
    const tooBig = Number.MAX_SAFE_INTEGER;
    const f = await parser('3dxml').parse({
      fileName: 'huge.3dxml',
      body: Readable.from([await threeDxmlSample()]),
      size: tooBig,
    });
    expect(f.slice(0, 2)).toEqual(
      facts([
        [`${M}format`, '3DXML'],
        [`${M}status`, 'unparseable'],
      ]),
    );
    expect(f[2]?.value).toMatch(
      new RegExp(`^the file \\(${tooBig} bytes\\) does not fit the worker's temporary storage \\(\\d+ bytes free\\)$`),
    );
  });

  it('annotates bytes that are no ZIP as unparseable', async () => {
    const f = await run('3dxml', 'just text, no archive');
    expect(f.slice(0, 2)).toEqual(
      facts([
        [`${M}format`, '3DXML'],
        [`${M}status`, 'unparseable'],
      ]),
    );
    expect(f[2]?.value).toMatch(/^not a ZIP archive/);
  });
});

describe('fileformat-cad: JT', () => {
  it('reads the version, byte order, TOC offset, LSG segment id and the segment table', async () => {
    expect(await run('jt', jtSample(), 33)).toEqual(
      facts([
        [`${M}format`, 'JT'],
        [`${M}status`, 'parsed'],
        [`${C}jt:version`, '9.5'],
        [`${C}jt:versionString`, 'Version 9.5 JT'],
        [`${C}jt:byteOrder`, 'little-endian'],
        [`${C}jt:tocOffset`, '205'],
        [`${C}jt:lsgSegmentId`, jtLsgGuid],
        [`${C}jt:segmentCount`, '5'],
        [`${C}jt:segmentBytes`, '15872'],
        [`${C}jt:segmentCount:LogicalSceneGraph`, '1'],
        [`${C}jt:segmentCount:MetaData`, '1'],
        [`${C}jt:segmentCount:Shape`, '2'],
        [`${C}jt:segmentCount:ShapeLOD0`, '1'],
      ]),
    );
  });

  it('reads a big-endian file (byte order 1) to the same facts', async () => {
    const little = await run('jt', jtSample('LE'), 33);
    const big = await run('jt', jtSample('BE'), 33);
    expect(big).toEqual(little.map((f) => (f.predicate === `${C}jt:byteOrder` ? { ...f, value: 'big-endian' } : f)));
  });

  it('annotates a byte order that is neither 0 nor 1 as unparseable', async () => {
    const odd = jtSample();
    odd.writeUInt8(7, 80);
    expect(await run('jt', odd)).toContainEqual({
      predicate: `${C}parseError`,
      value: 'JT byte order 7 is neither 0 (little-endian) nor 1 (big-endian)',
    });
  });

  it('annotates a file without the JT version string, or with its TOC cut off, as unparseable', async () => {
    expect(await run('jt', 'hello')).toContainEqual({
      predicate: `${C}parseError`,
      value: 'truncated JT file: 80 bytes needed, 5 present',
    });
    expect(await run('jt', Buffer.alloc(200, 0x41))).toContainEqual({
      predicate: `${C}parseError`,
      value: 'not a JT file: the first 80 bytes are no "Version <n.n> JT" string',
    });
    expect(await run('jt', jtSample().subarray(0, 220))).toContainEqual({
      predicate: `${C}parseError`,
      value: 'truncated JT file: 349 bytes needed, 220 present',
    });
  });
});

describe('fileformat-cad: where the readers live', () => {
  it('a parser without its readers installed fails (the message is retried) instead of calling the file unparseable', async () => {
    const { cadParser } = await import('#core/app/bundled-plugins/fileformat-cad/index.ts');
    const { useCadImplementations } = await import('#core/app/bundled-plugins/fileformat-cad/index.ts');
    const { parseStep } = await import('#core/app/bundled-plugins/fileformat-cad/step.ts');
    const { parseObj } = await import('#core/app/bundled-plugins/fileformat-cad/obj.ts');
    const { parseJt } = await import('#core/app/bundled-plugins/fileformat-cad/jt.ts');
    const { parse3dxml } = await import('#core/app/bundled-plugins/fileformat-cad/threedxml.ts');
    const empty = {} as Parameters<typeof useCadImplementations>[0];
    useCadImplementations(empty);
    try {
      const p = cadParser({ id: 'cad-step', format: 'STEP', extensions: ['step', 'stp'] });
      await expect(p.parse({ fileName: 'x.step', body: Readable.from([stepSample]) })).rejects.toThrow(
        /not loaded in this function/,
      );
    } finally {
      useCadImplementations({ 'cad-step': parseStep, 'cad-obj': parseObj, 'cad-3dxml': parse3dxml, 'cad-jt': parseJt });
    }
  });
});
