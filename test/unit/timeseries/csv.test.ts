import { describe, expect, it } from 'vitest';
import { csvLines, parseCsv, toCsv, type ChannelPoints, type CsvFormat } from '#core/features/timeseries/csv.ts';
import type { Point } from '#core/features/timeseries/points.ts';
import { ProblemError } from '#core/kernel/problem.ts';
import { rng } from './seeded-rng.ts';

const T = 1_700_000_000_123_456_789n;
const MAX = 9_223_372_036_854_775_807n;
const key = (measurement: string, extra = '') => ({
  measurement,
  device: `dev${extra}`,
  location: `loc${extra}`,
  symbolicName: `sym${extra}`,
  field: `value${extra}`,
});
const pts = <V extends Point['value']>(...values: V[]): Point[] =>
  values.map((value, i) => ({ timestamp: T + BigInt(i), value }));

const awkward = [
  '',
  'plain',
  'a,b',
  'say "hi"',
  'line\nbreak',
  'cr\rlf\r\n',
  '  spaced  ',
  'ünïcödé ✓ 😀',
  '"',
  ',',
  '123',
  'true',
  '-0.0',
  'NaN',
];

const channels: ChannelPoints[] = [
  { timeseries: key('strings'), type: 'String', points: pts(...awkward) },
  {
    timeseries: key('doubles'),
    type: 'Double',
    points: [...pts(4, -0, 1.5, 1e21, 5e-324, -1.7976931348623157e308, 0.1 + 0.2), { timestamp: MAX, value: 2 }],
  },
  {
    timeseries: key('integers'),
    type: 'Integer',
    points: [
      ...pts(0n, -1n, MAX, -MAX - 1n, 9007199254740993n),
      { timestamp: 0n, value: 7n },
      { timestamp: 0n, value: 8n },
    ],
  },
  { timeseries: key('booleans'), type: 'Boolean', points: pts(true, false, true) },
  {
    timeseries: { measurement: 'm, "quoted"', device: 'd\nx', location: 'ü', symbolicName: 's', field: 'f' },
    type: 'Double',
    points: pts(1),
  },
];

const sortKey = (c: ChannelPoints) => JSON.stringify(c.timeseries);
const normalise = (cs: ChannelPoints[]) =>
  [...cs]
    .sort((a, b) => sortKey(a).localeCompare(sortKey(b)))
    .map((c) => ({
      ...c,
      points: [...c.points].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0)),
    }));

async function problem(csv: string): Promise<ProblemError> {
  try {
    await parseCsv(csv);
  } catch (err) {
    expect(err).toBeInstanceOf(ProblemError);
    return err as ProblemError;
  }
  throw new Error('expected a 400');
}

describe('CSV export', () => {
  it("ROW has upstream's header and column order", () => {
    const csv = toCsv([
      {
        timeseries: key('temperature'),
        type: 'Double',
        points: [
          { timestamp: 88551122n, value: 22.1 },
          { timestamp: T, value: 4 },
        ],
      },
    ]);
    expect(csv).toBe(
      'DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE\n' +
        'dev,value,loc,temperature,sym,88551122,22.1\n' +
        `dev,value,loc,temperature,sym,${T},4.0\n`,
    );
    expect(toCsv([{ timeseries: key('t'), type: 'Double', points: [] }])).toBe('');
  });

  it('COLUMN has one timestamp column and one column per channel', () => {
    const csv = toCsv(
      [
        {
          timeseries: key('a'),
          type: 'Integer',
          points: [
            { timestamp: 2n, value: 20n },
            { timestamp: 1n, value: 10n },
          ],
        },
        {
          timeseries: key('b', '2'),
          type: 'String',
          points: [
            { timestamp: 2n, value: 'x' },
            { timestamp: 3n, value: '' },
          ],
        },
      ],
      'COLUMN',
    );
    expect(csv).toBe('timestamp,a-dev-loc-sym-value,b-dev2-loc2-sym2-value2\n1,10,\n2,20,"x"\n3,,""\n');
  });

  it("writes an aggregate's null bucket as an empty cell in either layout", () => {
    const key = { measurement: 'm', device: 'd', location: 'l', symbolicName: 's', field: 'f' };
    const gaps = [
      {
        timeseries: key,
        type: 'Integer' as const,
        points: [
          { timestamp: 0n, value: 2n },
          { timestamp: 10n, value: null },
          { timestamp: 20n, value: 1n },
        ],
      },
    ];
    expect(toCsv(gaps, 'ROW')).toBe(
      'DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE\nd,f,l,m,s,0,2\nd,f,l,m,s,10,\nd,f,l,m,s,20,1\n',
    );
    expect(toCsv(gaps, 'COLUMN')).toBe('timestamp,m-d-l-s-f\n0,2\n10,\n20,1\n');
  });

  it('streams line by line', () => {
    const lines = [...csvLines(channels, 'ROW')];
    expect(lines.length).toBe(1 + channels.reduce((n, c) => n + c.points.length, 0));
    expect(lines.every((l) => l.endsWith('\n'))).toBe(true);
  });
});

