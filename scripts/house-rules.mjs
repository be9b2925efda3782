#!/usr/bin/env node
// `node scripts/house-rules.mjs`, a step of `npm test` right after knip: the house rules that
// keep the tree readable (issue 35, item 5), each failure naming the file and what to do.
//
// - No product file in src over MAX_PRODUCT_LINES lines.
// - README.md at most MAX_README_LINES lines.
// - At most MAX_DUPLICATE_PAIRS pairs reported by `duplicates` (this workplace's tool, on the
//   PATH of its machines) at the project root; where the tool is not installed, said and skipped.
// - No product file that only stories or tests import: knip's production mode
//   (`knip --production --files`, knip.config.ts's patterns ending in `!`) reports every file
//   of src that the shipped code (index.html, the pre-rendering, vite.config.ts) never reaches.
//
// What a product file is, exactly: docs/house-rules.md. Node 24 (path.matchesGlob).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, matchesGlob, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_PRODUCT_LINES = 250;
export const MAX_README_LINES = 200;
/** Issue 35: fewer than 150 pairs of places sharing six lines, at the project root; lowered to
 * what the tree has each time a change folds some, so a fold is kept. */
export const MAX_DUPLICATE_PAIRS = 145;

/**
 * Test kits in src: fixtures and helpers a feature's stories and tests share, named
 * `test<Name>.ts` (testOrders.ts), `story<Name>.ts` (storyFixtures.ts) or `<name>Story.ts`
 * (ordersStory.ts). knip.config.ts leaves them out of its production mode by these globs.
 */
export const TEST_KIT_GLOBS = ['src/**/{test,story}[A-Z]*.{ts,tsx}', 'src/**/*Story.{ts,tsx}'];

/** Code in src that is not product code: stories, tests, the generated contract, test kits. */
const NOT_PRODUCT_GLOBS = [
  'src/**/*.stories.tsx',
  'src/**/*.test.{ts,tsx}',
  'src/api/schema.d.ts',
  ...TEST_KIT_GLOBS,
];

/** A product file: a TypeScript module under src that no NOT_PRODUCT_GLOBS names. */
export function isProductFile(path) {
  const posix = path.split('\\').join('/');
  return (
    matchesGlob(posix, 'src/**/*.{ts,tsx}') &&
    !NOT_PRODUCT_GLOBS.some((glob) => matchesGlob(posix, glob))
  );
}

/** Lines as `wc -l` counts them (a last line without its newline counts too). */
export function lineCount(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/**
 * Every broken rule, one sentence each: the file, what is wrong, what to do.
 * `files`: the product files with their line counts; `readmeLines`; `testOnly`: the files
 * knip's production mode found unreached.
 */
export function houseRuleFailures({ files, readmeLines, testOnly, duplicatePairs = null }) {
  const failures = [];
  if (duplicatePairs !== null && duplicatePairs > MAX_DUPLICATE_PAIRS)
    failures.push(
      `duplicates finds ${duplicatePairs} pairs of repeated places, over ${MAX_DUPLICATE_PAIRS}: run \`duplicates --change --base origin/main\` and fold what the change wrote twice into one place.`,
    );
  for (const { path, lines } of files) {
    if (lines > MAX_PRODUCT_LINES)
      failures.push(
        `${path} has ${lines} lines, over the ${MAX_PRODUCT_LINES} a product file may have: split it by concern into modules beside it (keep its exports where importers find them).`,
      );
  }
  if (readmeLines > MAX_README_LINES)
    failures.push(
      `README.md has ${readmeLines} lines, over ${MAX_README_LINES}: move detail into a page of docs/ and link it from the README.`,
    );
  const unreached = testOnly.filter(isProductFile);
  for (const path of unreached)
    failures.push(
      `${path} is imported only by stories or tests (knip --production): delete it and what only tests it, or name a fixture they share as a test kit (testX.ts, storyX.ts, xStory.ts; docs/house-rules.md).`,
    );
  // A stylesheet the shipped code never loads (only a story's component imports it).
  const styles = testOnly.filter((file) => file.startsWith('src/') && file.endsWith('.css'));
  for (const path of styles)
    failures.push(
      `${path} is loaded only by stories or tests (knip --production): delete it with the component that imports it.`,
    );
  return failures;
}

function filesUnder(dir, root) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The files of src knip's production mode reports unused: reached by stories or tests only. */
function productionUnusedFiles(root) {
  const run = spawnSync(
    join(root, 'node_modules/.bin/knip'),
    ['--production', '--files', '--reporter', 'json', '--no-progress'],
    { cwd: root, encoding: 'utf8' },
  );
  try {
    const { issues } = JSON.parse(run.stdout);
    return issues.filter((issue) => issue.files?.length > 0).map((issue) => issue.file);
  } catch {
    throw new Error(`knip --production gave no report: ${run.stderr || run.stdout}`.trim());
  }
}

/**
 * The pairs `duplicates` reports at `root` (its first line, "N pairs of places …"), or null
 * where the command is not installed (a machine outside this workplace).
 */
export function duplicatePairsAt(root) {
  const run = spawnSync('duplicates', ['--most', '1', '--seconds', '120'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.error) return null;
  const first = run.stdout.split('\n')[0] ?? '';
  if (first.startsWith('no duplicates')) return 0;
  const pairs = /^(\d+) pairs of places/.exec(first);
  if (!pairs) throw new Error(`duplicates said something unexpected: ${first}`);
  return Number(pairs[1]);
}

export function check(root) {
  const files = filesUnder('src', root)
    .filter(isProductFile)
    .map((path) => ({ path, lines: lineCount(readFileSync(join(root, path), 'utf8')) }));
  const readmeLines = lineCount(readFileSync(join(root, 'README.md'), 'utf8'));
  const duplicatePairs = duplicatePairsAt(root);
  const failures = houseRuleFailures({
    files,
    readmeLines,
    testOnly: productionUnusedFiles(root),
    duplicatePairs,
  });
  for (const failure of failures) console.log(`✗ ${failure}`);
  if (failures.some((failure) => failure.includes('(knip --production)')))
    console.log(
      '  If the shipped code does load such a file, by a path knip cannot follow (import.meta.glob, a build script), its pattern is an entry of knip.config.ts ending in `!`.',
    );
  if (failures.length === 0)
    console.log(
      `✓ ${files.length} product files, none over ${MAX_PRODUCT_LINES} lines; README.md ${readmeLines} of ${MAX_README_LINES} lines; none imported only by stories or tests; ${
        duplicatePairs === null
          ? 'duplicates not installed here, its count not checked'
          : `${duplicatePairs} of ${MAX_DUPLICATE_PAIRS} duplicate pairs`
      }`,
    );
  return failures.length === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(check(fileURLToPath(new URL('..', import.meta.url))));
}
