import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type JsonSchema, violationsOf } from './closedSchemas';

// The contract the mock is held to: openapi/gateway.yaml, dereferenced by the Redocly CLI
// the project already uses to lint it (so no YAML parser of our own), cached per content,
// and checked with Ajv in the JSON Schema draft of OpenAPI 3.1 (2020-12), formats included
// (closedSchemas.ts).

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
