/** What a build's security policy depends on (scripts/securityHeaders.mjs). */
export interface SecurityConfig {
  /** The gateway's origin when VITE_API_BASE_URL is absolute; null when it is this site. */
  apiOrigin: string | null;
  /** The image host's origin when VITE_IMAGE_BASE_URL is absolute. */
  imageOrigin: string | null;
  /** The payment script's origin, when the build pays through the gateway's script. */
  paymentOrigin: string | null;
  /** True when the build loads Google Identity Services (VITE_GOOGLE_CLIENT_ID). */
  googleSignIn: boolean;
  /** True when the build may load gtag.js after consent (VITE_GA4_ID). */
  analytics: boolean;
  /** True for a build on the embedded mock gateway (a service worker). */
  mockWorker: boolean;
  /** True for a build with the shop's own service worker (production: scripts/shopWorker.mjs). */
  shopWorker: boolean;
}

export declare function securityConfigFromEnv(
  env: Record<string, string | undefined>,
  run: { useMocks: boolean; shopWorker?: boolean },
): SecurityConfig;

export declare function contentSecurityPolicy(
  config: SecurityConfig,
  options?: { dev?: boolean },
): string;

export declare function securityHeaders(
  config: SecurityConfig,
  options?: { dev?: boolean },
): Record<string, string>;

export declare function gatewaySecurityHeaders(): Record<string, string>;

export declare const BUILD_SECURITY_FILE: string;

export declare const LIBRARY_INLINE_STYLES: readonly string[];
