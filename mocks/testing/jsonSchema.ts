// A JSON Schema (2020-12) subset validator for the keywords gateway.yaml uses. It refuses
// a keyword it does not know instead of skipping it, so a contract that starts using one
// makes the tests fail loudly rather than pass without checking it.

export type JsonSchema = { [keyword: string]: unknown };

export interface SchemaIssue {
  path: string;
  message: string;
}

export interface ValidateOptions {
  /** Report properties the schema does not declare (the mock must not leak internal fields). */
  strict?: boolean;
}

const ANNOTATIONS = new Set(['description', 'example', 'examples', 'title', 'deprecated']);
const ASSERTIONS = new Set([
  'type',
  'enum',
  'const',
  'required',
  'properties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'allOf',
  'anyOf',
  'oneOf',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
]);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    default:
      throw new Error(`Unsupported JSON Schema type "${type}"`);
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function preview(value: unknown): string {
  const text = JSON.stringify(value);
  return text && text.length > 60 ? `${text.slice(0, 57)}...` : String(text);
}

function subschemas(schema: JsonSchema, keyword: 'allOf' | 'anyOf' | 'oneOf'): JsonSchema[] {
  const list = schema[keyword];
  return Array.isArray(list) ? (list as JsonSchema[]) : [];
}

/** Property names a schema declares, through allOf, for the strict unknown-property check. */
function declaredProperties(schema: JsonSchema): Set<string> {
  const names = new Set(Object.keys((schema.properties as object | undefined) ?? {}));
  for (const part of subschemas(schema, 'allOf')) {
    for (const name of declaredProperties(part)) names.add(name);
  }
  return names;
}

interface Context {
  strict: boolean;
  issues: SchemaIssue[];
}

/**
 * `partOfAllOf`: the schema is one branch of an allOf, which declares only some of the
 * object's properties, so the unknown-property check is left to the allOf's owner.
 */
function check(
  schema: JsonSchema,
  value: unknown,
  path: string,
  context: Context,
  partOfAllOf = false,
): void {
  for (const keyword of Object.keys(schema)) {
    if (!ANNOTATIONS.has(keyword) && !ASSERTIONS.has(keyword)) {
      throw new Error(`Unsupported JSON Schema keyword "${keyword}" at ${path || '/'}`);
    }
  }
  const issue = (message: string) => context.issues.push({ path: path || '/', message });

  if ('const' in schema && !deepEqual(value, schema.const)) {
    issue(`must be ${preview(schema.const)}, got ${preview(value)}`);
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => deepEqual(option, value))) {
    issue(`must be one of ${preview(schema.enum)}, got ${preview(value)}`);
  }
  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
    if (!types.some((type) => typeMatches(type, value))) {
      issue(`must be of type ${types.join(' | ')}, got ${preview(value)}`);
      return;
    }
  }

  checkComposition(schema, value, path, context, issue);
  if (typeof value === 'string') checkString(schema, value, path, context, issue);
  if (typeof value === 'number') checkNumber(schema, value, issue);
  if (Array.isArray(value)) checkArray(schema, value, path, context, issue);
  if (isPlainObject(value)) checkObject(schema, value, path, context, issue, partOfAllOf);
}

type Report = (message: string) => void;

function checkComposition(
  schema: JsonSchema,
  value: unknown,
  path: string,
  context: Context,
  issue: Report,
): void {
  for (const part of subschemas(schema, 'allOf')) check(part, value, path, context, true);
  const passing = (parts: JsonSchema[]) =>
    parts.filter((part) => validate(part, value, { strict: context.strict }).length === 0).length;
  const anyOf = subschemas(schema, 'anyOf');
  if (anyOf.length > 0 && passing(anyOf) === 0) issue('matches none of the anyOf schemas');
  const oneOf = subschemas(schema, 'oneOf');
  if (oneOf.length > 0) {
    const count = passing(oneOf);
    if (count !== 1) issue(`must match exactly one oneOf schema, matches ${count}`);
  }
}

function checkString(
  schema: JsonSchema,
  value: string,
  path: string,
  context: Context,
  issue: Report,
): void {
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) {
    issue(`must have at least ${schema.minLength} characters`);
  }
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
    issue(`must have at most ${schema.maxLength} characters`);
  }
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    issue(`must match ${schema.pattern}, got ${preview(value)}`);
  }
  if (
    schema.format === 'date-time' &&
    (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
  ) {
    issue(`must be an RFC 3339 date-time, got ${preview(value)}`);
  } else if (schema.format !== undefined && schema.format !== 'date-time') {
    throw new Error(`Unsupported format "${String(schema.format)}"`);
  }
  if (schema.contentEncoding === 'base64' && !BASE64.test(value)) issue('must be base64');
  if (schema.contentMediaType === 'application/json' && isPlainObject(schema.contentSchema)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      issue('must be a string holding JSON');
      return;
    }
    check(schema.contentSchema, parsed, `${path}<json>`, context);
  }
}

function checkNumber(schema: JsonSchema, value: number, issue: Report): void {
  const bound = (keyword: string) => schema[keyword] as number | undefined;
  const minimum = bound('minimum');
  const maximum = bound('maximum');
  const exclusiveMinimum = bound('exclusiveMinimum');
  const exclusiveMaximum = bound('exclusiveMaximum');
  if (minimum !== undefined && value < minimum) issue(`must be >= ${minimum}, got ${value}`);
  if (maximum !== undefined && value > maximum) issue(`must be <= ${maximum}, got ${value}`);
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) {
    issue(`must be > ${exclusiveMinimum}, got ${value}`);
  }
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) {
    issue(`must be < ${exclusiveMaximum}, got ${value}`);
  }
}

function checkArray(
  schema: JsonSchema,
  value: unknown[],
  path: string,
  context: Context,
  issue: Report,
): void {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
    issue(`must have at least ${schema.minItems} items`);
  }
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
    issue(`must have at most ${schema.maxItems} items`);
  }
  if (isPlainObject(schema.items)) {
    const items = schema.items;
    value.forEach((item, index) => {
      check(items, item, `${path}/${index}`, context);
    });
  }
}

function checkObject(
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: string,
  context: Context,
  issue: Report,
  partOfAllOf: boolean,
): void {
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const name of required) {
    if (!(name in value)) issue(`is missing required property "${name}"`);
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, propertySchema] of Object.entries(properties)) {
    if (name in value) check(propertySchema, value[name], `${path}/${name}`, context);
  }
  const describesObject = 'properties' in schema || subschemas(schema, 'allOf').length > 0;
  if (context.strict && !partOfAllOf && describesObject) {
    const declared = declaredProperties(schema);
    for (const name of Object.keys(value)) {
      if (!declared.has(name)) issue(`has undeclared property "${name}"`);
    }
  }
}

/** Every way a value breaks a schema; empty when it conforms. */
export function validate(
  schema: JsonSchema,
  value: unknown,
  { strict = false }: ValidateOptions = {},
): SchemaIssue[] {
  const context: Context = { strict, issues: [] };
  check(schema, value, '', context);
  return context.issues;
}