describe('CSV export → import gives the same points back', () => {
  for (const format of ['ROW', 'COLUMN'] as CsvFormat[]) {
    it(`${format}, awkward strings, exact int64 timestamps and integers, doubles that look integral`, async () => {
      const cs =
        format === 'COLUMN' ? channels.filter((c) => !c.timeseries.measurement.includes(',')).map((c) => c) : channels;
      const back = await parseCsv(toCsv(cs, format));
      expect(normalise(back)).toEqual(normalise(cs));
    });

    it(`${format}, random channels, read in small chunks that split UTF-8 sequences`, async () => {
      const r = rng(format.length);
      for (let round = 0; round < 20; round++) {
        const cs: ChannelPoints[] = Array.from({ length: 1 + r.int(3) }, (_, i) => {
          const type = r.pick(['String', 'Double', 'Integer', 'Boolean'] as const);
          const points: Point[] = Array.from({ length: 1 + r.int(15) }, () => ({
            timestamp: T + BigInt(r.int(20)),
            value:
              type === 'String'
                ? r.pick(awkward) + r.pick(awkward)
                : type === 'Double'
                  ? (r.next() - 0.5) * 10 ** r.int(30)
                  : type === 'Integer'
                    ? r.big(2n ** 63n) - 2n ** 62n
                    : r.next() < 0.5,
          }));
          return { timeseries: key(`m${i}`, String(i)), type, points };
        });
        const bytes = Buffer.from(toCsv(cs, format));
        const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, k) => bytes.subarray(k * 7, k * 7 + 7));
        const back = await parseCsv(
          (async function* () {
            yield* chunks;
          })(),
        );
        expect(normalise(back)).toEqual(normalise(cs));
      }
    });
  }
});

describe('CSV import', () => {
  it('reads a hand-made upstream file: any column order and case, types inferred per channel', async () => {
    const back = await parseCsv(
      'timestamp,measurement,device,location,symbolicName,field,value\r\n' +
        '1,m,d,l,s,f,1\r\n2,m,d,l,s,f,2.5\r\n3,m,d,l,s,b,TRUE\r\n4,m,d,l,s,b,false\r\n5,m,d,l,s,i,-7\r\n6,m,d,l,s,t,x\r\n7,m,d,l,s,t,3\r\n',
    );
    const byField = Object.fromEntries(back.map((c) => [c.timeseries.field, c]));
    expect(byField['f']).toMatchObject({
      type: 'Double',
      points: [
        { timestamp: 1n, value: 1 },
        { timestamp: 2n, value: 2.5 },
      ],
    });
    expect(byField['b']).toMatchObject({ type: 'Boolean', points: [{ value: true }, { value: false }] });
    expect(byField['i']).toMatchObject({ type: 'Integer', points: [{ value: -7n }] });
    expect(byField['t']).toMatchObject({ type: 'String', points: [{ value: 'x' }, { value: '3' }] });
  });

  it('an empty file or a bare header imports nothing', async () => {
    expect(await parseCsv('')).toEqual([]);
    expect(await parseCsv('DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE\n')).toEqual([]);
  });

  const H = 'DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE\n';
  const broken: [string, string, number, RegExp][] = [
    ['too many fields', `${H}d,f,l,m,s,1,2\nd,f,l,m,s,2,3,4\n`, 3, /number of fields/],
    ['too few fields', `${H}d,f,l,m,s,1\n`, 2, /number of fields/],
    ['an unclosed quote', `${H}d,f,l,m,s,1,2\nd,f,l,m,s,2,"open\n`, 3, /not closed/],
    ['a timestamp that is not an integer', `${H}d,f,l,m,s,1,2\nd,f,l,m,s,1.5,2\n`, 3, /TIMESTAMP must be an integer/],
    ['a negative timestamp', `${H}d,f,l,m,s,-1,2\n`, 2, /TIMESTAMP must not be negative/],
    ['a timestamp beyond int64', `${H}d,f,l,m,s,9223372036854775808,2\n`, 2, /64-bit/],
    ['a blank measurement', `${H}d,f,l, ,s,1,2\n`, 2, /MEASUREMENT is blank/],
    ['a missing value', `${H}d,f,l,m,s,1,\n`, 2, /VALUE is empty/],
    [
      'a header without SYMBOLICNAME',
      'DEVICE,FIELD,LOCATION,MEASUREMENT,TIMESTAMP,VALUE\nd,f,l,m,1,2\n',
      1,
      /lacks SYMBOLICNAME/,
    ],
    ['an unknown header', 'a,b\n1,2\n', 1, /neither ROW/],
    ['an ambiguous COLUMN header', 'timestamp,a-b-c\n1,2\n', 1, /measurement>-<device/],
  ];
  for (const [what, csv, line, text] of broken) {
    it(`refuses ${what} with a 400 naming line ${line}`, async () => {
      const p = await problem(csv);
      expect(p.status).toBe(400);
      expect(p.extensions['line']).toBe(line);
      expect(p.detail).toMatch(new RegExp(`^CSV line ${line}: `));
      expect(p.detail).toMatch(text);
    });
  }
});
