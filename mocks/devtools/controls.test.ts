import { describe, expect, it } from 'vitest';
import { call } from '../testing/gateway';
import { createDevControls } from './controls';

// The seed numbers its orders in the current year.
const docNum = (n: number) => `SO-${new Date().getUTCFullYear()}-000${n}`;

describe('the dev panel’s controls', () => {
  const controls = createDevControls();

  it('sign a demo customer in with a token the gateway accepts', async () => {
    const session = await controls.signInAs('081298765432');
    const { status, body } = await call('GET', '/api/Customer', { token: session.accessToken });
    expect(status).toBe(200);
    expect(body.firstName).toBe('Budi');
    await expect(controls.signInAs('081377778888')).rejects.toThrow(/No active demo customer/);
  });

  it('offer each running order only the moves its state allows', async () => {
    const byNum = Object.fromEntries(controls.orders().map((o) => [o.docNum, o]));
    expect(byNum[docNum(131)]).toMatchObject({ canMarkPaid: true, canMarkDelivered: false });
    expect(byNum[docNum(127)]).toMatchObject({ canMarkPaid: false, canMarkDelivered: true });
    expect(Object.keys(byNum)).toHaveLength(4);
    await controls.markOrder(byNum[docNum(127)]?.alias ?? '', 'Delivered');
    expect(controls.orders()).toHaveLength(3);
  });

  it('tell subscribers about new mail and stop when unsubscribed', async () => {
    let calls = 0;
    const unsubscribe = controls.subscribe(() => {
      calls += 1;
    });
    await call('POST', '/api/Customer', {
      json: [
        {
          firstName: 'Agus',
          lastName: 'Pratama',
          emailAddress: 'agus@example.com',
          mobileNumber: '081355556666',
          joinDate: '20260517',
          birthday: '20260517',
          password: 'Seduh#123',
        },
      ],
    });
    expect(calls).toBeGreaterThan(0);
    expect(controls.mail()[0]?.to).toBe('agus@example.com');
    unsubscribe();
    const seen = calls;
    await controls.resetData();
    expect(calls).toBe(seen);
  });
});
