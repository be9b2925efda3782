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
    expect(withHeaders).toHaveLength(9);
    for (const block of withHeaders)
      for (const [name, value] of Object.entries(headers))
        expect(block).toContain(`add_header ${name} "${value}" always;`);
  });

  test('the service worker and the manifest are asked for again each time, and never a page', () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const block = committed.split(`location = ${file} {`)[1]?.split('\n    }')[0] ?? '';
      expect(block, file).toContain('add_header Cache-Control "no-cache" always;');
      expect(block, file).toContain('try_files $uri =404;');
      expect(block, file).not.toContain('error_page');
    }
  });

  test('a shared blend’s address is the gateway’s head inside the app shell, with its status', () => {
    const block =
      committed.split('location ~* "^/blend/(?<kopi_blend>')[1]?.split('\n    }')[0] ?? '';
    expect(block).toContain('proxy_pass http://127.0.0.1:8080/api/SharedBlend/$kopi_blend/Head;');
    expect(block).toContain('add_before_body /blend-shell/start.html;');
    expect(block).toContain('add_after_body /blend-shell/end.html;');
    expect(block).toContain('error_page 404 /blend-shell/gone.html;');
    // The gateway's own policy (default-src 'none') would stop the shop's page.
    expect(block).toContain('proxy_hide_header Content-Security-Policy;');
    // Down, the gateway leaves the page to the app.
    expect(block).toContain('error_page 500 502 503 504 =200 /app-shell.html;');
    const gateway = nginxServerBlock({
      config: { ...buildSecurityConfig(undefined), apiOrigin: 'http://10.0.0.5:5000' },
    });
    expect(gateway).toContain('proxy_pass http://10.0.0.5:5000/api/SharedBlend/$kopi_blend/Head;');
  });
});
