import { type ZodType, z } from 'zod';
import { stringProblem } from '../domain/input';
import { badRequest, fail, unsupportedMediaType } from './errors';

const indonesian = z.locales.id().localeError;

/** zod's Indonesian messages, but a missing field says so plainly instead of "received undefined". */
const messages: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'Wajib diisi.' : indonesian(issue);

function describePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** The first problem as `{field}: {message}`, the way the storefront shows error_description. */
function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Data tidak valid.';
  const field = describePath(issue.path);
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Every body, whatever its route: no string too long, none with control characters. */
function refuseBadStrings(body: unknown): void {
  const problem = stringProblem(body);
  if (problem) fail(badRequest(problem));
}

/** Checks a value with a schema; anything else ends the request with a 400. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: messages });
  if (!result.success) fail(badRequest(describeIssues(result.error)));
  return result.data;
}

/** The JSON body a request carries by the contract, as openapi-msw types a route's request. */
type ContractBody<R extends Request> =
  ReturnType<R['json']> extends infer Reply
    ? [Reply] extends [never]
      ? never
      : Reply extends Promise<infer Body>
        ? Body
        : never
    : never;

/**
 * The schema must accept every body the contract allows: each field it reads is in the
 * contract, with a type it takes. Otherwise the argument's type names both sides.
 */
type ReadsContractBody<Body, Reads> = [Body] extends [never]
  ? { 'the contract declares no JSON body here': never }
  : [Body] extends [Reads]
    ? unknown
    : { 'the contract sends': Body; 'but this schema reads': Reads };

/** `application/json`, with or without parameters (`; charset=utf-8`), in any letter case. */
export function isJsonContentType(value: string | null | undefined): boolean {
  return (value ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The JSON a request carries: a body sent as anything but application/json is a 415 (a form
 * or a text/plain body, which a page can post to another site without asking, is never read
 * as JSON); malformed or missing JSON is a 400, never a crash.
 */
async function readBody(request: Request): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    fail(unsupportedMediaType('Kirim data dalam format JSON (Content-Type: application/json).'));
  }
  const text = await request.text();
  if (text.trim() === '') fail(badRequest('Isi permintaan kosong: kirim data dalam format JSON.'));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(badRequest('Isi permintaan bukan JSON yang valid.'));
  }
  // Before the route's own rules, and on everything sent, fields the schema would drop
  // included: no route can forget it.
  refuseBadStrings(value);
  return value;
}

/**
 * The JSON body checked with a schema; malformed or missing JSON is a 400, never a crash.
 * On a gateway route the schema is held to the operation's request body at compile time.
 */
export async function readJson<R extends Request, S extends ZodType>(
  request: R,
  schema: S & ReadsContractBody<ContractBody<R>, z.input<S>>,
): Promise<z.output<S>> {
  return parseWith(schema as ZodType<z.output<S>>, await readBody(request));
}

/**
 * A body that is a list of exactly one item, as some of the gateway's writes take one: the
 * item, or a 400 saying `message`. Held to the contract like readJson.
 */
export async function readOnlyItem<R extends Request, S extends ZodType>(
  request: R,
  item: S & ReadsContractBody<ContractBody<R>, z.input<S>[]>,
  message: string,
): Promise<z.output<S>> {
  const list = z.array(item as ZodType<z.output<S>>).length(1, message);
  const [only] = parseWith(list, await readBody(request));
  if (only === undefined) fail(badRequest(message));
  return only;
}

/** Form fields by the names a contract schema gives them (the token request). */
export interface FormFields<Fields> {
  get(name: keyof Fields & string): string | null;
}

/** An application/x-www-form-urlencoded body, as the token endpoint takes it. */
export async function readForm<Fields>(request: Request): Promise<FormFields<Fields>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) {
    fail(badRequest('Kirim data sebagai application/x-www-form-urlencoded.'));
  }
  const form = new URLSearchParams(await request.text());
  refuseBadStrings(Object.fromEntries(form));
  return form;
}
