import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resolverOf } from './zodForm';

const schema = z.object({ phone: z.string().min(9) });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{
  phone: string;
}>;

describe('resolverOf', () => {
  it('checks with the schema once it has loaded', async () => {
    const resolve = resolverOf(async () => schema);
    const result = await resolve({ phone: '0812' }, undefined, options);
    expect(result.errors).toHaveProperty('phone');
  });

  it('finds the form invalid while the schema cannot download, and downloads it again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /s.js'))
      .mockResolvedValue(schema);
    const resolve = resolverOf(load);
    const offline = await resolve({ phone: '081234567890' }, undefined, options);
    expect(offline.errors).toHaveProperty('root');
    const online = await resolve({ phone: '081234567890' }, undefined, options);
    expect(online.errors).toEqual({});
    expect(online.values).toEqual({ phone: '081234567890' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
