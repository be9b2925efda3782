import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Countdown, type CountdownProps } from './Countdown';

const due = new Date('2024-05-01T12:00:00+07:00');
const fixedClock = (at: string) => () => new Date(at).getTime();

const meta = preview.meta({
  title: 'UI/Countdown',
  component: Countdown,
  args: {
    to: due,
    label: 'Sisa waktu pembayaran',
    now: fixedClock('2024-05-01T09:45:30+07:00'),
    onEnd: fn(),
  },
});

export const HoursMinutesSeconds = meta.story({
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Sisa waktu pembayaran' });
    await expect(timer).toHaveTextContent('02:14:30');
    await expect(getComputedStyle(timer).fontVariantNumeric).toBe('tabular-nums');
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
});

export const MoreThanADay = meta.story({
  args: { now: fixedClock('2024-04-29T10:59:59+07:00') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('49:00:01');
  },
});

export const AlreadyExpired = meta.story({
  args: { now: fixedClock('2024-05-02T08:00:00+07:00') },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:00');
    // Mounting an expired countdown does not fire onEnd (a reloading list would loop).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
});

export const UnreadableDeadline = meta.story({
  args: { to: 'bukan tanggal' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:00');
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
});

/** A deadline a little over two seconds from when the story renders, on the real clock. */
function EndsSoon(props: Omit<CountdownProps, 'to' | 'now'>) {
  const [to] = useState(() => Date.now() + 2200);
  return <Countdown {...props} to={to} />;
}

export const TicksAndEndsOnce = meta.story({
  args: { now: undefined },
  render: (args) => <EndsSoon label={args.label} onEnd={args.onEnd} />,
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('00:00:03');
    await waitFor(() => expect(timer).toHaveTextContent('00:00:02'), { timeout: 1500 });
    await waitFor(() => expect(timer).toHaveTextContent('00:00:01'), { timeout: 1500 });
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledOnce(), { timeout: 1500 });
    await expect(timer).toHaveTextContent('00:00:00');
    // It stops at zero and does not end twice.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onEnd).toHaveBeenCalledOnce();
    await expect(timer).toHaveTextContent('00:00:00');
  },
});
