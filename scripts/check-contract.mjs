#!/usr/bin/env node
// Fails when openapi/gateway.yaml does not lint, or when src/api/schema.d.ts is not what
// `npm run api:generate` makes of it today (someone edited one without the other).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd) => spawnSync(cmd, { shell: true, stdio: 'inherit' }).status === 0;

if (!run('node_modules/.bin/redocly lint openapi/gateway.yaml --format=summary')) {
  console.error('openapi/gateway.yaml does not pass the linter');
  process.exit(1);
}
const out = join(mkdtempSync(join(tmpdir(), 'kopi-api-')), 'schema.d.ts');
if (!run(`node_modules/.bin/openapi-typescript openapi/gateway.yaml -o ${out} --silent`))
  process.exit(1);
const fresh = readFileSync(out, 'utf8');
const committed = readFileSync('src/api/schema.d.ts', 'utf8');
if (fresh !== committed) {
  console.error(
    'src/api/schema.d.ts is out of date with openapi/gateway.yaml: run `npm run api:generate` and commit it.',
  );
  process.exit(1);
}
console.log('contract: schema.d.ts is up to date with openapi/gateway.yaml');
