import { useEffect, useEffectEvent, useState } from 'react';
import { pad2, splitDuration, toDate } from '@/lib/format';
import styles from './Countdown.module.css';
import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

/** What a screen reader is told as the deadline nears; the caller's words. */
export interface CountdownAnnouncements {
  /** Said when 5 and when 1 minute(s) are left. */
  minutesLeft: (minutes: number) => string;
  /** Said once when the time runs out on screen. */
  ended: string;
}

export interface CountdownProps {
  /** The deadline. Unparseable input counts as already passed. */
  to: Date | number | string;
  /** Names the timer for screen readers, e.g. 'Sisa waktu pembayaran'. */
  label: string;
  /**
   * Called once when the time runs out while the countdown is on screen. A countdown that
   * mounts already expired does not call it, so a list that reloads on expiry cannot loop.
   */
  onEnd?: () => void;
  /** The clock, in epoch milliseconds; stories and tests pass a fixed one. */
  now?: () => number;
  /**
   * The ticking digits are not a live region (role=timer is polite-off), so a screen reader
   * reads them when the shopper goes there, not every second; these few moments are spoken.
   */
  announcements?: CountdownAnnouncements;
  className?: string;
}

/** Minutes left at which the countdown speaks up; after the last one only the end is said. */
const ANNOUNCED_MINUTES = [5, 1] as const;

type Milestone = (typeof ANNOUNCED_MINUTES)[number] | 'ended' | null;

function milestoneOf(remaining: number): Milestone {
  if (remaining <= 0) return 'ended';
  const minutesLeft = Math.ceil(remaining / 60_000);
  return ANNOUNCED_MINUTES.findLast((minutes) => minutesLeft <= minutes) ?? null;
}

function remainingUntil(target: number, now: number): number {
  return Number.isNaN(target) ? 0 : target - now;
}

/** Hours:minutes:seconds left until a deadline, ticking every second. Hours go past 24. */
export function Countdown({
  to,
  label,
  onEnd,
  now = Date.now,
  announcements,
  className,
}: CountdownProps) {
  const target = toDate(to)?.getTime() ?? Number.NaN;
  const [remaining, setRemaining] = useState(() => remainingUntil(target, now()));
  // What held when the countdown appeared is on screen already, not news to announce.
  const [milestoneOnArrival] = useState(() => milestoneOf(remaining));
  const readClock = useEffectEvent(() => now());
  const end = useEffectEvent(() => onEnd?.());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedRunning = remainingUntil(target, readClock()) > 0;
    const tick = () => {
      const left = remainingUntil(target, readClock());
      setRemaining(left);
      if (left <= 0) {
        if (startedRunning) end();
        return;
      }
      // Wake at the next whole second of the remaining time, so the display never drifts.
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);

  // Rounded up, so 00:00:00 appears at the very moment the time is over.
  const { hours, minutes, seconds } = splitDuration(Math.ceil(remaining / 1000) * 1000);
  const milestone = milestoneOf(remaining);
  const news =
    !announcements || milestone === milestoneOnArrival || milestone === null
      ? ''
      : milestone === 'ended'
        ? announcements.ended
        : announcements.minutesLeft(milestone);
  return (
    <>
      <span
        role="timer"
        aria-label={label}
        className={cx(styles.countdown, remaining <= 0 && styles.ended, className)}
      >
        <time dateTime={`PT${hours}H${minutes}M${seconds}S`}>
          {pad2(hours)}:{pad2(minutes)}:{pad2(seconds)}
        </time>
      </span>
      {announcements && <VisuallyHidden aria-live="polite">{news}</VisuallyHidden>}
    </>
  );
}
