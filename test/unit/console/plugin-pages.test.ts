import { describe, expect, it } from 'vitest';
import {
  importDraftProblems,
  importPercent,
  importRows,
  importsActive,
  mappingDraftProblems,
  mappingProblem,
  mappingRequest,
  offerPlugin,
  pluginOff,
  pluginStates,
  resultText,
  wikiWriteProblem,
} from '../../../console/src/logic/plugin-pages.ts';
import { parseJson } from '../../../console/src/api/lossless.ts';

const zero = { done: 0, total: 0, skipped: 0 };

describe('which plugin actions are offered', () => {
  it('known states decide; unknown ones offer the action until a call said the plugin is off', () => {
    const states = pluginStates([
      { id: 'wiki-writer', enabled: false },
      { id: 'importer', enabled: true },
    ]);
    expect(offerPlugin(states, 'wiki-writer', false)).toBe(false);
    expect(offerPlugin(states, 'importer', false)).toBe(true);
    expect(offerPlugin(states, 'nonesuch', false)).toBe(false);
    expect(pluginStates(null)).toBeUndefined();
    expect(offerPlugin(undefined, 'wiki-writer', false)).toBe(true);
    expect(offerPlugin(undefined, 'wiki-writer', true)).toBe(false);
  });

  it('tells the plugin being off from an unknown DataObject (both 404)', () => {
    expect(pluginOff(404, 'The wiki-writer plugin is disabled (svc.plugins.wiki-writer.enabled).')).toBe(true);
    expect(pluginOff(404, 'DataObject 5 does not exist in Collection 4.')).toBe(false);
    expect(pluginOff(409, 'The wiki-writer plugin is disabled')).toBe(false);
  });

  it('explains each refused wiki-write', () => {
    expect(wikiWriteProblem(404, 'The wiki-writer plugin is disabled (x).')).toBe('off');
    expect(wikiWriteProblem(404, 'DataObject 5 does not exist')).toBe('gone');
    expect(wikiWriteProblem(409, 'capability TEXT is not bound')).toBe('unbound');
    expect(wikiWriteProblem(403, undefined)).toBe('forbidden');
    expect(wikiWriteProblem(502, undefined)).toBe('refused');
    expect(wikiWriteProblem(503, undefined)).toBe('unavailable');
    expect(wikiWriteProblem(500, undefined)).toBe('other');
  });
});

describe('a mapping run', () => {
  it('asks for the view model, or a stored document with only the fields given', () => {
    const d = 'a1b2c3d4-0000-4000-8000-000000000001';
    expect(mappingRequest(d, { output: 'ephemeral', name: 'x', containerAppId: 'y' })).toEqual({
      focusDataObjectAppId: d,
      output: { mode: 'ephemeral' },
    });
    expect(mappingRequest(d, { output: 'reference', name: '  ', containerAppId: '' })).toEqual({
      focusDataObjectAppId: d,
      output: { mode: 'reference' },
    });
    expect(mappingRequest(d, { output: 'reference', name: ' Summary ', containerAppId: ` ${d} ` })).toEqual({
      focusDataObjectAppId: d,
      output: { mode: 'reference', name: 'Summary', structuredDataContainerAppId: d },
    });
  });

  it('checks the container appId only when storing', () => {
    expect(mappingDraftProblems({ output: 'reference', name: '', containerAppId: 'not-a-uuid' })).toEqual({
      containerAppId: 'uuid',
    });
    expect(mappingDraftProblems({ output: 'ephemeral', name: '', containerAppId: 'not-a-uuid' })).toEqual({});
    expect(mappingDraftProblems({ output: 'reference', name: '', containerAppId: '' })).toEqual({});
  });

  it('names the refusal by its problem code, and writes int64 results exactly', () => {
    expect(mappingProblem(422, 'mapping.evaluation-failed')).toBe('evaluationFailed');
    expect(mappingProblem(422, 'mapping.not-a-mapping-recipe')).toBe('notAMappingRecipe');
    expect(mappingProblem(409, 'resource.conflict')).toBe('retired');
    expect(mappingProblem(404, 'resource.not-found')).toBeUndefined();
    expect(resultText(parseJson('{"n":9223372036854775807,"x":[1.5]}'))).toBe(
      '{\n  "n": 9223372036854775807,\n  "x": [\n    1.5\n  ]\n}',
    );
    expect(resultText(null)).toBe('null');
  });
});

describe('an import job', () => {
  const counts = {
    collections: { done: 1, total: 1, skipped: 0 },
    dataObjects: { done: 3, total: 8, skipped: 0 },
    references: { done: 0, total: 1, skipped: 1 },
    files: zero,
    timeseriesPoints: { done: 10, total: 1_000_000, skipped: 0 },
  };

  it('progress over the items found, timeseries points left out; 100 once SUCCEEDED', () => {
    expect(importPercent({ state: 'RUNNING', phase: 'content', counts })).toBe(50);
    expect(importPercent({ state: 'SUCCEEDED', phase: 'done', counts })).toBe(100);
    expect(importPercent({ state: 'QUEUED', phase: 'collection', counts: { files: zero } })).toBe(0);
    expect(importPercent({ state: 'RUNNING', phase: 'collection', counts: { files: zero } })).toBeUndefined();
    expect(importRows(counts).map((r) => r.kind)).toEqual([
      'collections',
      'dataObjects',
      'references',
      'timeseriesPoints',
    ]);
  });

  it('is polled while any job is queued or running', () => {
    expect(importsActive([{ state: 'SUCCEEDED' }, { state: 'RUNNING' }])).toBe(true);
    expect(importsActive([{ state: 'QUEUED' }])).toBe(true);
    expect(importsActive([{ state: 'SUCCEEDED' }, { state: 'FAILED' }])).toBe(false);
  });

  it('the start form: an http(s) address, a key and a legacy id (int64 digits)', () => {
    const ok = {
      sourceBaseUrl: 'http://127.0.0.1:8080',
      apiKey: 'k',
      sourceCollectionId: '9223372036854775807',
      targetName: '',
    };
    expect(importDraftProblems(ok)).toEqual({});
    expect(
      importDraftProblems({ sourceBaseUrl: 'ftp://x', apiKey: ' ', sourceCollectionId: '0', targetName: '' }),
    ).toEqual({ sourceBaseUrl: 'url', apiKey: 'required', sourceCollectionId: 'id' });
    expect(importDraftProblems({ ...ok, sourceCollectionId: '12a' })).toEqual({ sourceCollectionId: 'id' });
  });
});
