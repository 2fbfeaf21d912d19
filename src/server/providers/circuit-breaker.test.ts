import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withCircuitBreaker } from './circuit-breaker';

class UpstreamDown extends Error {}
class Refused extends Error {}

function breakerAround(call: () => Promise<string>, openMs = 50) {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  const guarded = withCircuitBreaker(call, {
    failureThreshold: 3,
    openMs,
    isUpstreamFailure: (error) => error instanceof UpstreamDown,
    openError: () => new Error('paused'),
    onOpen,
    onClose,
  });
  return { guarded, onOpen, onClose };
}

describe('withCircuitBreaker', () => {
  // The breaker reads the clock: the test moves it, so a slow machine cannot end the pause before the test asks.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const passThePause = () => vi.advanceTimersByTime(60);

  it('stops calling an upstream after 3 failures in a row, then tries once and closes when it answers', async () => {
    let healthy = false;
    const call = vi.fn(async () => {
      if (!healthy) throw new UpstreamDown('down');
      return 'answer';
    });
    const { guarded, onOpen, onClose } = breakerAround(call);
    for (let n = 0; n < 3; n += 1) await expect(guarded()).rejects.toBeInstanceOf(UpstreamDown);
    expect(onOpen).toHaveBeenCalledOnce();

    await expect(guarded()).rejects.toThrow('paused');
    await expect(guarded()).rejects.toThrow('paused');
    expect(call).toHaveBeenCalledTimes(3);

    passThePause();
    healthy = true;
    await expect(guarded()).resolves.toBe('answer');
    expect(onClose).toHaveBeenCalledOnce();
    await expect(guarded()).resolves.toBe('answer');
  });

  it('opens again at once when the trial call fails', async () => {
    const call = vi.fn(async () => {
      throw new UpstreamDown('down');
    });
    const { guarded } = breakerAround(call);
    for (let n = 0; n < 3; n += 1) await expect(guarded()).rejects.toBeInstanceOf(UpstreamDown);
    passThePause();
    await expect(guarded()).rejects.toBeInstanceOf(UpstreamDown);
    await expect(guarded()).rejects.toThrow('paused');
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('does not count refusals of a single request, nor failures separated by a success', async () => {
    let answer: Error | null = new Refused('refused');
    const { guarded, onOpen } = breakerAround(async () => {
      if (answer) throw answer;
      return 'ok';
    });
    for (let n = 0; n < 5; n += 1) await expect(guarded()).rejects.toBeInstanceOf(Refused);
    answer = new UpstreamDown('down');
    await expect(guarded()).rejects.toBeInstanceOf(UpstreamDown);
    await expect(guarded()).rejects.toBeInstanceOf(UpstreamDown);
    answer = null;
    await expect(guarded()).resolves.toBe('ok');
    answer = new UpstreamDown('down');
    await expect(guarded()).rejects.toBeInstanceOf(UpstreamDown);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
