// `npm run bench:lighthouse -- --against <commit>` (issue 37, item 1): every speed claim is
// one run's comparison, never figures of two days (the same commit scored 92-99 one day and
// 75-89 two days later on these machines). Builds <commit> in a git worktree beside the working
// tree (its node_modules shared when package-lock.json is the same, else `npm ci` there), each
// tree's production build against its own HTTP mock gateway, and measures, interleaved in the
// same run, for every page: <commit>, the working tree and the page's static copy (the working
// tree's rendered page, CSS inlined, no script), LIGHTHOUSE_RUNS times (5 unless set), the
// order of the three turned each round. Signed-in pages are measured cold: the demo customer
// logged in once per build, the HTTP cache and the service worker cleared before each run.
// `--to <commit>` measures that commit in place of the working tree. Prints and writes
// (bench/results.md) the medians: score, TBT, the main thread's total work (Lighthouse's
// main-thread breakdown, all of it, not only TBT's window), LCP, and each page's gaps to its
// static copy and to <commit>. A benchmark: it never fails.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { median, waitFor } from './benchKit.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';
import {
  pages as allPages,
  audit,
  copyPathOf,
  logIn,
  serveStaticCopies,
  staticCopy,
  writeResultsSection,
} from './lighthouseKit.mjs';

// A shared blend's page exists only since issue 39, and only once a blend is shared in each
// build's own mock: `npm run bench:lighthouse` (one tree) measures it beside a product page.
const pages = allPages.filter((p) => !p.sharedBlend);

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** The commit's tree, checked out once in a worktree of its own, its modules in place. */
function treeOf(sha) {
  const dir = join(tmpdir(), `kopi-against-${sha.slice(0, 12)}`);
  if (!existsSync(dir)) git('worktree', 'add', '--detach', '--force', dir, sha);
  if (!existsSync(join(dir, 'node_modules'))) {
    const sameLock =
      spawnSync('git', ['diff', '--quiet', sha, '--', 'package-lock.json']).status === 0;
    if (sameLock) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    else spawnSync('npm ci --no-audit --no-fund', { cwd: dir, shell: true, stdio: 'inherit' });
  }
  return dir;
}

/**
 * The tree's production build against an HTTP mock gateway on `mockPort` (dist-http/). A
 * commit's worktree never changes: its build for the same port is kept for the next run.
 */
function buildHttp(dir, mockPort, { keep = false } = {}) {
  const marker = join(dir, 'dist-http', `.built-for-${mockPort}`);
  if (keep && existsSync(marker)) return;
  const run = spawnSync('npm run -s build:http -- --logLevel error', {
    cwd: dir,
    shell: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MOCK_PORT: String(mockPort) },
  });
  if (run.status !== 0) throw new Error(`the build of ${dir} failed`);
  if (keep) writeFileSync(marker, '');
}

function serve(dir, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  children.push(child);
}

/**
 * <commit>'s production build and the working tree's, each against its own HTTP mock gateway
 * (on `mockPort` + 1 and `mockPort`), served for the rest of the run at 127.0.0.1:4195 and :4196.
 * Extra origins (`alsoAllowed`) may call the gateways too (the static copies' server).
 */
export async function startBuilds(commit, { mockPort, alsoAllowed = [], to = null }) {
  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const against = git('rev-parse', '--verify', `${commit}^{commit}`);
  // `--to <commit>` measures that commit in place of the working tree.
  const newer = to ? git('rev-parse', '--verify', `${to}^{commit}`) : null;
  const builds = [
    { label: against.slice(0, 7), dir: treeOf(against), mock: mockPort + 1, port: 4195 },
    newer
      ? { label: newer.slice(0, 7), dir: treeOf(newer), mock: mockPort, port: 4196 }
      : {
          label: `${head}${dirty ? '+changes' : ''}`,
          dir: resolve('.'),
          mock: mockPort,
          port: 4196,
        },
  ];
  const stateDir = mkdtempSync(join(tmpdir(), 'kopi-against-state-'));
  process.on('exit', () => rmSync(stateDir, { recursive: true, force: true }));
  for (const build of builds) {
    build.origin = `http://127.0.0.1:${build.port}`;
    console.log(`building ${build.label} (${build.dir})`);
    buildHttp(build.dir, build.mock, { keep: build.dir !== resolve('.') });
    serve(build.dir, 'node', ['scripts/mock-server.mjs'], {
      MOCK_PORT: String(build.mock),
      MOCK_STATE_FILE: join(stateDir, `${build.port}.json`),
      MOCK_ALLOWED_ORIGINS: [build.origin, ...alsoAllowed].join(','),
    });
    serve(build.dir, 'node_modules/.bin/vite', [
      'preview',
      '--strictPort',
      '--port',
      String(build.port),
      '--outDir',
      'dist-http',
    ]);
    await waitFor(`http://127.0.0.1:${build.mock}/api/Category`);
    await waitFor(build.origin);
  }
  return builds;
}

