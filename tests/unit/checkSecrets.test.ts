// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findSecrets, privateEnvValues } from '../../scripts/check-secrets.mjs';

describe('the secret check of the builds', () => {
  const root = mkdtempSync(join(tmpdir(), 'kopi-secrets-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('names the file and a masked excerpt of each planted secret, and passes a clean build', () => {
    const build = join(root, 'dist');
    mkdirSync(join(build, 'assets'), { recursive: true });
    writeFileSync(join(build, 'index.html'), '<script src="/assets/index.js"></script>');
    writeFileSync(join(build, 'assets/clean.js'), 'const clientKey = "SB-Mid-client-public";');
    writeFileSync(
      join(root, '.env'),
      'VITE_PAYMENT_CLIENT_KEY=SB-Mid-client-public\nTOKEN_CLIENT_SECRET="s3cr3t-value-42"\nPORT=80\n',
    );
    const env = privateEnvValues(root);
    expect(env.map((entry) => entry.name)).toEqual(['TOKEN_CLIENT_SECRET']);
    expect(findSecrets([build], env)).toEqual([]);

    writeFileSync(
      join(build, 'assets/leaky.js'),
      [
        'const server = "SB-Mid-server-AbCdEf123456";',
        'const google = "GOCSPX-abcdefghijkl";',
        'const pem = "-----BEGIN RSA PRIVATE KEY-----";',
        'const fromEnv = "s3cr3t-value-42";',
      ].join('\n'),
    );
    const found = findSecrets([build], env);
    expect(found.map(({ what }) => what)).toEqual([
      'a private key',
      "the payment gateway's server key",
      'a Google OAuth client secret',
      'the value of TOKEN_CLIENT_SECRET (.env)',
    ]);
    expect(new Set(found.map(({ file }) => file))).toEqual(
      new Set([join(build, 'assets/leaky.js')]),
    );
    // Never the whole secret in a log.
    for (const { excerpt } of found) expect(excerpt).toMatch(/…$/u);
    expect(found.map(({ excerpt }) => excerpt)).not.toContain('SB-Mid-server-AbCdEf123456');
  });
});
