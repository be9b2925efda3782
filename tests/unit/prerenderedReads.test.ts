import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// src/app/prerender.tsx names, for each pre-rendered page, the module the route table loads
// its first reads from, so the page asks for that chunk with the entry. Read as text: the
// route table names the module only inside a dynamic import.
const source = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');

test('each pre-rendered page names the reads module its route table entry imports', () => {
  const routeTable = source('src/app/routes.tsx');
  const named = [...source('src/app/prerender.tsx').matchAll(/reads: '(src\/[^']+)\.tsx?'/g)].map(
    ([, module = '']) => `@/${module.slice('src/'.length)}`,
  );
  expect(named.length).toBeGreaterThanOrEqual(2);
  for (const module of named) expect(routeTable).toContain(`(await import('${module}'))`);
});
