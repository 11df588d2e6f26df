import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGraph } from '../support/fixtures.ts';
import { call, gateway, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { readWorkbook } from '../support/xlsx.ts';
import { collectionOf, dataObjectIn, grantRead, type Entity } from '../support/views.ts';
import { EX, createTemplate, mustCreate, patchTemplate, type TemplateView } from '../support/templates.ts';

/**
 * GET /v2/templates/{appId}/export?dataObjectAppId= over HTTP: the workbook read back with
 * exceljs cell by cell (typed values, the named and the first worksheet, unmapped fields and
 * absent values left out), the attachment headers, 409 without cell mappings, 404s, the Read gate,
 * and malformed mappings refused with 422 when the template is created or patched.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const row = (path: string, datatype: string, order: number, mapping = '') =>
  `[ sh:path ex:${path} ; sh:datatype xsd:${datatype} ; sh:order ${order} ${mapping} ]`;
const cell = (a1: string, sheet?: string) =>
  `; <urn:btkvs:cell-mapping> "${a1}"${sheet ? ` ; <urn:btkvs:sheet> "${sheet}"` : ''}`;
const shapeGraph = (
  rows: string[],
) => `@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> . @prefix ex: <${EX}> .
ex:Report a sh:NodeShape ; sh:targetClass ex:Report ; sh:property ${rows.join(' , ')} .`;

const mapped = shapeGraph([
  row('specimenId', 'string', 1, cell('A1', 'Summary')),
  row('maxForce', 'decimal', 2, cell('B3')),
  row('cycles', 'integer', 3, cell('$C$4', 'Results')),
  row('tested', 'date', 4, cell('b5')),
  row('passed', 'boolean', 5, cell('B6')),
  row('comment', 'string', 6),
  row('operator', 'string', 7, cell('B7')),
]);

let owner: { username: string; key: string };
let reader: { username: string; key: string };
let stranger: { username: string; key: string };
let collection: Entity;
let specimen: Entity;
let template: TemplateView;

const download = async (key: string | undefined, templateAppId: string, dataObjectAppId: string) => {
  const r = await fetch(`${gateway}/v2/templates/${templateAppId}/export?dataObjectAppId=${dataObjectAppId}`, {
    headers: key ? withKey(key) : {},
  });
  const bytes = new Uint8Array(await r.arrayBuffer());
  const text = Buffer.from(bytes).toString('utf8');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* the workbook */
  }
  return { status: r.status, headers: r.headers, bytes, text, body };
};

beforeAll(async () => {
  [owner, reader, stranger] = await Promise.all([userWithKey(), userWithKey(), userWithKey()]);
  collection = await collectionOf(owner.key);
  await grantRead(owner.key, collection, reader.username);
  specimen = await dataObjectIn(owner.key, collection, {
    name: 'Specimen S-1/ü',
    attributes: {
      specimenId: 'S-1',
      maxForce: '12.5',
      cycles: '1200',
      tested: '2026-11-24',
      passed: 'true',
      comment: 'not in the sheet',
    },
  });
  template = await mustCreate({ kind: 'DATA_KIND', name: 'Report', body: { shapeGraph: mapped } });
}, 60_000);
afterAll(async () => {
  await closeGraph();
});

