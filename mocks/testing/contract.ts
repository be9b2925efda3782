import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import type { DataValidateFunction } from 'ajv/dist/types';
import addFormats from 'ajv-formats';

// The contract the mock is held to: openapi/gateway.yaml, dereferenced by the Redocly CLI
// the project already uses to lint it (so no YAML parser of our own), cached per content,
// and checked with Ajv in the JSON Schema draft of OpenAPI 3.1 (2020-12), formats included.

type JsonSchema = { [keyword: string]: unknown };

interface MediaType {
  schema?: JsonSchema;
}

interface ResponseObject {
  content?: Record<string, MediaType>;
}

interface Operation {
  operationId: string;
  responses: Record<string, ResponseObject>;
  requestBody?: { content: Record<string, MediaType> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

// Vitest runs from the repository root; under jsdom import.meta.url is not a file URL.
const yamlPath = resolve('openapi/gateway.yaml');
const redocly = resolve('node_modules/@redocly/cli/bin/cli.js');

let loaded: OpenApiDocument | null = null;

function loadContract(): OpenApiDocument {
  if (loaded) return loaded;
  const yaml = readFileSync(yamlPath);
  const hash = createHash('sha256').update(yaml).digest('hex').slice(0, 16);
  const folder = join(tmpdir(), 'kopi-contract');
  const bundled = join(folder, `gateway-${hash}.json`);
  if (!existsSync(bundled)) {
    mkdirSync(folder, { recursive: true });
    // Test files run in parallel workers: write aside, then rename, so no reader sees half a file.
    const partial = join(folder, `gateway-${hash}.${process.pid}.partial.json`);
    execFileSync(
      process.execPath,
      [redocly, 'bundle', yamlPath, '--dereferenced', '--ext', 'json', '-o', partial],
      {
        stdio: 'pipe',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    renameSync(partial, bundled);
  }
  loaded = JSON.parse(readFileSync(bundled, 'utf8')) as OpenApiDocument;
  return loaded;
}

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
function violationsOf(key: string, schema: JsonSchema, value: unknown): string[] {
  const validate = validatorFor(key, schema);
  return validate(value) ? [] : (validate.errors ?? []).map(describeError);
}

interface Match {
  template: string;
  operation: Operation;
}

function templateRegExp(template: string): RegExp {
  const pattern = template
    .split('/')
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${pattern}$`);
}

/** The operation a request hits; literal segments win over parameters (/Product/Top). */
export function findOperation(method: string, pathname: string): Match | null {
  const contract = loadContract();
  const candidates = Object.entries(contract.paths)
    .filter(
      ([template, item]) => item[method.toLowerCase()] && templateRegExp(template).test(pathname),
    )
    .map(([template, item]) => ({
      template,
      operation: item[method.toLowerCase()] as Operation,
      params: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  const best = candidates[0];
  return best ? { template: best.template, operation: best.operation } : null;
}

function declaredResponse(operation: Operation, status: number): ResponseObject | null {
  const code = String(status);
  return (
    operation.responses[code] ??
    operation.responses[`${code[0]}XX`] ??
    operation.responses.default ??
    null
  );
}

/**
 * Every way a response breaks the contract: an undeclared status, a body where none is
 * declared (or none where one is), or a body that does not match the schema, undeclared
 * properties included.
 */
export function responseViolations(
  method: string,
  pathname: string,
  status: number,
  contentType: string | null,
  body: string,
): string[] {
  const match = findOperation(method, pathname);
  if (!match) return [`${method} ${pathname} is not in the contract`];
  const where = `${method} ${match.template} → ${status}`;
  const declared = declaredResponse(match.operation, status);
  if (!declared) return [`${where}: status not declared`];
  const schema = declared.content?.['application/json']?.schema;
  if (!schema)
    return body === '' ? [] : [`${where}: declares no body but got ${body.slice(0, 80)}`];
  if (!contentType?.includes('application/json')) {
    return [`${where}: content-type must be application/json, got ${contentType}`];
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [`${where}: body is not JSON`];
  }
  return violationsOf(where, schema, value).map((issue) => `${where}: ${issue}`);
}

/** Request-body violations, for tests that claim to send a valid payload. */
export function requestViolations(method: string, pathname: string, body: unknown): string[] {
  const match = findOperation(method, pathname);
  const schema = match?.operation.requestBody?.content['application/json']?.schema;
  if (!schema) return [`${method} ${pathname} takes no JSON body in the contract`];
  return violationsOf(`${method} ${match?.template} request`, schema, body);
}
