#!/usr/bin/env node
// `npm test`: every check the project has, in order, then one closing line that sums
// them: `N passed, N failed`. Test runners count their tests (Vitest: unit and story
// tests; Playwright: e2e); each other check (contract, types, lint, unused code, house rules,
// build, size budget, bundle hygiene) counts as one.
//
// The test runners need Node 24 (Vitest 5 and msw 3 do not start on Node 20), and `npm test`
// may be run by whatever node a machine has: the steps get Node 24 from
// scripts/ensure-node.sh (fetched once into ~/.cache/kopi-node) first on their PATH, or the
// run stops at once with one line that says what to do.
// `--only=<text>` runs only the steps whose name contains the text.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter } from 'node:path';

const NODE_MAJOR = 24;

function pathWithNode24() {
  const stop = (why) => {
    console.error(
      `✗ npm test needs Node ${NODE_MAJOR}, and ${why}: install Node ${NODE_MAJOR} LTS, put it first on PATH and run npm test again.`,
    );
    process.exit(1);
  };
  let bin = '';
  try {
    bin = execFileSync('bash', ['scripts/ensure-node.sh'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    stop(`scripts/ensure-node.sh ${String(error.stderr ?? '').trim() || 'failed'}`);
  }
  const path = `${bin}${delimiter}${process.env.PATH ?? ''}`;
  const version = spawnSync('node', ['-v'], {
    env: { ...process.env, PATH: path },
    encoding: 'utf8',
  }).stdout?.trim();
  if (Number(/^v(\d+)/.exec(version ?? '')?.[1]) < NODE_MAJOR || !version)
    stop(`the node scripts/ensure-node.sh gave is ${version || 'missing'}`);
  console.log(`node ${version} (${bin}) runs every step`);
  return path;
}

const PATH = pathWithNode24();

const allSteps = [
  {
    name: 'contract: schema.d.ts matches openapi/gateway.yaml, spec lints',
    cmd: 'npm run -s api:check',
  },
  { name: 'typecheck', cmd: 'npm run -s typecheck' },
  { name: 'lint and format', cmd: 'npm run -s lint' },
  { name: 'no unused files, exports or dependencies (knip)', cmd: 'npm run -s knip' },
  {
    name: 'house rules: product files within 250 lines, README within 200, none used only by stories or tests',
    cmd: 'node scripts/house-rules.mjs',
  },
  {
    name: 'unit and story tests',
    cmd: 'npm run -s test:unit -- --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
    report: 'vitest',
  },
  // Served by the tests on the preview's origin, which it names (a deployment names its own).
  {
    name: 'production build (real gateway)',
    cmd: 'VITE_SITE_URL=http://127.0.0.1:4173 npm run -s build',
  },
  { name: 'demo build (mock gateway)', cmd: 'npm run -s build:demo' },
  {
    name: 'production build against the HTTP mock gateway',
    cmd: 'npm run -s build:http',
  },
  {
    name: 'first-load size budget; no demo code in the production build',
    cmd: 'npm run -s bench:size -- --check',
  },
  { name: 'no secret in any build', cmd: 'npm run -s check:secrets' },
  {
    name: 'nginx host configuration (nginx -t on deploy/nginx/kopi.conf)',
    cmd: 'node scripts/nginx-config.mjs --check',
  },
  { name: 'end-to-end in Chromium', cmd: 'npm run -s test:e2e', report: 'playwright' },
];

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const steps = only ? allSteps.filter((step) => step.name.includes(only)) : allSteps;

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

for (const step of steps) {
  console.log(`\n━━ ${step.name}\n$ ${step.cmd}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, PATH, FORCE_COLOR: '0' },
  });
  const ok = run.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counted = false;
  if (step.report === 'vitest' && existsSync('reports/vitest.json')) {
    const r = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    // A suite that fails to load has no tests to count; count the file as failed.
    failed += r.testResults.filter(
      (f) => f.status === 'failed' && f.assertionResults.length === 0,
    ).length;
    summary.push(
      `${step.name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed (${seconds}s)`,
    );
    counted = true;
    if (!ok && r.numFailedTests === 0) failed += 1;
  }
  if (step.report === 'playwright' && existsSync('reports/e2e.json')) {
    const s = JSON.parse(readFileSync('reports/e2e.json', 'utf8')).stats;
    passed += s.expected;
    failed += s.unexpected + s.flaky;
    summary.push(
      `${step.name}: ${s.expected} passed, ${s.unexpected + s.flaky} failed (${seconds}s)`,
    );
    counted = true;
    if (!ok && s.unexpected + s.flaky === 0) failed += 1;
  }
  if (!counted) {
    if (ok) passed += 1;
    else failed += 1;
    summary.push(`${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  }
}

console.log('\n━━ summary');
for (const line of summary) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
