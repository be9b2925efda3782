import { takeSnapshot } from '../store/persistence';
import { responseViolations } from './contract';
import { passwordLogin } from './payloads';

// How contract tests talk to the mock: real fetch calls through the msw/node server that
// tests/setup.ts starts, with every response checked against gateway.yaml before a test
// sees it. A test cannot forget to validate, so the mock cannot drift from the contract.

export const ORIGIN = 'http://localhost';

export interface CallOptions {
  token?: string | null;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent verbatim (malformed JSON and the like), as application/json unless headers say otherwise. */
  raw?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

class ContractViolation extends Error {}

function requestBody(options: CallOptions, headers: Headers): string | undefined {
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    return JSON.stringify(options.json);
  }
  if (options.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    return new URLSearchParams(options.form).toString();
  }
  if (options.raw !== undefined) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    return options.raw;
  }
  return undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: a test reads the body of whatever the route answers; the contract check above it is what guarantees its shape.
export async function call<T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  const body = requestBody(options, headers);
  const url = new URL(path, ORIGIN);
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  const violations = responseViolations(
    method,
    url.pathname,
    response.status,
    response.headers.get('content-type'),
    text,
  );
  if (violations.length > 0) {
    throw new ContractViolation(`The mock broke the contract:\n${violations.join('\n')}`);
  }
  return {
    status: response.status,
    body: (text === '' ? undefined : JSON.parse(text)) as T,
    headers: response.headers,
  };
}

export const DEMO_PASSWORD = 'Kopi!2024';
export const DEMO_PHONE = '081234567890';
export const EMPTY_DEMO_PHONE = '081298765432';

export async function login(phone = DEMO_PHONE, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call<{ access_token: string }>('POST', '/connect/token', {
    form: passwordLogin(phone, password),
  });
  if (status !== 200) throw new Error(`login as ${phone} failed with ${status}`);
  return body.access_token;
}

export async function clientToken(): Promise<string> {
  const { body } = await call<{ access_token: string }>('POST', '/connect/token', {
    form: { grant_type: 'client_credentials', client_id: 'kopi-storefront', scope: 'kopi_api' },
  });
  return body.access_token;
}

export type DatabaseState = Record<string, string>;

/** The database's contents per collection, to prove a refused request changed nothing. */
export function databaseState(): DatabaseState {
  return Object.fromEntries(
    Object.entries(takeSnapshot().collections).map(([name, records]) => [
      name,
      JSON.stringify(records),
    ]),
  );
}

/** The collections that differ from an earlier state; `[]` when nothing changed. */
export function changedSince(before: DatabaseState): string[] {
  const now = databaseState();
  return Object.keys(now).filter((name) => now[name] !== before[name]);
}
