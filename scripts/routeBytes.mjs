// The app JS each lazily loaded screen needs before it renders: the entry's static imports
// plus the screen chunk's, read from Vite's manifest (gzip). Mock code is not counted. Used by
// bench-size.mjs (every screen against the issue 12 targets) and bench.mjs (the blend steps).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const isMock = (key) => key.startsWith('mocks/') || /node_modules\/(msw|@msw)\//.test(key);

/**
 * bytes: all the screen needs; beyondShell: what it loads after the shell (shared chunks
 * included); chunkBytes: its own chunk alone.
 * @returns {{ key: string, bytes: number, beyondShell: number, chunkBytes: number }[] | null}
 *   largest first; null without a manifest
 */
export function screenBytes(dir) {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gz = (key) => gzipSync(readFileSync(join(dir, manifest[key].file)), { level: 9 }).length;
  const closure = (key, seen) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shell = closure(entry, new Set());
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /Screen|Route/.test(key) && !isMock(key))
    .map(([key]) => {
      const keys = [...closure(key, new Set(shell))].filter((k) => !isMock(k));
      const own = [...closure(key, new Set())].filter((k) => !shell.has(k) && !isMock(k));
      const sum = (list) => list.reduce((total, k) => total + gz(k), 0);
      return { key, bytes: sum(keys), beyondShell: sum(own), chunkBytes: gz(key) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
