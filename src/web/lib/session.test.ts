import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoContent } from '@/domain/contracts/wire';
import { makeSession } from '@/web/testing/make-session';
import { api } from './api-client';
import { SessionStore } from './session';

/** What the browser was asked to send, in order: the address and whether it had been aborted when sign-out went out. */
interface Sent {
  url: string;
  signal: AbortSignal | null | undefined;
}

/** A network on which every request but the sign-out hangs until it is aborted, as a slow page read would. */
function slowNetwork(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, signal: init.signal });
    if (url === '/api/auth/sign-out') return Promise.resolve(new Response(null, { status: 204 }));
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it('aborts the page reads still on their way before the session ends, so none comes back refused', async () => {
    const sent = slowNetwork();
    const pageRead = api.get('/api/v1/dashboard/summary', NoContent).then(
      () => 'answered',
      (error: unknown) => error,
    );
    const abortedBeforeSignOut: boolean[] = [];
    const session = new SessionStore();
    session.queryClient = new QueryClient();

    const signedOut = session.signOut();
    await vi.waitFor(() => expect(sent.map((request) => request.url)).toContain('/api/auth/sign-out'));
    abortedBeforeSignOut.push(...sent.map((request) => request.signal?.aborted ?? false));
    await signedOut;

    await expect(pageRead).resolves.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(sent.map((request) => request.url)).toEqual(['/api/v1/dashboard/summary', '/api/auth/sign-out']);
    // The page read was aborted by the time sign-out was sent; the sign-out itself and later requests go out.
    expect(abortedBeforeSignOut).toEqual([true, false]);
    void api.get('/api/v1/dashboard/summary', NoContent).catch(() => {});
    expect(sent.at(-1)?.signal?.aborted).toBe(false);
  });
});

describe('the session store', () => {
  /** Answers every session read with `answer()`, counting the reads. */
  function sessionServer(answer: () => Response) {
    const reads = { count: 0 };
    vi.stubGlobal('fetch', (url: string) => {
      if (url === '/api/auth/session') reads.count += 1;
      return Promise.resolve(answer());
    });
    return reads;
  }
  const signedIn = () => new Response(JSON.stringify(makeSession('organization_member')), { status: 200 });

  it('reads once for every part of the page that shows it, and again for one shown after a minute', async () => {
    const reads = sessionServer(signedIn);
    const session = new SessionStore();
    const stops = [session.subscribe(() => {}), session.subscribe(() => {})];
    await vi.waitFor(() => expect(session.getSnapshot().data?.email).toBe('member@demo.test'));
    stops.push(session.subscribe(() => {}));
    expect(reads.count).toBe(1);

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    stops.push(session.subscribe(() => {}));
    await vi.waitFor(() => expect(reads.count).toBe(2));
    for (const stop of stops) stop();
    clock.mockRestore();
  });

  it('asks twice more after a server failure, then stops waiting with nobody shown', async () => {
    const reads = sessionServer(() => new Response('{}', { status: 503 }));
    const session = new SessionStore();
    const stop = session.subscribe(() => {});
    await vi.waitFor(() => expect(session.getSnapshot().isPending).toBe(false));
    expect(reads.count).toBe(3);
    expect(session.getSnapshot().data).toBeUndefined();
    stop();
  });

  it('tells the page of a change a task later, with the same session kept when the answer is the same', async () => {
    sessionServer(signedIn);
    const session = new SessionStore();
    let told = 0;
    const stop = session.subscribe(() => {
      told += 1;
    });
    await vi.waitFor(() => expect(told).toBe(1));
    const shown = session.getSnapshot().data;
    await session.invalidate();
    expect(session.getSnapshot().data).toBe(shown);

    session.set(null);
    expect(session.getSnapshot().data).toBeNull();
    expect(told).toBe(1);
    await vi.waitFor(() => expect(told).toBe(2));
    stop();
  });
});
