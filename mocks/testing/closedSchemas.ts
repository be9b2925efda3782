import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import type { DataValidateFunction } from 'ajv/dist/types';
import addFormats from 'ajv-formats';

// How a schema of the contract checks a value: closed (no undeclared property passes), with
// Ajv in OpenAPI 3.1's JSON Schema draft (2020-12), formats and content encodings included.

export type JsonSchema = { [keyword: string]: unknown };

const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SUBSCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'prefixItems']);
const SUBSCHEMAS = new Set([
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'additionalProperties',
  'unevaluatedItems',
  'propertyNames',
  'contentSchema',
]);

function describesObject(schema: JsonSchema): boolean {
  const type = schema.type;
  return (
    type === 'object' ||
    (Array.isArray(type) && type.includes('object')) ||
    'properties' in schema ||
    (Array.isArray(schema.allOf) && schema.allOf.some(describesObject))
  );
}

function mapValues(value: unknown, close: (schema: JsonSchema) => JsonSchema): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, schema]) => [name, close(schema as JsonSchema)]),
  );
}

/**
 * The schema with every object refusing properties it does not declare, so the mock cannot
 * leak an internal field (an owner's alias, a password) that the storefront might come to
 * rely on. Done here rather than written into gateway.yaml: the yaml describes the real
 * gateway, whose clients should tolerate fields it adds later, and JSON Schema cannot extend
 * a closed schema, which ShipmentAddress (allOf ShipmentAddressInput) and the two sales
 * invoices (allOf SalesInvoiceBase) do. So an object is closed where it is used whole
 * (`additionalProperties: false`), a composition as a whole (`unevaluatedProperties: false`
 * sees the properties of every allOf part), and an allOf part is left open.
 */
export function closeObjects(schema: JsonSchema, partOfAllOf = false): JsonSchema {
  const closed: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (SUBSCHEMA_MAPS.has(keyword)) closed[keyword] = mapValues(value, (s) => closeObjects(s));
    else if (keyword === 'allOf' && Array.isArray(value)) {
      closed[keyword] = value.map((part: JsonSchema) => closeObjects(part, true));
    } else if (SUBSCHEMA_LISTS.has(keyword) && Array.isArray(value)) {
      closed[keyword] = value.map((part: JsonSchema) => closeObjects(part));
    } else if (SUBSCHEMAS.has(keyword) && typeof value === 'object' && value !== null) {
      closed[keyword] = closeObjects(value as JsonSchema);
    } else closed[keyword] = value;
  }
  if (!partOfAllOf && describesObject(schema)) {
    if ('allOf' in schema) {
      // Its parts are objects already; Ajv's strict mode wants the composition to say so too.
      closed.type ??= 'object';
      closed.unevaluatedProperties ??= false;
    } else closed.additionalProperties ??= false;
  }
  return closed;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function createAjv(): Ajv2020 {
  // allErrors: a broken answer lists every way it breaks the contract, not just the first.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI's own annotation keyword, besides JSON Schema's `examples`.
  ajv.addKeyword('example');
  // JSON Schema 2020-12 only annotates content; the contract relies on it (the shipping
  // proxy answers its provider's JSON inside a string, blogs carry base64), so check it.
  ajv.removeKeyword('contentEncoding');
  ajv.removeKeyword('contentSchema');
  ajv.addKeyword({
    keyword: 'contentEncoding',
    type: 'string',
    schemaType: 'string',
    error: { message: ({ schema }) => `must be encoded as ${String(schema)}` },
    validate: (encoding: string, data: string) => encoding !== 'base64' || BASE64.test(data),
  });
  ajv.addKeyword({
    keyword: 'contentSchema',
    type: 'string',
    schemaType: 'object',
    errors: true,
    compile(schema: JsonSchema, parent: JsonSchema) {
      if (parent.contentMediaType !== 'application/json') {
        throw new Error(`contentSchema for ${String(parent.contentMediaType)} is not checked`);
      }
      const inner = ajv.compile(schema);
      const check: DataValidateFunction = (data: string, context) => {
        const at = `${context?.instancePath ?? ''}<json>`;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          check.errors = [contentError(at, 'must be a string holding JSON')];
          return false;
        }
        if (inner(parsed)) return true;
        check.errors = (inner.errors ?? []).map((error) => ({
          ...error,
          instancePath: `${at}${error.instancePath}`,
        }));
        return false;
      };
      return check;
    },
  });
  return ajv;
}

function contentError(instancePath: string, message: string): ErrorObject {
  return { keyword: 'contentSchema', instancePath, schemaPath: '', params: {}, message };
}

let ajv: Ajv2020 | null = null;
const validators = new Map<string, ValidateFunction>();

/** The compiled, closed validator of one schema of the contract, compiled once. */
function validatorFor(key: string, schema: JsonSchema): ValidateFunction {
  let validator = validators.get(key);
  if (!validator) {
    ajv ??= createAjv();
    validator = ajv.compile(closeObjects(schema));
    validators.set(key, validator);
  }
  return validator;
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath || '/';
  const { additionalProperty, unevaluatedProperty } = error.params as Record<string, unknown>;
  const undeclared = additionalProperty ?? unevaluatedProperty;
  if (undeclared !== undefined) return `${at} has undeclared property "${String(undeclared)}"`;
  return `${at} ${error.message ?? error.keyword}`;
}

/** Every way a value breaks one schema of the contract; empty when it conforms. */
export function violationsOf(key: string, schema: JsonSchema, value: unknown): string[] {
  const validate = validatorFor(key, schema);
  return validate(value) ? [] : (validate.errors ?? []).map(describeError);
}
