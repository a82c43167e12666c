import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { billingCheckout } from '../../../shared/operations/billing.js';
import { inputSchemas } from '../../../shared/operations/json-schema.js';

/**
 * The rule "exactly one of planId and pack" is part of the published schema, not only of the server: a body the
 * JSON Schema accepts is one the server accepts, and the other way round (generated clients and the playground
 * build requests from the JSON Schema).
 */
describe('billing.checkout request schema', () => {
  // The body schema the OpenAPI document publishes (shared/operations/json-schema.ts).
  const jsonSchema = inputSchemas(billingCheckout).json ?? {};
  const validate = new Ajv2020({ strict: false }).compile(jsonSchema);
  const bodies = [
    {},
    { planId: 1 },
    { planId: 3, locale: 'fr' },
    { pack: 'extra' },
    { pack: 'extra', locale: 'en' },
    { planId: 1, pack: 'extra' },
    { planId: 2, pack: 'extra', locale: 'pt' },
    { locale: 'es' },
  ];

  it('publishes exactly one of planId and pack as a oneOf', () => {
    expect(jsonSchema.allOf).toEqual([
      {
        oneOf: [
          { properties: { planId: {} }, required: ['planId'] },
          { properties: { pack: {} }, required: ['pack'] },
        ],
      },
    ]);
  });

  it.each(bodies)('agrees with the server on %j', (body) => {
    expect(validate(body)).toBe(billingCheckout.input.safeParse(body).success);
  });
});
