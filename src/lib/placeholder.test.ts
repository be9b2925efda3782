import { expect, test } from 'vitest';
import { server } from '../../mocks/node';

test('the node mock server answers the health call', async () => {
  expect(server).toBeDefined();
  const res = await fetch('http://localhost/api/health');
  expect(await res.json()).toEqual({ status: 'ok' });
});
