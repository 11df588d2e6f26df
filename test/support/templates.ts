import { asAdmin, call, type Reply } from './local.ts';

/** Helpers of the templates tests: an admin creating templates and shapes over HTTP. */
export interface TemplateView {
  appId: string;
  kind: string;
  body: Record<string, unknown>;
  revision: number;
  predecessorAppId: string | null;
  successorAppId: string | null;
  retired: boolean;
  lineageAppId: string;
  parentTemplateAppId: string | null;
}

export const EX = 'http://example.org/lab#';

export async function buildShape(model: unknown): Promise<{ shapeIri: string; shapeGraph: string }> {
  const r = await call<{ shapeIri: string; shapeGraph: string }>('POST', '/v2/shapes/build', {
    headers: asAdmin(),
    body: model,
  });
  if (r.status !== 200) throw new Error(`build: ${r.status} ${r.text}`);
  return r.body;
}

export const createTemplate = (
  body: unknown,
  headers: Record<string, string> = asAdmin(),
): Promise<Reply<TemplateView>> => call<TemplateView>('POST', '/v2/templates', { headers, body });

export async function mustCreate(body: unknown): Promise<TemplateView> {
  const r = await createTemplate(body);
  if (r.status !== 201) throw new Error(`create template: ${r.status} ${r.text}`);
  return r.body;
}

export const patchTemplate = (appId: string, body: unknown, headers: Record<string, string> = asAdmin()) =>
  call<TemplateView>('PATCH', `/v2/templates/${appId}`, {
    headers: { ...headers, 'content-type': 'application/merge-patch+json' },
    body,
  });

/** The tensile-test data kind of the round trip: 20 properties at most, datatypes, IRI values, sh:in both ways, a nested node. */
export const tensileModel = {
  targetClass: `${EX}TensileTest`,
  closed: true,
  name: 'Tensile test',
  properties: [
    { path: `${EX}specimenId`, datatype: 'xsd:string', minCount: 1, maxCount: 1, pattern: '^S-[0-9]+$', order: 1 },
    { path: `${EX}maxForce`, datatype: 'xsd:decimal', minCount: 1, maxCount: 1, order: 2 },
    {
      path: `${EX}temperature`,
      datatype: 'xsd:integer',
      maxCount: 1,
      in: [
        { value: '20', kind: 'LITERAL' },
        { value: '80', kind: 'LITERAL' },
      ],
      order: 3,
    },
    {
      path: `${EX}unit`,
      datatype: '',
      maxCount: 1,
      in: [
        { value: 'http://qudt.org/vocab/unit/N', kind: 'IRI' },
        { value: 'http://qudt.org/vocab/unit/KiloN', kind: 'IRI' },
      ],
      order: 4,
    },
    {
      path: `${EX}machine`,
      minCount: 1,
      maxCount: 1,
      node: { properties: [{ path: `${EX}serial`, datatype: 'xsd:string', minCount: 1, pattern: '^M-' }] },
      order: 5,
    },
  ],
};
