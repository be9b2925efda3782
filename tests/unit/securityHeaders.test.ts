// @vitest-environment node

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { http, passthrough } from 'msw';
import { describe, expect, test } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { server as inProcessMock } from '../../mocks/node';
import { mockHttpListener } from '../../mocks/server/http';
import {
  contentSecurityPolicy,
  gatewaySecurityHeaders,
  LIBRARY_INLINE_STYLES,
  type SecurityConfig,
  securityConfigFromEnv,
  securityHeaders,
} from '../../scripts/securityHeaders.mjs';
import { CONSENT_ANSWERED_SCRIPT } from '../../src/lib/consentAnswered';

/** The policy as directive → sources, so a test reads one directive at a time. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

/** A production build's config (the gateway's own mocks off) for these variables. */
function productionBuild(env: Record<string, string>): SecurityConfig {
  return securityConfigFromEnv(env, { useMocks: false });
}

const production = productionBuild({});

/** A build's policy as directive → sources. */
const cspOf = (config: SecurityConfig) => directives(contentSecurityPolicy(config));

/** Every page's one inline script (the analytics answer, src/lib/consentAnswered.ts), by hash. */
const CONSENT_SCRIPT = `'sha256-${createHash('sha256').update(CONSENT_ANSWERED_SCRIPT).digest('base64')}'`;

