import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { queryValidation } from '../../../../layers/core/src/http/pipeline/query.ts';
import { recordingNext, request, route } from './requests.ts';

const paged = route({ request: { query: z.object({ page: z.coerce.number().int().min(0).optional() }) } });

describe('query validation', () => {
  it("hands on the query as the row's schema reads it", async () => {
    const { handed, next } = recordingNext();
    await queryValidation.handle(request({ route: paged, query: { page: '3' } }), next);
    expect(handed[0]?.query).toEqual({ page: 3 });
  });

  it('refuses a query the schema rejects with 400 and violations[]', async () => {
    await expect(
      queryValidation.handle(request({ route: paged, query: { page: '-1' } }), recordingNext().next),
    ).rejects.toMatchObject({
      status: 400,
      detail: 'Invalid query parameters.',
      extensions: { violations: [{ field: 'page', message: expect.any(String) }] },
    });
  });

  it('hands on the query as sent where the row declares no schema', async () => {
    const { handed, next } = recordingNext();
    await queryValidation.handle(request({ query: { any: 'thing' } }), next);
    expect(handed[0]?.query).toEqual({ any: 'thing' });
  });
});
