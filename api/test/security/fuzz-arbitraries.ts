import fc from 'fast-check';
import { FILTER_OPERATORS } from '../../src/content/query/plan';
import { type ContentType, isScalar } from '../../src/content';

/** Names a fuzzed query or body draws from: real ones, the prototype's, and nonsense. */
const TRAPS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  '*',
  '',
  '0',
  '101',
  '$and',
  '$or',
  '$not',
];
const NUMBERS = [
  '0',
  '-1',
  '1',
  '25',
  '1000',
  '1001',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '1000000001',
  '99999999999999999999999',
  '368934881474191033',
  '1e3',
  'NaN',
  'Infinity',
  '0x10',
];
const TEXTS = [
  '',
  'ä',
  'ÅÄÖ',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '%c0',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u0000%',
  '\u0001\u001f\u007f',
  '"\u0000"',
  'a'.repeat(300),
  'null',
  'true',
  'asc',
  'desc',
  'DESC:asc',
];

const namesOf = (type: ContentType): string[] => Object.keys(type.attributes).concat(['id', 'documentId', 'createdAt']);
const relationNames = (type: ContentType): string[] =>
  Object.entries(type.attributes)
    .filter(([, attribute]) => !isScalar(attribute))
    .map(([name]) => name);

const segment = (type: ContentType) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...namesOf(type)) },
    { weight: 2, arbitrary: fc.constantFrom(...(relationNames(type).length > 0 ? relationNames(type) : ['id'])) },
    { weight: 2, arbitrary: fc.constantFrom(...FILTER_OPERATORS) },
    { weight: 2, arbitrary: fc.constantFrom(...TRAPS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  );

const value = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...TEXTS),
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 6, unit: 'grapheme' }),
);

const encode = (text: string, percent: boolean): string =>
  percent ? [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('') : encodeURIComponent(text);

/** One query string of up to six parameters, built the way Strapi clients and attackers write them. */
export const queryString = (type: ContentType) =>
  fc
    .array(
      fc.record({
        root: fc.constantFrom(
          'filters',
          'sort',
          'fields',
          'populate',
          'pagination',
          'page',
          'pageSize',
          'start',
          'limit',
          '_q',
          'status',
          'nope',
        ),
        path: fc.array(segment(type), { maxLength: 7 }),
        dotted: fc.array(segment(type), { maxLength: 22 }),
        value,
        percent: fc.boolean(),
        dots: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((params) =>
      params
        .map((p) => {
          const key = `${p.root}${p.path.map((s) => `[${encode(s, p.percent)}]`).join('')}`;
          const text = p.dots && p.dotted.length > 0 ? p.dotted.join('.') : p.value;
          return `${key}=${encode(text, false)}`;
        })
        .join('&'),
    );

/** A write body: sometimes not an object at all, mostly `{data}` with real and fuzzed keys and any values. */
export const writeBody = (type: ContentType) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    {
      weight: 5,
      arbitrary: fc
        .dictionary(
          fc.oneof(fc.constantFrom(...namesOf(type)), fc.constantFrom(...TRAPS)),
          fc.anything({ maxDepth: 3, withNullPrototype: false }),
          { maxKeys: 6 },
        )
        .map((data) => ({ data })),
    },
  );

/** An id for a single-entry route: real-looking, missing, out of range, or nonsense. */
export const entryId = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.constantFrom('a'.repeat(24), 'A'.repeat(24), '0'.repeat(24)),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.integer({ min: 1, max: 2 ** 31 }).map(String),
);
