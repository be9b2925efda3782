import type { SecurityConfig } from './securityHeaders.mjs';

export declare const DEFAULT_ROOT: string;
export declare const NGINX: string;
export declare const DEFAULT_GATEWAY: string;

export declare function buildSecurityConfig(dist: string | undefined): SecurityConfig;

export declare function nginxServerBlock(options: {
  config: SecurityConfig;
  root?: string;
  listen?: number | string;
  /** The gateway's origin as the host reaches it (a shared blend's head). */
  gateway?: string;
}): string;

export declare function standaloneNginxConf(options: { dir: string; serverBlock: string }): string;
