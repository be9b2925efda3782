import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { PRERENDERED_PAGES, PRODUCT_PAGE } from '@/app/prerender';

// src/app/prerender.tsx names, for each pre-rendered page, the module the route table loads
// its first reads from and the calls modules of the api resources those read, so the page
// asks for those chunks with the entry. Read as text: the route table names the module only
// inside a dynamic import, and a resource loads its calls only inside its own.
const source = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');
const alias = (file: string) => `@/${file.slice('src/'.length).replace(/\.tsx?$/, '')}`;

test('each pre-rendered page names the reads module its route table entry imports, and the calls those read', () => {
  const routeTable = source('src/app/routeTable.tsx');
  const pages = [...PRERENDERED_PAGES, PRODUCT_PAGE].filter((page) => 'reads' in page);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const page of pages) {
    const [reads = '', ...calls] = 'reads' in page ? page.reads : [];
    expect(routeTable).toContain(`(await import('${alias(reads)}'))`);
    expect(calls.length).toBeGreaterThan(0);
    for (const module of calls) {
      const resource = alias(module).replace(/\/calls$/, '');
      expect(source(reads)).toContain(`from '${resource}'`);
      expect(source(`${module.replace(/calls\.ts$/, 'index.ts')}`)).toContain("import('./calls')");
    }
  }
});
