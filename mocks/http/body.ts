import { type ZodType, z } from 'zod';
import { badRequest, fail } from './errors';

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
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Data tidak valid.';
  const field = describePath(issue.path);
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Checks a value with a schema; anything else ends the request with a 400. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: messages });
  if (!result.success) fail(badRequest(describeIssues(result.error)));
  return result.data;
}

/** The JSON body checked with a schema; malformed or missing JSON is a 400, never a crash. */
export async function readJson<T>(request: Request, schema: ZodType<T>): Promise<T> {
  const text = await request.text();
  if (text.trim() === '') fail(badRequest('Isi permintaan kosong: kirim data dalam format JSON.'));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(badRequest('Isi permintaan bukan JSON yang valid.'));
  }
  return parseWith(schema, value);
}

/** An application/x-www-form-urlencoded body, as the token endpoint takes it. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) {
    fail(badRequest('Kirim data sebagai application/x-www-form-urlencoded.'));
  }
  return new URLSearchParams(await request.text());
}
