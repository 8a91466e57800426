import fc from 'fast-check';

/** JSON text placed as is inside a serialised body: deep nesting that JSON.stringify would recurse on. */
export class RawJson {
  constructor(readonly text: string) {}
}

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'); DROP TABLE prospects; --",
  '"; DROP TABLE "user"; --',
  "1' UNION SELECT password FROM account --",
  "'; SELECT pg_sleep(10); --",
  "$$; DELETE FROM contacts; $$",
  '\\x27 OR \\x271\\x27=\\x271',
  '%27%20OR%201%3D1',
];

export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<iframe src="https://evil.example"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
];

export const UNICODE_EDGES = [
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  'zero\u200Bwidth\u200D\u200C\uFEFF',
  '👩‍👩‍👧‍👦🏳️‍🌈🇫🇷',
  'e\u0301\u0301\u0301\u0301',
  '\u0000',
  'nul\u0000inside',
  '\u001b[31mred\u001b[0m',
  '𝕳𝖊𝖑𝖑𝖔',
  '\r\n\t\v\f',
  'Ａｎａ',
  '\u2028\u2029',
  '\uFFFF\uFFFE',
];

export const FORMULA_PAYLOADS = ['=HYPERLINK("https://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A9)', '\t=1', '\r=1'];

/** Strings that look like values the schemas parse: the edges of dates, numbers, ids and emails. */
export const LOOKALIKE_VALUES = [
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '2026-13-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00Z',
  '2026-01-01T00:00:00+14:00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '99999999999999999999',
  '-0',
  '1e309',
  'NaN',
  'a@b',
  'a@b.c'.padStart(300, 'x'),
  'true',
  'null',
  '__proto__',
];

export const EDGE_NUMBERS = [0, -0, -1, 1.5, 0.1, 2_147_483_647, 2_147_483_648, -2_147_483_649, 10_000_000_000, 9_007_199_254_740_993, 1e308, -1e308, Number.MIN_VALUE];

/** Between 1 KB and 100 KB of one repeated payload. */
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('A', 'é', '👩‍👩‍👧', "' OR 1=1 --", '<b>', '\u200B', '\uD800'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

export const payloadString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_EDGES, ...FORMULA_PAYLOADS, ...LOOKALIKE_VALUES, '', ' ') },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 60 }) },
  { weight: 1, arbitrary: hugeString },
);

export const edgeNumber = fc.constantFrom(...EDGE_NUMBERS);
const numberValue = fc.oneof(edgeNumber, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Objects or arrays nested 50 to 3,000 levels deep. */
export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, asArray]) => new RawJson(asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** A value of any JSON type, mostly of the wrong one for the field it lands in. */
export const badValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    payloadString,
    numberValue,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'id', 'userId')), tie('value'), { maxKeys: 4 }),
    deepNesting,
  ),
})).value;

/** Field names an attacker adds: ownership, roles, timestamps, prototype keys. */
export const extraKey = fc.oneof(
  fc.constantFrom('id', 'userId', 'user_id', 'ownerId', 'role', 'membershipTier', 'createdAt', 'emailVerified', '__proto__', 'constructor', 'prototype'),
  fc.string({ minLength: 1, maxLength: 30 }),
);

/** JSON text with a RawJson anywhere inside placed verbatim. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
