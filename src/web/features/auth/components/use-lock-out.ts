import { type ReactNode, useEffect, useState } from 'react';
import { signInLockedOutMessage } from '@/domain/messages';
import { ApiError } from '@/web/lib/api-client';

/** What a sign-in step's form takes: the lock of the step and where a completed sign-in goes. */
export interface SignInStepProps {
  /** A 429 locks the form: the hint says until when, and the submit button stays disabled meanwhile. */
  locked: boolean;
  lockHint: ReactNode;
  /** Takes a refused attempt's error; true when it was a 429, which the lock now shows. */
  lockFrom: (error: Error) => boolean;
  onSignedIn: () => void;
}

const WAIT_UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/**
 * '4 minutes', '30 seconds', '1 hour': the wait in its largest whole unit, rounded up, so the hint never promises too
 * early a retry. Written out here rather than taken from the date library, which the sign-in page does not load.
 */
export function formatWait(seconds: number): string {
  const wait = Math.max(Math.ceil(seconds), 0);
  const { unit, seconds: size } = WAIT_UNITS.find((candidate) => wait >= candidate.seconds) ?? WAIT_UNITS[3];
  const count = Math.ceil(wait / size);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * The lock a 429 of a sign-in step puts on the form: its hint counts down and the form is locked until the server's
 * Retry-After has passed, when a timer unlocks it. A 429 without Retry-After shows the server's message and locks
 * nothing.
 */
export function useLockOut() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [unlockedMessage, setUnlockedMessage] = useState<string | null>(null);

  useEffect(() => {
    if (until === null) return;
    // Ticks once a second for the hint, and exactly when the wait ends for the button.
    const timer = setTimeout(
      () => {
        const current = Date.now();
        if (current >= until) setUntil(null);
        else setNow(current);
      },
      Math.min(Math.max(until - now, 0), 1000),
    );
    return () => clearTimeout(timer);
  }, [until, now]);

  /** Takes a failed step's error: true when it was a 429, which the lock (or its message) now shows. */
  const lockFrom = (error: Error): boolean => {
    if (!(error instanceof ApiError && error.status === 429)) {
      setUnlockedMessage(null);
      return false;
    }
    if (error.retryAfterSeconds === undefined || error.retryAfterSeconds <= 0) {
      setUnlockedMessage(error.message);
      return true;
    }
    const current = Date.now();
    setUnlockedMessage(null);
    setNow(current);
    setUntil(current + error.retryAfterSeconds * 1000);
    return true;
  };

  const locked = until !== null;
  const hint = locked ? signInLockedOutMessage(formatWait((until - now) / 1000)) : unlockedMessage;
  return { locked, hint, lockFrom };
}
