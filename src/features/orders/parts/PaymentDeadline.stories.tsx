import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { PaymentDeadline } from './PaymentDeadline';

const DUE = '2026-11-22T20:30:00+07:00';
// 3 h 14 min 42 s before the deadline, on a fixed clock.
// The deadline's date and time, in the browser's own time zone.
const PAY_BEFORE = /^Bayar sebelum 2[23] Nov 2026, \d{2}\.30$/u;
const fixedClock = () => new Date('2026-11-22T17:15:18+07:00').getTime();

/** 'Bayar sebelum …' and the countdown, in the history's card and on the order's page. */
const meta = preview.meta({
  title: 'Parts/Orders/PaymentDeadline',
  component: PaymentDeadline,
  args: { dueDate: DUE, now: fixedClock, onEnd: fn() },
});

/** In a card: a muted line, no heading, and the time left named for a screen reader. */
export const InACard = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PAY_BEFORE)).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toHaveTextContent(
      '03:14:42',
    );
  },
});

/** On the order's page the deadline is the payment section's heading. */
export const OnTheOrdersPage = meta.story({
  args: { headingId: 'payment-heading' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: PAY_BEFORE,
    });
    await expect(heading).toHaveAttribute('id', 'payment-heading');
    await expect(canvas.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toBeVisible();
  },
});