export async function benchAgainst(commit, to = null) {
  if (!commit) throw new Error('usage: npm run bench:lighthouse -- --against <commit>');
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  const STATIC_PORT = 4198;
  const builds = await startBuilds(commit, {
    mockPort: Number(process.env.MOCK_PORT ?? 4010),
    alsoAllowed: [`http://127.0.0.1:${STATIC_PORT}`],
    to,
  });
  const copies = new Map();
  serveStaticCopies(copies, join(builds[1].dir, 'dist-http'), STATIC_PORT);

  const browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: [...chromiumLaunchOptions.args, '--headless=new'],
  });
  const browserVersion = (await browser.version()).replace('HeadlessChrome/', 'Chromium ');
  // A context each (cookies on 127.0.0.1 ignore the port), signed in once where needed.
  for (const build of builds) {
    build.context = await browser.createBrowserContext();
    build.page = await build.context.newPage();
    if (pages.some((p) => p.signedIn)) await logIn(build.page, build.origin);
  }
  const current = builds[1];
  for (const { path } of pages) {
    copies.set(copyPathOf(path), await staticCopy(current.page, current.origin, path));
  }
  const staticContext = await browser.createBrowserContext();
  const staticPage = await staticContext.newPage();
  const targets = [
    ...builds.map((build) => ({ label: build.label, build })),
    { label: 'static copy', build: null },
  ];

  /** figures[page name][target label] = the runs' figures */
  const figures = new Map(pages.map((p) => [p.name, new Map(targets.map((t) => [t.label, []]))]));
  const indexes = [];
  for (let round = 0; round < runs; round++) {
    for (const { name, path, signedIn } of pages) {
      // Turned each round, so no build is always measured first (or right after another).
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      for (const { label, build } of order) {
        const url = build
          ? `${build.origin}${path}`
          : `http://127.0.0.1:${STATIC_PORT}${copyPathOf(path)}`;
        const run = await audit(build ? build.page : staticPage, url, {
          keepStorage: Boolean(build && signedIn),
        });
        indexes.push(run.benchmarkIndex);
        figures.get(name).get(label).push(run);
        console.log(
          `round ${round + 1}/${runs} ${name.padEnd(17)} ${label.padEnd(16)} ${run.score} TBT ${Math.round(run.tbt)} ms work ${Math.round(run.work)} ms${run.error ? ` (${run.error})` : ''}`,
        );
      }
    }
  }
  await browser.close();

  // A run Lighthouse could not record (NO_NAVSTART, a failed navigation) says nothing.
  const med = (runsOf, key) =>
    median(
      runsOf
        .filter((r) => !r.error)
        .map((r) => r[key])
        .filter(Number.isFinite),
    );
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
  const [old, now] = builds.map((b) => b.label);
  const table = [
    `| page | build | score | TBT | main-thread work | LCP | score − static | TBT − static | LCP / static | work / ${old} |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { name } of pages) {
    const byTarget = figures.get(name);
    const copy = byTarget.get('static copy');
    const base = {
      score: med(copy, 'score'),
      tbt: med(copy, 'tbt'),
      lcp: med(copy, 'lcp'),
      work: med(byTarget.get(old), 'work'),
    };
    for (const { label } of targets) {
      const f = byTarget.get(label);
      const [score, tbt, work, lcp] = ['score', 'tbt', 'work', 'lcp'].map((k) => med(f, k));
      const gaps =
        label === 'static copy'
          ? '| | | |'
          : `| ${score - base.score} | ${ms(tbt - base.tbt)} | ${(lcp / base.lcp).toFixed(2)} | ${(work / base.work).toFixed(2)} |`;
      table.push(`| ${name} | ${label} | ${score} | ${ms(tbt)} | ${ms(work)} | ${ms(lcp)} ${gaps}`);
    }
  }
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average before the run ${loadBefore}, Lighthouse's benchmark index ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})`;
  console.log(`\n${machine}\n${table.join('\n')}`);
  writeResultsSection(
    'bench:against',
    `# Lighthouse, one run: ${old} against ${now}\n\nWritten by \`npm run bench:lighthouse -- --against ${commit}\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse 13, mobile preset (simulated 4x CPU), Debian's ${browserVersion} (headless), ${machine}; median of ${runs} interleaved runs per page and build. Each tree's production build against its own HTTP mock gateway; the static copy is ${now}'s rendered page with its CSS inlined and no script. Main-thread work is Lighthouse's main-thread breakdown in total. Signed-in pages cold: logged in once per build, HTTP cache and service worker cleared before each run.\n\n${table.join('\n')}`,
  );
}
