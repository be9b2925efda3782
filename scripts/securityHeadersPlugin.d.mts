import type { Plugin } from 'vite';
import type { SecurityConfig } from './securityHeaders.mjs';

export declare function securityHeadersPlugin(options: {
  config: SecurityConfig;
  isStorybook: boolean;
}): Plugin;

export declare function zodWithoutEval(): Plugin;
