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

/**
 * A clock the play function moves, in steps, as a phone's clock moves while its page sleeps:
 * the story waits for each step to show, so a busy machine cannot skip a milestone.
 */
const steppedClock = { left: 330_000 };
const STEPPED_DEADLINE = due.getTime();

function SteppedClock(props: Omit<CountdownProps, 'to' | 'now'>) {
  return (
    <Countdown {...props} to={STEPPED_DEADLINE} now={() => STEPPED_DEADLINE - steppedClock.left} />
  );
}

const announcements = {
  minutesLeft: (minutes: number) => `Sisa ${minutes} menit`,
  ended: 'Waktu habis',
};

export const AnnouncedAtFewMoments = meta.story({
  args: { now: undefined, announcements },
  beforeEach: () => {
    steppedClock.left = 330_000;
  },
  render: (args) => <SteppedClock label={args.label} announcements={announcements} />,
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    const liveRegion = canvasElement.querySelector('[aria-live="polite"]');
    await expect(liveRegion).toBeInstanceOf(HTMLElement);
    // The ticking digits sit in a timer, which is not live: nothing reads them out each second.
    await expect(timer).not.toHaveAttribute('aria-live');
    await expect(timer.closest('[aria-live]:not([aria-live="off"])')).toBeNull();
    const spoken: string[] = [];
    const shown = new Set<string>();
    const observer = new MutationObserver(() => {
      shown.add(timer.textContent ?? '');
      const text = liveRegion?.textContent ?? '';
      if (text !== spoken.at(-1)) spoken.push(text);
    });
    observer.observe(canvasElement, { subtree: true, childList: true, characterData: true });
    await expect(liveRegion).toHaveTextContent(/^$/);
    for (const [left, shows] of [
      [290_000, '00:04:50'],
      [200_000, '00:03:20'],
      [100_000, '00:01:40'],
      [50_000, '00:00:50'],
      [0, '00:00:00'],
    ] as const) {
      steppedClock.left = left;
      await waitFor(() => expect(timer).toHaveTextContent(shows), { timeout: 5000 });
    }
    observer.disconnect();
    await expect(shown.size).toBeGreaterThan(3);
    await expect(spoken).toEqual(['Sisa 5 menit', 'Sisa 1 menit', 'Waktu habis']);
  },
});
