import { act, render, screen } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiryWarning } from './session-expiry-warning';

const NOW = new Date('2026-11-29T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the warning before a session ends', () => {
  it('appears five minutes before the end, naming the time', () => {
    const expiresAt = inMinutes(6);
    render(<SessionExpiryWarning expiresAt={expiresAt} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('alert').textContent).toBe(
      `Your session ends at ${format(new Date(expiresAt), 'HH:mm')}. Save what you are working on: you will be asked to sign in again and brought back to this page.`,
    );
  });

  it('shows at once when the session is already that close', () => {
    render(<SessionExpiryWarning expiresAt={inMinutes(2)} />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('stays away for a session the app renews, and when the server does not say', () => {
    const { rerender } = render(<SessionExpiryWarning expiresAt={inMinutes(7 * 24 * 60)} />);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<SessionExpiryWarning expiresAt={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes away when the session is renewed further', () => {
    const { rerender } = render(<SessionExpiryWarning expiresAt={inMinutes(3)} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(<SessionExpiryWarning expiresAt={inMinutes(60)} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
