import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoContent } from '@/domain/contracts/wire';
import { api } from './api-client';
import { signOut } from './session';

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
    const client = new QueryClient();

    const signedOut = signOut(client);
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
