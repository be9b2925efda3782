import type { Plugin } from 'vite';

export declare const DEMO_WORKER_FILE: 'demo-worker.js';

export declare function demoWorker(): Plugin;
