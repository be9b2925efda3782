import { vi } from 'vitest';

/** What `action` writes through document.cookie: each string it sets, in order. */
export function writtenCookies(action: () => void): string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  action();
  const written = setter.mock.calls.map(([cookie]) => cookie);
  setter.mockRestore();
  return written;
}
