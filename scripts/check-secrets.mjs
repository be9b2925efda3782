#!/usr/bin/env node
// `npm run -s check:secrets`: no secret in any build. Greps every file of dist/, dist-demo/ and
// dist-http/ (or the folders given) for private keys, the payment gateway's server keys, Google
// client secrets, and the value of every variable in the project's .env files that is not a
// public VITE_ one (Vite bundles only VITE_ variables; this catches one read another way).
// Fails with each file and a masked excerpt of what it found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shapes of secrets that have no business in a browser, whatever a .env says. */
const SECRET_SHAPES = [
  { what: 'a private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/gu },
  { what: "the payment gateway's server key", pattern: /\b(?:SB-)?Mid-server-[\w-]{4,}/gu },
  { what: 'a Google OAuth client secret', pattern: /\bGOCSPX-[\w-]{4,}/gu },
];

/** Values shorter than this are words, not secrets (`true`, a port). */
const MIN_SECRET_LENGTH = 8;

/**
 * The non-VITE_ values of the .env files in `root` (.env, .env.local, .env.production, …).
 * @param {string} root
 * @returns {{ name: string; value: string; file: string }[]}
 */
export function privateEnvValues(root) {
  const values = [];
  for (const file of readdirSync(root).filter((name) => /^\.env(\..+)?$/u.test(name))) {
    for (const line of readFileSync(join(root, file), 'utf8').split(/\r?\n/u)) {
      const match = /^\s*(?:export\s+)?([A-Za-z_][\w]*)\s*=\s*(.*)$/u.exec(line);
      if (!match?.[1] || match[1].startsWith('VITE_')) continue;
      const value = (match[2] ?? '').trim().replace(/^(['"])(.*)\1$/u, '$2');
      if (value.length >= MIN_SECRET_LENGTH) values.push({ name: match[1], value, file });
    }
  }
  return values;
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** A few characters of a secret: enough to find it, not enough to use it. */
const masked = (text) => (text.length <= 12 ? `${text.slice(0, 4)}…` : `${text.slice(0, 12)}…`);

/**
 * Every secret found in the files under `dirs`.
 * @param {string[]} dirs
 * @param {{ name: string; value: string; file: string }[]} envValues
 * @returns {{ file: string; what: string; excerpt: string }[]}
 */
export function findSecrets(dirs, envValues) {
  const found = [];
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      if (statSync(file).size > 20_000_000) continue;
      const text = readFileSync(file).toString('latin1');
      for (const { what, pattern } of SECRET_SHAPES)
        for (const match of text.matchAll(pattern))
          found.push({ file, what, excerpt: masked(match[0]) });
      for (const { name, value, file: envFile } of envValues)
        if (text.includes(value))
          found.push({ file, what: `the value of ${name} (${envFile})`, excerpt: masked(value) });
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const args = process.argv.slice(2);
  const dirs = (args.length > 0 ? args : ['dist', 'dist-demo', 'dist-http']).map((dir) =>
    resolve(root, dir),
  );
  const missing = dirs.filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    console.error(
      `✗ no build in ${missing.map((dir) => relative(root, dir)).join(', ')}: build first`,
    );
    process.exit(1);
  }
  const found = findSecrets(dirs, privateEnvValues(root));
  for (const { file, what, excerpt } of found)
    console.error(`✗ ${relative(root, file)}: ${what} (${excerpt})`);
  if (found.length > 0) process.exit(1);
  console.info(`no secret in ${dirs.map((dir) => relative(root, dir)).join(', ')}`);
}
