import fc from 'fast-check';
import type { JsonSchema } from '../../../shared/operations/json-schema.js';

/**
 * fast-check arbitraries of the values a JSON Schema (as the OpenAPI document states it) accepts: the contract
 * test sends what a client generated from the document would send. Covers the keywords the generator emits:
 * type, enum, const, anyOf/oneOf, string bounds, pattern and formats, numeric bounds and multipleOf, arrays,
 * objects with required keys, records, nullables and `{}` (any JSON).
 */

const isRecord = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Values for `format`s the generator emits; anything else falls back to plain strings. */
const formats: Record<string, fc.Arbitrary<string>> = {
  uri: fc.constantFrom('https://example.com/', 'https://example.com/a/b?c=d', 'http://example.org/x'),
  email: fc.emailAddress(),
  'date-time': fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? 40, Math.max(minLength, 40));
  const within = (s: string) => [...s].length >= minLength && [...s].length <= (num(schema.maxLength) ?? Infinity);
  if (typeof schema.format === 'string' && formats[schema.format]) {
    return (formats[schema.format] as fc.Arbitrary<string>).filter(within);
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(within);
    } catch {
      // A pattern fast-check cannot generate from: plain strings, most of which the validator refuses (400).
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  let min = num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin : -1e6);
  let max = num(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax : 1e6);
  min = Math.max(min, -1e9);
  max = Math.min(max, 1e9);
  const step = num(schema.multipleOf);
  if (step !== undefined && step > 0) {
    const from = Math.ceil(min / step);
    const to = Math.floor(max / step);
    return fc.integer({ min: from, max: Math.max(from, to) }).map((k) => k * step);
  }
  const arb = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return arb.filter(
    (n) => (exclusiveMin === undefined || n > exclusiveMin) && (exclusiveMax === undefined || n < exclusiveMax),
  );
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : [];
  const names = Object.keys(properties);
  if (names.length === 0 && isRecord(schema.additionalProperties)) {
    // A record: a few string keys with values of the given schema.
    const value = arbitraryOf(schema.additionalProperties, depth + 1);
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme-ascii' }), value, { maxKeys: 3 });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) {
    const property = properties[name];
    if (isRecord(property)) model[name] = arbitraryOf(property, depth + 1);
  }
  return fc.record(model, { requiredKeys: required.filter((r) => r in model) });
}

/** An arbitrary of values valid against `schema` (as far as JSON Schema says; refinements may still refuse). */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (options) return fc.oneof(...options.filter(isRecord).map((o) => arbitraryOf(o, depth + 1)));
  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((t) => arbitraryOf({ ...schema, type: t }, depth)));
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = isRecord(schema.items) ? schema.items : {};
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.min(num(schema.maxItems) ?? 3, Math.max(minLength, depth > 2 ? minLength : 3));
      return fc.array(arbitraryOf(items, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, depth);
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 1 });
  }
}
