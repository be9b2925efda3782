import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ERROR_TEXTS, globalErrors } from './errors';
import { gatewayResource } from './resource';
import { fetchServerData } from './serverData';

interface Calls {
  greet: (name: string, options?: { errorDisplay?: 'global' | 'caller' }) => Promise<string>;
}

const offlineDownload = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/calls.js'));

afterEach(() => globalErrors.reset());

describe('gatewayResource', () => {
  it('loads its calls on the first call, once, not when the resource is declared', async () => {
    const load = vi.fn(async (): Promise<Calls> => ({ greet: async (name) => `Halo ${name}` }));
    const resource = gatewayResource(load);
    const greet = resource.call((calls) => calls.greet);
    expect(load).not.toHaveBeenCalled();
    await expect(greet('Siti')).resolves.toBe('Halo Siti');
    await expect(greet('Budi')).resolves.toBe('Halo Budi');
    expect(load).toHaveBeenCalledOnce();
  });

  it('turns a calls module that cannot be downloaded into the shop’s offline error, and downloads again next time', async () => {
    const load = vi
      .fn<() => Promise<Calls>>()
      .mockImplementationOnce(offlineDownload)
      .mockResolvedValueOnce({ greet: async (name) => `Halo ${name}` });
    const greet = gatewayResource(load).call((calls) => calls.greet);
    const failure = await greet('Siti', { errorDisplay: 'caller' }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, userMessage: ERROR_TEXTS.offline });
    // The caller words it: no dialog.
    expect(globalErrors.current()).toBeNull();
    await expect(greet('Siti')).resolves.toBe('Halo Siti');
  });

  it('shows the offline error in the global dialog for a call that leaves it the dialog', async () => {
    const greet = gatewayResource<Calls>(offlineDownload).call((calls) => calls.greet);
    await expect(greet('Siti', { errorDisplay: 'global' })).rejects.toBeInstanceOf(ApiError);
    expect(globalErrors.current()).toMatchObject({ message: ERROR_TEXTS.offline });
  });

  it('gives a query its calls, the signal and the caller’s error display', async () => {
    const greet = vi.fn(async (name: string) => `Halo ${name}`);
    const resource = gatewayResource<Calls>(async () => ({ greet }));
    const query = resource.query('greeting:siti', (calls, options) => calls.greet('Siti', options));
    const store = createStore();
    await expect(fetchServerData(store, query)).resolves.toBe('Halo Siti');
    expect(greet).toHaveBeenCalledWith(
      'Siti',
      expect.objectContaining({ errorDisplay: 'caller', signal: expect.any(AbortSignal) }),
    );
  });

  it('a query whose calls cannot be downloaded fails as offline, for the screen to show', async () => {
    const query = gatewayResource<Calls>(offlineDownload).query('greeting', (calls, options) =>
      calls.greet('Siti', options),
    );
    await expect(fetchServerData(createStore(), query)).rejects.toMatchObject({
      status: 0,
      userMessage: ERROR_TEXTS.offline,
    });
    expect(globalErrors.current()).toBeNull();
  });

  it('a mutation names the reads it makes stale', async () => {
    const resource = gatewayResource<Calls>(async () => ({ greet: async (name) => name }));
    const rename = resource.mutation((calls) => calls.greet, { invalidates: ['greeting'] });
    expect(rename.invalidates).toEqual(['greeting']);
    await expect(rename.run('Siti')).resolves.toBe('Siti');
  });
});
