// What the benchmarks (bench.mjs, bench-lighthouse.mjs) share: the builds they measure, made
// when missing, the servers they start for a run and stop when it ends, medians and sizes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Runs `npm run <script>` when `<dir>/index.html` is not there yet. */
export function buildIfMissing(dir, script) {
  if (!existsSync(`${dir}/index.html`))
    spawnSync(`npm run -s ${script} -- --logLevel error`, { shell: true, stdio: 'inherit' });
}

const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** Starts a server for the rest of the run; it is stopped when the run ends. */
export function startServer(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

/** `vite preview` of a build on a port, for the rest of the run. */
export function previewBuild(dir, port) {
  return startServer('node_modules/.bin/vite', [
    'preview',
    '--strictPort',
    '--port',
    String(port),
    '--outDir',
    dir,
  ]);
}

/** Resolves once `url` answers at all (30 s at most). */
export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}
