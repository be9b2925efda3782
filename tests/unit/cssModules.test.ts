import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * A CSS module's class that a component names but its stylesheet no longer has is
 * `undefined` at run time: no type error, no lint error, just a look that quietly goes
 * (a select's skeleton lost its small description line this way when the description
 * rule moved to layout.muted). This reads every component's `styles.x` against its sheet.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function classesOf(sheet: string): Set<string> {
  const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1] ?? ''));
}

function sheetPath(file: string, specifier: string): string {
  return specifier.startsWith('@/')
    ? resolve('src', specifier.slice(2))
    : resolve(dirname(file), specifier);
}

test('every class a component takes from its CSS module is in that module', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const file of sources('src')) {
    const code = readFileSync(file, 'utf8');
    // The import lines themselves name `x.module.css`, which is not a use of a class.
    const body = code.replace(/^import .*$/gm, '');
    for (const [, name, specifier] of code.matchAll(
      /import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g,
    )) {
      if (!name || !specifier) continue;
      const classes = classesOf(sheetPath(file, specifier));
      const uses = body.matchAll(
        new RegExp(`\\b${name}\\.(\\w+)|\\b${name}\\['([\\w-]+)'\\]`, 'g'),
      );
      for (const [, dotted, bracketed] of uses) {
        const used = dotted ?? bracketed ?? '';
        checked++;
        if (!classes.has(used)) missing.push(`${file}: ${name}.${used} (${specifier})`);
      }
    }
  }
  expect(checked).toBeGreaterThan(500);
  expect(missing).toEqual([]);
});
