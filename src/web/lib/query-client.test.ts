import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { SessionStore } from './session';

/** A query on screen whose every read after the first hangs until released, as a slow network would. */
function slowList() {
  const client = createQueryClient(new SessionStore());
  let reads = 0;
  let release = () => {};
  const observer = new QueryObserver(client, {
    queryKey: ['things', 'list'],
    queryFn: () => {
      reads += 1;
      if (reads === 1) return Promise.resolve(['first']);
      return new Promise<string[]>((resolve) => {
        release = () => resolve(['first', 'second']);
      });
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { client, observer, reads: () => reads, release: () => release(), unsubscribe };
}

describe('a mutation that makes queries out of date (meta.invalidates)', () => {
  it('answers its caller at once and reads the queries again behind it', async () => {
    const list = slowList();
    await expect.poll(() => list.observer.getCurrentResult().data).toEqual(['first']);

    const add = new MutationObserver(list.client, {
      mutationFn: async () => 'added',
      meta: { invalidates: [['things']] },
    });
    // The caller's notice must not wait for the reload: the reload may take away the control that asked.
    await expect(add.mutate()).resolves.toBe('added');
    expect(list.reads()).toBe(2);
    expect(list.client.isFetching({ queryKey: ['things'] })).toBe(1);

    list.release();
    await expect.poll(() => list.observer.getCurrentResult().data).toEqual(['first', 'second']);
    list.unsubscribe();
  });

  it("with 'everything', reads every query on screen again", async () => {
    const list = slowList();
    await expect.poll(() => list.observer.getCurrentResult().data).toEqual(['first']);
    const remove = new MutationObserver(list.client, {
      mutationFn: async () => 'removed',
      meta: { invalidates: 'everything' },
    });
    await remove.mutate();
    expect(list.reads()).toBe(2);
    list.unsubscribe();
  });

  it('reads nothing again when the mutation fails', async () => {
    const list = slowList();
    await expect.poll(() => list.observer.getCurrentResult().data).toEqual(['first']);
    const broken = new MutationObserver(list.client, {
      mutationFn: async () => {
        throw new Error('refused');
      },
      meta: { invalidates: [['things']] },
    });
    await expect(broken.mutate()).rejects.toThrow('refused');
    expect(list.reads()).toBe(1);
    list.unsubscribe();
  });
});
