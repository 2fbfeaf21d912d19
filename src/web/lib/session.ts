import type { QueryClient } from '@tanstack/react-query';
import { createContext, use, useSyncExternalStore } from 'react';
import type { Session } from '@/domain/contracts/session';
import { ApiError, abortSessionRequests, api } from './api-client';
import { readRetryDelay, shouldRetryRead } from './read-retry';
import { useAction } from './use-action';

/**
 * The server refuses everything but Manage Profile (and the session) until this user sets up two-factor sign-in. A
 * reply without twoFactor (from a server before it) counts as not required.
 */
export const needsTwoFactorSetup = (session: Session): boolean =>
  Boolean(session.twoFactor?.required && !session.twoFactor.enabled);

/** What the app knows of the signed-in user. */
export interface SessionState {
  /** The signed-in user; null when nobody is signed in; undefined until the first answer. */
  data: Session | null | undefined;
  /** Nothing answered yet: the first read is on its way (or failed with nothing to show, which ends it). */
  isPending: boolean;
  /** A sign-out asked for in this tab is on its way. */
  isSigningOut: boolean;
}

/** An answer younger than this is not read again when another part of the page starts showing the session. */
const FRESH_FOR_MS = 60_000;
/** How often the session is read again while it is shown and the tab is visible: that also keeps the server session fresh. */
const READ_AGAIN_EVERY_MS = 5 * 60_000;

/** Other tabs hear about sign-in and sign-out at once, so every tab shows the same state. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('claimguard-session');

/**
 * Null when nobody is signed in: no session cookie (the server answers null) or one that names no live session (401).
 * The contracts (and zod with them) are imported when the probe is sent, after the page has started, so a public page
 * does not evaluate them before it answers input.
 */
