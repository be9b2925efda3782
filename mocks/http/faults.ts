import { delay, HttpResponse, http } from 'msw';
import { quoted } from '../domain/input';
import { readPersisted, writePersisted } from '../store/persistence';
import { serverError } from './errors';

export interface RouteLatency {
  /** A path prefix such as /api/Cart; it matches whole segments, so not /api/CartDetail. */
  route: string;
  ms: number;
}

export interface FaultSettings {
  /** Added to every gateway call. */
  latencyMs: number;
  routeLatency: RouteLatency[];
  /** 'all', or path prefixes whose calls answer 500. */
  failing: string[];
  /** Every gateway call fails as a network error, as when the shopper's connection drops. */
  offline: boolean;
  /**
   * Calls to these routes are carried out at once and answered only after `ms` (the answer
   * lost to a client that gave up first): `?mockLateAnswer=/api/Cart:25000`. Page view only.
   */
  lateAnswers?: RouteLatency[];
}

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  routeLatency: [],
  failing: [],
  offline: false,
};

const MAX_LATENCY_MS = 60_000;
const SETTINGS_KEY = 'faults';

let current: FaultSettings = NO_FAULTS;
const listeners = new Set<() => void>();

export function getFaultSettings(): FaultSettings {
  return current;
}

function apply(next: FaultSettings): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Calls back whenever the settings change (the demo's fault banner); returns the unsubscribe. */
export function subscribeFaultSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function faultsAreOn(settings: FaultSettings): boolean {
  return (
    settings.offline ||
    settings.failing.length > 0 ||
    settings.latencyMs > 0 ||
    settings.routeLatency.some((r) => r.ms > 0) ||
    (settings.lateAnswers ?? []).some((r) => r.ms > 0)
  );
}

/**
 * Applies settings chosen in the dev panel and, where the gateway persists, stores them so
 * they survive navigation: the panel shows them, and the page's fault banner turns them off.
 */
export async function setFaultSettings(next: FaultSettings): Promise<void> {
  apply(next);
  await writePersisted(SETTINGS_KEY, next);
}

export async function restoreFaultSettings(): Promise<void> {
  const saved = (await readPersisted(SETTINGS_KEY)) as FaultSettings | undefined;
  if (saved && Array.isArray(saved.failing) && Array.isArray(saved.routeLatency)) apply(saved);
}

/**
 * Applies a page's `?mockFail`, `?mockLatency` and `?mockOffline` for that page view only:
 * nothing is stored, so a link someone once opened cannot leave the demo failing forever.
 * True when the query had any of them.
 */
export function applyFaultsFromQuery(search: string): boolean {
  const fromQuery = faultSettingsFromQuery(search, current);
  if (fromQuery) apply(fromQuery);
  return fromQuery !== null;
}

function clampLatency(value: number): number {
  return Math.min(MAX_LATENCY_MS, Math.max(0, Math.round(value)));
}

function parseLatency(value: string): Pick<FaultSettings, 'latencyMs' | 'routeLatency'> {
  let latencyMs = 0;
  const routeLatency: RouteLatency[] = [];
  for (const part of value.split(',').map((p) => p.trim())) {
    const routed = /^(\/[^:]+):(\d+)$/.exec(part);
    if (routed?.[1] && routed[2])
      routeLatency.push({ route: routed[1], ms: clampLatency(Number(routed[2])) });
    else if (/^\d+$/.test(part)) latencyMs = clampLatency(Number(part));
  }
  return { latencyMs, routeLatency };
}

function parseFailing(value: string): string[] {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => p.toLowerCase() === 'all')) return ['all'];
  return parts.filter((p) => p.startsWith('/'));
}

/**
 * Reads `?mockLatency=800` (or `/api/Cart:1500,/api/Product:300`), `?mockFail=all` (or
 * `/api/Cart,/api/Shipping`, or `none`), `?mockOffline=1|0` and `?mockLateAnswer=/api/Cart:25000`
 * (routes only; `none` clears) from a page's query string. Parameters that are absent keep
 * their current value; null when none is present.
 */
export function faultSettingsFromQuery(search: string, base: FaultSettings): FaultSettings | null {
  const params = new URLSearchParams(search);
  const latency = params.get('mockLatency');
  const fail = params.get('mockFail');
  const offline = params.get('mockOffline');
  const late = params.get('mockLateAnswer');
  if (latency === null && fail === null && offline === null && late === null) return null;
  return {
    ...base,
    ...(latency === null ? {} : parseLatency(latency)),
    ...(fail === null ? {} : { failing: parseFailing(fail) }),
    ...(offline === null ? {} : { offline: offline === '1' || offline === 'true' }),
    ...(late === null ? {} : { lateAnswers: parseLatency(late).routeLatency }),
  };
}

/** Does a route prefix cover a path? Whole segments only, and case-insensitively. */
export function routeMatches(route: string, pathname: string): boolean {
  const prefix = route.replace(/\/+$/, '').toLowerCase();
  const path = pathname.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Token endpoint and API calls; images are static files and never fail on purpose. */
export function isGatewayPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/connect/');
}

function latencyFor(settings: FaultSettings, pathname: string): number {
  const routed = settings.routeLatency.filter((r) => routeMatches(r.route, pathname));
  return routed.reduce((total, r) => total + r.ms, settings.latencyMs);
}

/** How long the answer of a call already carried out is held back (?mockLateAnswer); 0: not. */
export function lateAnswerFor(pathname: string, settings: FaultSettings = current): number {
  const routed = (settings.lateAnswers ?? []).filter((r) => routeMatches(r.route, pathname));
  return routed.reduce((total, r) => total + r.ms, 0);
}

function isFailing(settings: FaultSettings, pathname: string): boolean {
  return settings.failing.some((route) => route === 'all' || routeMatches(route, pathname));
}

/**
 * A real gateway is reached over the network: when the browser the demo's mock runs in has
 * no connection (navigator.onLine false, as Playwright's setOffline makes it), no call gets
 * an answer, although the mock sits in the page. Node (tests, the HTTP mock) is always online.
 */
function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Runs before every gateway handler. It answers only when a fault is switched on; otherwise
 * it returns nothing and MSW moves on to the real handler.
 */
export const faultHandler = http.all(
  ({ request }) => isGatewayPath(new URL(request.url).pathname),
  async ({ request }) => {
    const settings = current;
    const { pathname } = new URL(request.url);
    const wait = latencyFor(settings, pathname);
    if (wait > 0) await delay(wait);
    if (settings.offline || browserIsOffline()) return HttpResponse.error();
    if (isFailing(settings, pathname)) {
      return serverError(
        quoted`Gangguan disimulasikan oleh mock gateway (mockFail) untuk ${pathname}.`,
      );
    }
    return undefined;
  },
);