describe('the Content-Security-Policy of a build', () => {
  test('a production build on its own origin allows only itself', () => {
    const csp = cspOf(production);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", CONSENT_SCRIPT]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    // Its own service worker (scripts/shopWorker.mjs), from its own origin only (issue 25).
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    // Inline styles only as attributes and as react-aria's two <style> texts, by hash.
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['style-src']?.[0]).toBe("'self'");
    expect(csp['style-src']?.slice(1)).toHaveLength(LIBRARY_INLINE_STYLES.length);
    for (const source of csp['style-src']?.slice(1) ?? []) expect(source).toMatch(/^'sha256-/);
    expect(contentSecurityPolicy(production)).not.toMatch(/unsafe-eval|data:|https?:|\*/);
  });

  test('a gateway and an image host elsewhere are allowed by origin, not path', () => {
    const config = productionBuild({
      VITE_API_BASE_URL: 'https://gateway.kopi.example/v1/',
      VITE_IMAGE_BASE_URL: 'https://img.kopi.example:8443/shop/images',
    });
    const csp = cspOf(config);
    expect(csp['connect-src']).toEqual(["'self'", 'https://gateway.kopi.example']);
    expect(csp['img-src']).toEqual(["'self'", 'https://img.kopi.example:8443']);
    expect(csp['script-src']).toEqual(["'self'", CONSENT_SCRIPT]);
  });

  test('Google Analytics is allowed only in a build with VITE_GA4_ID', () => {
    const measured = cspOf(productionBuild({ VITE_GA4_ID: 'G-ABC123' }));
    expect(measured['script-src']).toEqual([
      "'self'",
      CONSENT_SCRIPT,
      // gtag.js only: no other script of Tag Manager's host (issue 36, item 4).
      'https://www.googletagmanager.com/gtag/js',
    ]);
    expect(measured['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ]);
    expect(measured['img-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://www.googletagmanager.com',
    ]);
    const blank = productionBuild({ VITE_GA4_ID: '  ' });
    expect(contentSecurityPolicy(blank)).toBe(contentSecurityPolicy(production));
  });

  test.each<{ provider: string; env: Record<string, string>; script: string; frame: string }>([
    {
      provider: 'the payment script (a sandbox client key)',
      env: { VITE_PAYMENT_CLIENT_KEY: 'SB-Mid-client-abc' },
      script: 'https://app.sandbox.midtrans.com',
      frame: 'https://app.sandbox.midtrans.com',
    },
    {
      provider: 'Google sign-in',
      env: { VITE_GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com' },
      script: 'https://accounts.google.com/gsi/client',
      frame: 'https://accounts.google.com/gsi/',
    },
  ])(
    '$provider adds its script, frames and calls, and keeps its popup',
    ({ env, script, frame }) => {
      const config = productionBuild(env);
      const csp = cspOf(config);
      expect(csp['script-src']).toEqual(["'self'", CONSENT_SCRIPT, script]);
      expect(csp['frame-src']).toEqual([frame]);
      expect(csp['connect-src']).toContain(frame);
      expect(securityHeaders(config)['Cross-Origin-Opener-Policy']).toBe(
        'same-origin-allow-popups',
      );
    },
  );

  test('the payment script is allowed only with a client key, from the configured script', () => {
    const live = productionBuild({
      VITE_PAYMENT_CLIENT_KEY: 'Mid-client-abc',
      VITE_PAYMENT_SCRIPT_URL: 'https://app.midtrans.com/snap/snap.js',
    });
    expect(cspOf(live)['script-src']).toEqual([
      "'self'",
      CONSENT_SCRIPT,
      'https://app.midtrans.com',
    ]);
    // A script URL without a key loads nothing, so it is allowed nothing.
    const keyless = productionBuild({
      VITE_PAYMENT_SCRIPT_URL: 'https://app.midtrans.com/snap/snap.js',
      VITE_PAYMENT_CLIENT_KEY: ' ',
    });
    expect(contentSecurityPolicy(keyless)).not.toContain('midtrans');
  });

  test('a demo build pays on its own page: no payment script even with a key, and its worker', () => {
    const demo = securityConfigFromEnv(
      { VITE_PAYMENT_CLIENT_KEY: 'SB-Mid-client-abc' },
      { useMocks: true },
    );
    const csp = cspOf(demo);
    expect(contentSecurityPolicy(demo)).not.toContain('midtrans');
    expect(csp['worker-src']).toEqual(["'self'"]);
  });

  test('a build without a worker (the dev server on a real gateway) allows none', () => {
    const dev = securityConfigFromEnv({}, { useMocks: false, shopWorker: false });
    expect(cspOf(dev)['worker-src']).toEqual(["'none'"]);
  });

  test('Google sign-in adds its style, calls only itself, and a build without it keeps the opener closed', () => {
    const csp = cspOf(
      productionBuild({ VITE_GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com' }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(csp['style-src']).toContain('https://accounts.google.com/gsi/style');
    expect(securityHeaders(production)['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  test('the dev server alone allows inline code, for Vite’s HMR', () => {
    const dev = directives(contentSecurityPolicy(production, { dev: true }));
    // No hash there: with one, browsers would ignore 'unsafe-inline'.
    expect(dev['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev['frame-ancestors']).toEqual(["'none'"]);
    const built = cspOf(production);
    expect(built['script-src']).not.toContain("'unsafe-inline'");
    expect(built['style-src']).not.toContain("'unsafe-inline'");
  });

  test('a value that is no http(s) URL adds no source', () => {
    const config = productionBuild({
      VITE_API_BASE_URL: 'javascript:alert(1)',
      VITE_IMAGE_BASE_URL: '/images',
    });
    expect(config.apiOrigin).toBeNull();
    expect(config.imageOrigin).toBeNull();
  });
});

describe('the companion headers', () => {
  test('every page is served with them', () => {
    expect(securityHeaders(production)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'X-Frame-Options': 'DENY',
    });
  });

  test('the gateway answers run nothing and cannot be framed', () => {
    expect(gatewaySecurityHeaders()).toMatchObject({
      'Content-Security-Policy': expect.stringMatching(
        /^default-src 'none';.*frame-ancestors 'none'/,
      ),
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('the HTTP mock gateway', () => {
  test('sends the gateway headers with every answer: data, preflight and not found', async () => {
    const server = createServer(mockHttpListener({ handlers, allowedOrigins: [] }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The unit tests' in-process mock would answer these itself; they must cross the wire.
    inProcessMock.use(http.all(`${base}/*`, () => passthrough()));
    try {
      const answers = await Promise.all([
        fetch(`${base}/api/Category`),
        fetch(`${base}/api/Cart`, { method: 'OPTIONS' }),
        fetch(`${base}/nowhere`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 204, 404]);
      for (const answer of answers)
        for (const [name, value] of Object.entries(gatewaySecurityHeaders()))
          expect(answer.headers.get(name), name).toBe(value);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("react-aria's own <style> texts", () => {
  // A react-aria upgrade that changes them would be refused in every browser: caught here.
  const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
  const insertedStyle = (file: string, attribute = '') =>
    /style\.textContent = `([^`]*)`\.trim\(\)/u
      .exec(readFileSync(join(reactAria, 'dist/private', file), 'utf8'))?.[1]
      ?.replace(/\$\{[^}]*\}/u, attribute)
      .trim();

  test('are the ones the policy allows by hash', () => {
    const pressable = /PRESSABLE_ATTRIBUTE = '([^']+)'/u.exec(
      readFileSync(join(reactAria, 'dist/private/interactions/usePress.mjs'), 'utf8'),
    )?.[1];
    expect([
      insertedStyle('interactions/usePress.mjs', pressable),
      insertedStyle('overlays/usePreventScroll.mjs'),
    ]).toEqual(LIBRARY_INLINE_STYLES);
  });
});