async function fetchSession(): Promise<Session | null> {
  const { sessionRead } = await import('@/domain/contracts/session');
  try {
    return await api.call(sessionRead);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One read of the session; cancelling it drops its answer. */
interface Read {
  cancelled: boolean;
  done: Promise<void>;
}

/**
 * The signed-in user, one per app, shared by the public pages (the top bar's probe, sign-in, sign-out) and the
 * dashboard's. It is not in the query cache, which the landing and sign-in pages do not load (decision record 056); it
 * reads the session as the cache read it before: when a part of the page starts showing it and the last answer is a
 * minute old or out of date, whenever the tab is shown again, when the network comes back, and every five minutes while
 * shown; failed reads are asked again as the cache's are. A removed or expired session therefore shows as signed out.
 */
export class SessionStore {
  #state: SessionState = { data: undefined, isPending: true, isSigningOut: false };
  #listeners = new Set<() => void>();
  #notifying = false;
  /** When the session shown was answered or set; 0 when never, or once it is out of date. */
  #answeredAt = 0;
  #reading: Read | null = null;
  #signOuts = 0;
  #stopWatching: (() => void) | null = null;
  /** The query cache, once a page that uses it has created it: a sign-out cancels its reads and empties it. */
  queryClient: QueryClient | null = null;

  getSnapshot = (): SessionState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    this.#stopWatching ??= this.#watch();
    if (Date.now() - this.#answeredAt >= FRESH_FOR_MS) void this.#read({ restart: false });
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size > 0) return;
      this.#stopWatching?.();
      this.#stopWatching = null;
    };
  };

  /** The session is `session` now (a reply that carries it); a read still on its way may still replace it. */
  set(session: Session | null): void {
    this.#answeredAt = Date.now();
    const { data } = this.#state;
    // An answer the same as the one shown keeps it, so nothing that shows it draws again.
    const same = data !== undefined && JSON.stringify(data) === JSON.stringify(session);
    this.#update({ data: same ? data : session, isPending: false });
  }

  /** Someone signed in or out in this tab: the session shown here is `session`, and the other tabs read theirs again. */
  announce(session: Session | null): void {
    this.set(session);
    channel?.postMessage('changed');
  }

  /** The session shown is out of date: read it again now if it is shown (settles once it is), else when it next is. */
  invalidate(): Promise<void> {
    this.#answeredAt = 0;
    return this.#listeners.size > 0 ? this.#read({ restart: true }) : Promise.resolve();
  }

  /** Drops the read on its way, if any: its answer is not shown. */
  cancel(): void {
    if (this.#reading) this.#reading.cancelled = true;
    this.#reading = null;
  }

  /** Signs out; a 401/403/404 from the server means the session is gone already, which is the goal. */
  async signOut(): Promise<void> {
    this.#signOuts += 1;
    this.#update({ isSigningOut: true });
    try {
      const { sessionSignOut } = await import('@/domain/contracts/session');
      // Nothing of the ending session is still on its way when it ends: a page's read that reached the server after
      // the sign-out came back a 401.
      await this.queryClient?.cancelQueries();
      this.cancel();
      abortSessionRequests();
      try {
        await api.call(sessionSignOut);
      } catch (error) {
        if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
      }
      // Signed out first, so the dashboard leaves its pages; then nothing of this user stays cached. Clearing first
      // made a page still shown read its list again, now without a session (a 401).
      this.announce(null);
      this.queryClient?.removeQueries();
    } finally {
      this.#signOuts -= 1;
      this.#update({ isSigningOut: this.#signOuts > 0 });
    }
  }

  /** Reads the session, joining the read on its way unless `restart` (which drops it for a new one). */
  #read({ restart }: { restart: boolean }): Promise<void> {
    if (this.#reading && !restart) return this.#reading.done;
    this.cancel();
    const reading: Read = { cancelled: false, done: Promise.resolve() };
    reading.done = this.#answer(reading).finally(() => {
      if (this.#reading === reading) this.#reading = null;
    });
    this.#reading = reading;
    return reading.done;
  }

  async #answer(reading: Read): Promise<void> {
    for (let failures = 0; ; failures += 1) {
      try {
        const session = await fetchSession();
        if (!reading.cancelled) this.set(session);
        return;
      } catch (error) {
        if (reading.cancelled) return;
        if (!shouldRetryRead(failures, error)) {
          // What was shown stays; with nothing shown yet, the page stops waiting (and shows nobody signed in).
          this.#update({ isPending: false });
          return;
        }
        await wait(readRetryDelay(failures));
        if (reading.cancelled) return;
      }
    }
  }

  /** While the session is shown: read again when the tab is shown, the network returns, another tab changed it, and every five minutes. */
  #watch(): () => void {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void this.#read({ restart: false });
    };
    const onOnline = () => {
      if (Date.now() - this.#answeredAt >= FRESH_FOR_MS) void this.#read({ restart: false });
    };
    const onMessage = () => void this.invalidate();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void this.#read({ restart: false });
    }, READ_AGAIN_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    channel?.addEventListener('message', onMessage);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      channel?.removeEventListener('message', onMessage);
    };
  }

  #update(changes: Partial<SessionState>): void {
    const next = { ...this.#state, ...changes };
    const current = this.#state;
    if (
      next.data === current.data &&
      next.isPending === current.isPending &&
      next.isSigningOut === current.isSigningOut
    )
      return;
    this.#state = next;
    if (this.#notifying) return;
    this.#notifying = true;
    // The page hears of a change a task later, as the query cache told it: a caller's own steps for the same change
    // (a sign-in's way to the dashboard) run before the page draws it.
    setTimeout(() => {
      this.#notifying = false;
      for (const listener of this.#listeners) listener();
    }, 0);
  }
}

/** The app's session store (src/web/app/app.tsx; renderRoutes in the tests). */
export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('No SessionStore: render inside <SessionContext value={…}>');
  return store;
}

/** The signed-in user (`data`, null when signed out), read as SessionStore describes. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useSignOut() {
  const store = useSessionStore();
  return useAction(() => store.signOut());
}
