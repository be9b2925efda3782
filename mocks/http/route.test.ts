import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../node';
import { findOperation, responseViolations } from '../testing/contract';
import { ORIGIN } from '../testing/gateway';
import { readJson } from './body';
import { badRequest, fail } from './errors';
import { route } from './route';

describe('a gateway route', () => {
  it('answers a thrown GatewayError with its response', async () => {
    server.use(route('get', '/api/Blog', () => fail(badRequest('Tidak valid.'))));
    const response = await fetch(`${ORIGIN}/api/Blog`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Tidak valid.',
    });
  });

  it('turns a crash into the gateway’s 500 body instead of a broken response', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      route('get', '/api/Blog', () => {
        throw new TypeError('boom');
      }),
    );
    const response = await fetch(`${ORIGIN}/api/Blog`);
    expect(response.status).toBe(500);
    expect((await response.json()).error).toBe('server_error');
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('matches its path on any origin, as the API base URL is configuration', async () => {
    server.use(route('get', '/api/Blog', ({ response }) => response(200).json([])));
    expect(await (await fetch('https://gateway.example.id/api/Blog')).json()).toEqual([]);
  });

  it('takes the contract’s {name} path parameters', async () => {
    server.use(
      route('get', '/api/Category/{alias}', ({ params, response }) =>
        response(200).json({ name: 'Dicari', alias: params.alias }),
      ),
    );
    expect(await (await fetch(`${ORIGIN}/api/Category/Beans`)).json()).toEqual({
      name: 'Dicari',
      alias: 'Beans',
    });
  });

  it('is typed from the contract: what tsc refuses here, the contract check refuses too', () => {
    // Each @ts-expect-error is a drift `npm run typecheck` must refuse; if one ever
    // compiles, the directive is unused and the typecheck fails.
    const drifted = [
      // @ts-expect-error a path the contract does not have
      route('get', '/api/Kopi', () => undefined),
      // @ts-expect-error a method the contract does not have for the path
      route('delete', '/api/Blog', () => undefined),
      route('get', '/api/Category/{alias}', ({ params, response }) =>
        // @ts-expect-error a field the contract does not declare
        response(200).json({ name: 'Beans', alias: params.alias, nama: 'Biji' }),
      ),
      route('get', '/api/Category/{alias}', ({ response }) =>
        // @ts-expect-error a status the operation does not declare
        response(201).json({ name: 'Beans', alias: 'Beans' }),
      ),
      route('post', '/api/ShipmentAddress', async ({ request }) => {
        // @ts-expect-error a body field the contract does not send (it sends `pic`)
        await readJson(request, z.array(z.object({ recipient: z.string() })));
        return undefined;
      }),
      route('get', '/api/Blog', async ({ request }) => {
        // @ts-expect-error a JSON body where the contract declares none
        await readJson(request, z.object({}));
        return undefined;
      }),
    ];
    expect(drifted).toHaveLength(6);
    expect(findOperation('GET', '/api/Kopi')).toBeNull();
    expect(findOperation('DELETE', '/api/Blog')).toBeNull();
    const answer = (status: number, body: unknown) =>
      responseViolations(
        'GET',
        '/api/Category/Beans',
        status,
        'application/json',
        JSON.stringify(body),
      );
    expect(answer(200, { name: 'Beans', alias: 'Beans', nama: 'Biji' })).toEqual([
      'GET /api/Category/{alias} → 200: / has undeclared property "nama"',
    ]);
    expect(answer(201, { name: 'Beans', alias: 'Beans' })).toEqual([
      'GET /api/Category/{alias} → 201: status not declared',
    ]);
  });
});
