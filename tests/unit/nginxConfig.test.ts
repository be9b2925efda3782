// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildSecurityConfig, nginxServerBlock } from '../../scripts/nginx-config.mjs';
import { securityHeaders } from '../../scripts/securityHeaders.mjs';

describe('deploy/nginx/kopi.conf', () => {
  const committed = readFileSync('deploy/nginx/kopi.conf', 'utf8');

  test('is what the generator writes from the one header definition (no second copy)', () => {
    // After a change to scripts/securityHeaders.mjs: npm run -s deploy:nginx > deploy/nginx/kopi.conf
    expect(committed).toBe(nginxServerBlock({ config: buildSecurityConfig(undefined) }));
  });

  test('every location that sets headers sets all the security headers', () => {
    const headers = securityHeaders(buildSecurityConfig(undefined));
    const locations = committed.split(/\n {4}location /u).slice(1);
    const withHeaders = locations.filter((block) => block.includes('add_header'));
    expect(withHeaders).toHaveLength(5);
    for (const block of withHeaders)
      for (const [name, value] of Object.entries(headers))
        expect(block).toContain(`add_header ${name} "${value}" always;`);
  });
});
