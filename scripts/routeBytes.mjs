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

/**
 * The issue 12 budget for each screen's row of screenBytes: home `target.home` KB, a screen
 * named in `target.screens` (a route with its own entry, issue 22) its own KB, any other
 * `target.any` KB, except the screens in `notYetSplit`, each held to the limit it was listed
 * with (KB: its size then, plus 3 KB for what the shared shell may gain) until it is split
 * to the target. So the check fails when a screen grows
 * past its limit, and when a listed screen has come under the target (take it off the list:
 * the list only shrinks) or is no longer in the build (renamed: move its entry).
 * @param {{ key: string, bytes: number }[]} rows
 * @param {{ home: number, any: number, screens?: Record<string, number>, notYetSplit?: Record<string, number> }} target
 * @returns {{ rows: { key: string, kb: number, limit: number, listed: boolean }[], problems: string[] }}
 */
export function routeBudget(rows, { home, any, screens = {}, notYetSplit = {} }) {
  const problems = [];
  const checked = rows.map(({ key, bytes }) => {
    const kb = bytes / 1024;
    const target = screens[key] ?? (key.includes('/home/') ? home : any);
    const listed = key in notYetSplit;
    const limit = listed ? notYetSplit[key] : target;
    if (kb > limit)
      problems.push(
        `${key} needs ${kb.toFixed(1)} KB of app JS before it renders, over its ${limit} KB budget`,
      );
    if (listed && kb <= target)
      problems.push(
        `${key} is within the ${target} KB target now (${kb.toFixed(1)} KB): take it off routeJsGzipKB.notYetSplit`,
      );
    return { key, kb, limit, listed };
  });
  for (const [list, keys] of [
    ['notYetSplit', Object.keys(notYetSplit)],
    ['screens', Object.keys(screens)],
  ])
    for (const key of keys)
      if (!rows.some((row) => row.key === key))
        problems.push(`routeJsGzipKB.${list} names ${key}, which is not a screen of the build`);
  return { rows: checked, problems };
}
