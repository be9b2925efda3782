import { afterEach, describe, expect, test } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';
import { withAccessToken } from './scopedAccessToken';

afterEach(() => deleteCookie('access_token'));

describe('withAccessToken', () => {
  test('the call carries the token; afterwards no token is left behind', async () => {
    const seen = await withAccessToken('federated-token', async () => getCookie('access_token'));
    expect(seen).toBe('federated-token');
    expect(getCookie('access_token')).toBeNull();
  });

  test('an earlier token comes back, also when the call fails', async () => {
    setCookie('access_token', 'earlier');
    await expect(
      withAccessToken('federated-token', async () => {
        throw new Error('404');
      }),
    ).rejects.toThrow('404');
    expect(getCookie('access_token')).toBe('earlier');
  });
});