describe('spreadsheet export', () => {
  it('places each mapped attribute, typed, in its cell on its worksheet, and names the attachment', async () => {
    const r = await download(reader.key, template.appId, specimen.appId);
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    expect(r.headers.get('content-type')).toBe(XLSX);
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="Specimen S-1__.xlsx"; filename*=UTF-8''Specimen%20S-1_%C3%BC.xlsx`,
    );
    const wb = await readWorkbook(r.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Results']);
    const summary = wb.getWorksheet('Summary')!;
    const results = wb.getWorksheet('Results')!;
    expect(summary.getCell('A1').value).toBe('S-1');
    expect(summary.getCell('B3').value).toBe(12.5);
    expect(results.getCell('C4').value).toBe(1200);
    expect(summary.getCell('B5').value).toEqual(new Date(Date.UTC(2026, 10, 24)));
    expect(summary.getCell('B5').numFmt).toBe('yyyy-mm-dd');
    expect(summary.getCell('B6').value).toBe(true);
    // operator has no value: its cell stays empty; comment has no mapping: it is nowhere.
    expect(summary.getCell('B7').value).toBeNull();
    const written: unknown[] = [];
    for (const ws of wb.worksheets) ws.eachRow((r2) => r2.eachCell((c) => written.push(c.value)));
    expect(written).toHaveLength(6 - 1);
    expect(written).not.toContain('not in the sheet');
  });

  it('answers 409 when the shapes carry no cell mappings, or there are no shapes', async () => {
    const plain = await mustCreate({
      kind: 'DATA_KIND',
      body: { shapeGraph: shapeGraph([row('specimenId', 'string', 1)]) },
    });
    const noShapes = await mustCreate({
      kind: 'VIEW_RECIPE',
      body: { title: 't', renderer: 'echarts', hasChannelBinding: [{ role: 'x', channelSelector: '{"field":"f"}' }] },
    });
    for (const t of [plain, noShapes]) {
      const r = await download(owner.key, t.appId, specimen.appId);
      expectProblem({ ...r, body: r.body }, 409);
      expect(r.text).toContain('export.no-cell-mappings');
    }
  });

  it('exports the mappings a child template inherits from its parent', async () => {
    const child = await mustCreate({
      kind: 'DATA_KIND',
      parentTemplateAppId: template.appId,
      body: {
        shapeGraph: shapeGraph([row('comment', 'string', 6, cell('D1'))]).replace('ex:Report a', 'ex:ReportChild a'),
      },
    });
    const r = await download(owner.key, child.appId, specimen.appId);
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const wb = await readWorkbook(r.bytes);
    expect(wb.getWorksheet('Summary')!.getCell('D1').value).toBe('not in the sheet');
    expect(wb.getWorksheet('Results')!.getCell('C4').value).toBe(1200);
  });

  it('answers 404 for an unknown template or DataObject, 403 without Read, 401 without credentials, 400 without the query', async () => {
    const unknown = '01a20fa5-0000-7000-8000-000000000000';
    expectProblem(await download(owner.key, unknown, specimen.appId), 404);
    expectProblem(await download(owner.key, template.appId, unknown), 404);
    expectProblem(await download(stranger.key, template.appId, specimen.appId), 403);
    expectProblem(await download(undefined, template.appId, specimen.appId), 401);
    expectProblem(await call('GET', `/v2/templates/${template.appId}/export`, { headers: withKey(owner.key) }), 400);
  });

  it('refuses a malformed A1 reference or an impossible sheet name with 422 naming the field, at create and at patch', async () => {
    const bad = await createTemplate({
      kind: 'DATA_KIND',
      body: {
        shapeGraph: shapeGraph([
          row('specimenId', 'string', 1, cell('B0')),
          row('maxForce', 'decimal', 2, cell('A1', 'a/b')),
        ]),
      },
    });
    expectProblem(bad, 422);
    expect(bad.text).toContain('template.invalid-cell-mapping');
    const v = (bad.body as unknown as { violations: { field: string; path: string; message: string }[] }).violations;
    expect(v.map((x) => x.path)).toEqual([`<${EX}specimenId>`, `<${EX}maxForce>`]);
    expect(v[0]?.field).toBe('body.shapeGraph');
    const patched = await patchTemplate(template.appId, {
      body: { shapeGraph: shapeGraph([row('specimenId', 'string', 1, cell('ZZZZ9'))]) },
    });
    expectProblem(patched, 422);
    expect(patched.text).toContain(`<${EX}specimenId>`);
    expect((await call('GET', `/v2/templates/${template.appId}`, { headers: withKey(owner.key) })).status).toBe(200);
  });
});
