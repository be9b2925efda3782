import { describe, expect, it, vi } from 'vitest';
import { server } from '../node';
import { ORIGIN } from '../testing/gateway';
import { badRequest, fail } from './errors';
import { route } from './route';

describe('a gateway route', () => {
  it('answers a thrown GatewayError with its response', async () => {
    server.use(route('get', '/api/Probe', () => fail(badRequest('Tidak valid.'))));
    const response = await fetch(`${ORIGIN}/api/Probe`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Tidak valid.',
    });
  });

  it('turns a crash into the gateway’s 500 body instead of a broken response', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      route('get', '/api/Probe', () => {
        throw new TypeError('boom');
      }),
    );
    const response = await fetch(`${ORIGIN}/api/Probe`);
    expect(response.status).toBe(500);
    expect((await response.json()).error).toBe('server_error');
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('matches its path on any origin, as the API base URL is configuration', async () => {
    server.use(route('get', '/api/Probe', () => new Response('ok')));
    expect(await (await fetch('https://gateway.example.id/api/Probe')).text()).toBe('ok');
  });
});
