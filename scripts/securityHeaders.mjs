// The shop's security headers, defined once. vite.config.ts sends them from `vite preview`
// and the dev server, the HTTP mock gateway (mocks/server) from its own answers, and
// scripts/nginx-config.mjs writes them into the nginx server block (deploy/nginx/kopi.conf).
// A build records the headers it needs in its output (.vite/security-headers.json, see
// vite.config.ts), so whatever serves that build sends the policy of that build's
// configuration, not of whatever environment the server happens to start in.
import { createHash } from 'node:crypto';
import { CONSENT_ANSWERED_SCRIPT } from '../src/lib/consentAnswered.ts';
import { paymentScriptUrl } from '../src/lib/paymentGateway.ts';

/** Google Identity Services (src/features/auth/googleIdentityServices.ts) and its frames. */
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_FRAMES = 'https://accounts.google.com/gsi/';
const GOOGLE_STYLE = 'https://accounts.google.com/gsi/style';

/**
 * Google Analytics 4 (src/features/analytics/gtag.ts), as Google's CSP guide for GA4 lists it:
 * gtag.js from Tag Manager, its hits to the regional collection hosts, its pixel fallback.
 * Scripts: gtag.js itself and nothing else of Tag Manager's host (a path without a trailing
 * slash matches that one file, whatever its query), so no other container or tag it serves
 * can run on the shop's pages.
 */
const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
const GA_IMAGES = ['https://*.google-analytics.com', 'https://www.googletagmanager.com'];

/** The origin (scheme://host:port) of an absolute http(s) URL; null for a path or anything else. */
function originOf(url) {
  const value = typeof url === 'string' ? url.trim() : '';
  if (!/^https?:\/\//iu.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const filled = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * What the policy of a build depends on, from the VITE_ variables the bundle was built with
 * (docs/deployment.md, 'Pointing the app at a real gateway') and whether it embeds the mock
 * gateway.
 * @param {Record<string, string | undefined>} env
 * @param {{ useMocks: boolean; shopWorker?: boolean }} run  `shopWorker`: the build has the
 *   shop's own service worker (scripts/shopWorker.mjs): every production build, by default
 * @returns {import('./securityHeaders.d.mts').SecurityConfig}
 */
export function securityConfigFromEnv(env, { useMocks, shopWorker = !useMocks }) {
  // A mock build pays on the demo payment page and never loads the gateway's script.
  const paysWithGateway = !useMocks && filled(env.VITE_PAYMENT_CLIENT_KEY);
  return {
    apiOrigin: originOf(env.VITE_API_BASE_URL),
    imageOrigin: originOf(env.VITE_IMAGE_BASE_URL),
    paymentOrigin: paysWithGateway
      ? // The script the build loads: the one named, or the sandbox's (src/lib/paymentGateway.ts).
        originOf(paymentScriptUrl(env.VITE_PAYMENT_SCRIPT_URL))
      : null,
    googleSignIn: filled(env.VITE_GOOGLE_CLIENT_ID),
    // Only a build with a GA4 id may load gtag.js (after the shopper's 'Terima'); without one
    // analytics stays in the page's dataLayer and nothing leaves the browser.
    analytics: filled(env.VITE_GA4_ID),
    mockWorker: useMocks,
    shopWorker,
  };
}

/**
 * The <style> elements react-aria adds to the page itself (usePress: touch-action on pressable
 * parts; usePreventScroll: no scroll chaining under a modal on touch screens), word for word.
 * The policy allows these two texts by their hash and no other inline style;
 * tests/unit/securityHeaders.test.ts checks them against the installed react-aria.
 */
export const LIBRARY_INLINE_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

const hashSource = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const unique = (sources) => [...new Set(sources.filter(Boolean))];

/**
 * The Content-Security-Policy of a build: the app itself and, only when configured, its
 * gateway, image host, payment script, Google sign-in and Google Analytics.
 * @param {import('./securityHeaders.d.mts').SecurityConfig} config
 * @param {{ dev?: boolean }} [options]
 */
export function contentSecurityPolicy(config, { dev = false } = {}) {
  const { apiOrigin, imageOrigin, paymentOrigin, googleSignIn, analytics, mockWorker, shopWorker } =
    config;
  const directives = {
    'default-src': ["'self'"],
    // Vite's dev server puts React Refresh's preamble inline in index.html and each CSS
    // module in a <style> it adds: the dev server alone allows inline code, for HMR.
    'script-src': unique([
      "'self'",
      // The one inline script of every page (src/lib/consentAnswered.ts), by its hash. Not in
      // the dev server, where a hash would make browsers ignore 'unsafe-inline'.
      dev ? "'unsafe-inline'" : hashSource(CONSENT_ANSWERED_SCRIPT),
      paymentOrigin,
      googleSignIn && GOOGLE_SCRIPT,
      analytics && GA_SCRIPT,
    ]),
    'style-src': unique([
      "'self'",
      ...(dev ? ["'unsafe-inline'"] : LIBRARY_INLINE_STYLES.map(hashSource)),
      googleSignIn && GOOGLE_STYLE,
    ]),
    // style="" attributes only: react-aria positions popovers with them, and pre-rendered
    // HTML carries React's inline styles as attributes. No <style> element, no url() host
    // beyond img-src.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': unique(["'self'", imageOrigin, ...(analytics ? GA_IMAGES : [])]),
    'font-src': ["'self'"],
    'connect-src': unique([
      "'self'",
      apiOrigin,
      paymentOrigin,
      googleSignIn && GOOGLE_FRAMES,
      ...(analytics ? GA_CONNECT : []),
    ]),
    // Snap opens its payment page in an iframe from its own origin; GIS its button and prompt.
    'frame-src': unique([paymentOrigin, googleSignIn && GOOGLE_FRAMES]),
    // The mock gateway of a demo build is a service worker (mockServiceWorker.js); a
    // production build has the shop's own (sw.js, scripts/shopWorker.mjs). A build with
    // neither allows no worker at all.
    'worker-src': mockWorker || shopWorker ? ["'self'"] : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length > 0 ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

/**
 * Every security header a page of the shop is served with.
 * @param {import('./securityHeaders.d.mts').SecurityConfig} config
 * @param {{ dev?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(config, options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No screen uses the camera, the microphone or the position (branches are chosen from a
    // list, addresses typed).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // No other window keeps a handle on the shop's. Google's sign-in button opens a popup that
    // reports back to this window (Google asks for same-origin-allow-popups); Snap pays in an
    // iframe, but some of its payment methods may open a window of their own, which cannot be
    // tried offline: with either script configured, the shop's own popups keep their opener.
    'Cross-Origin-Opener-Policy':
      config.googleSignIn || config.paymentOrigin ? 'same-origin-allow-popups' : 'same-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The headers of the HTTP mock gateway's own answers (JSON, SVG pictures): nothing in them may
 * run or be framed, and nothing may be sniffed into something else. No
 * Cross-Origin-Resource-Policy: the shop's pages load these pictures from another origin.
 * @returns {Record<string, string>}
 */
export function gatewaySecurityHeaders() {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Where a build keeps the configuration its policy is made from, inside its output folder. */
export const BUILD_SECURITY_FILE = '.vite/security-headers.json';
