#!/usr/bin/env node
// `npm test`: every check the project has, in order, then one closing line that sums
// them: `N passed, N failed`. Test runners count their tests (Vitest: unit and story
// tests; Playwright: e2e); each other check (contract, types, lint, build, size budget,
// bundle hygiene) counts as one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const steps = [
  {
    name: 'contract: schema.d.ts matches openapi/gateway.yaml, spec lints',
    cmd: 'npm run -s api:check',
  },
  { name: 'typecheck', cmd: 'npm run -s typecheck' },
  { name: 'lint and format', cmd: 'npm run -s lint' },
  {
    name: 'unit and story tests',
    cmd: 'npm run -s test:unit -- --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
    report: 'vitest',
  },
  { name: 'production build (real gateway)', cmd: 'npm run -s build' },
  { name: 'demo build (mock gateway)', cmd: 'npm run -s build:demo' },
  {
    name: 'first-load size budget; no demo code in the production build',
    cmd: 'npm run -s bench:size -- --check',
  },
  { name: 'end-to-end in Chromium', cmd: 'npm run -s test:e2e', report: 'playwright' },
];

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
    env: { ...process.env, FORCE_COLOR: '0' },
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
