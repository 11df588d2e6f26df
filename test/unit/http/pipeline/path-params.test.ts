import { describe, expect, it } from 'vitest';
import { pathParams } from '../../../../layers/core/src/http/pipeline/path-params.ts';
import { recordingNext, request } from './requests.ts';

describe('path parameters', () => {
  it('hand on a legacy id as a number and an appId as a string', async () => {
    const { handed, next } = recordingNext();
    await pathParams.handle(request({ pathParameters: { thingId: '42', thingAppId: '0190-x' } }), next);
    expect(handed[0]?.params).toEqual({ thingId: 42, thingAppId: '0190-x' });
    expect(handed[0]?.pathParameters).toEqual({ thingId: '42', thingAppId: '0190-x' });
  });

  it('refuse a malformed legacy id with 400', async () => {
    const { handed, next } = recordingNext();
    await expect(pathParams.handle(request({ pathParameters: { thingId: '12x' } }), next)).rejects.toMatchObject({
      status: 400,
      detail: 'thingId must be a non-negative int64 in decimal, got "12x".',
    });
    expect(handed).toEqual([]);
  });
});
