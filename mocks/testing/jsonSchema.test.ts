import { describe, expect, it } from 'vitest';
import { validate } from './jsonSchema';

const address = {
  type: 'object',
  required: ['name', 'postalCode'],
  properties: {
    name: { type: 'string', minLength: 1 },
    postalCode: { type: 'string', pattern: '^\\d{5}$' },
    note: { type: ['string', 'null'] },
  },
};

describe('the JSON Schema subset validator', () => {
  it('accepts a conforming value and reports each way a value breaks the schema', () => {
    expect(validate(address, { name: 'Rumah', postalCode: '12730', note: null })).toEqual([]);
    const issues = validate(address, { name: '', postalCode: '1273', note: 5 });
    expect(issues.map((i) => i.path)).toEqual(['/name', '/postalCode', '/note']);
    expect(validate(address, { name: 'Rumah' })[0]?.message).toContain('"postalCode"');
  });

  it('in strict mode flags undeclared properties, also through allOf', () => {
    const withAlias = {
      allOf: [
        address,
        { type: 'object', required: ['alias'], properties: { alias: { type: 'string' } } },
      ],
    };
    const value = { name: 'Rumah', postalCode: '12730', alias: 'adr-1' };
    expect(validate(withAlias, value, { strict: true })).toEqual([]);
    expect(validate(withAlias, { ...value, customerAlias: 'cus-1' }, { strict: true })).toEqual([
      { path: '/', message: 'has undeclared property "customerAlias"' },
    ]);
    expect(validate(withAlias, { ...value, customerAlias: 'cus-1' })).toEqual([]);
  });

  it('checks numbers, integers, enums, consts and array sizes', () => {
    const line = {
      type: 'object',
      properties: {
        quantity: { type: 'integer', minimum: 1, maximum: 99 },
        price: { type: 'number', exclusiveMinimum: 0 },
        status: { type: 'string', enum: ['Open'] },
        discount: { type: 'number', const: 0 },
        shares: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'integer' } },
      },
    };
    expect(
      validate(line, { quantity: 2, price: 1, status: 'Open', discount: 0, shares: [50] }),
    ).toEqual([]);
    const issues = validate(line, {
      quantity: 1.5,
      price: 0,
      status: 'Paid',
      discount: 1,
      shares: [],
    });
    expect(issues).toHaveLength(5);
    expect(validate(line, { quantity: 100, shares: [1, 2, 3] })).toHaveLength(2);
  });

  it('validates oneOf, anyOf, date-times, base64 and JSON held in a string', () => {
    expect(validate({ oneOf: [{ type: 'string' }, { type: 'null' }] }, null)).toEqual([]);
    expect(validate({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3)).toHaveLength(1);
    expect(validate({ anyOf: [{ type: 'string' }, { type: 'number' }] }, true)).toHaveLength(1);
    const when = { type: 'string', format: 'date-time' };
    expect(validate(when, '2026-05-17T09:30:00+07:00')).toEqual([]);
    expect(validate(when, '17/05/26')).toHaveLength(1);
    expect(validate({ type: 'string', contentEncoding: 'base64' }, 'PHA+')).toEqual([]);
    expect(validate({ type: 'string', contentEncoding: 'base64' }, 'not base64!')).toHaveLength(1);
    const holdsJson = {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'object', required: ['results'] },
    };
    expect(validate(holdsJson, '{"results":[]}')).toEqual([]);
    expect(validate(holdsJson, '{}')).toHaveLength(1);
    expect(validate(holdsJson, '{')).toHaveLength(1);
  });

  it('refuses keywords it does not implement rather than ignoring them', () => {
    expect(() => validate({ type: 'object', additionalProperties: false }, {})).toThrow(
      /additionalProperties/,
    );
  });
});
