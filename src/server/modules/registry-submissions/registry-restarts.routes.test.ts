import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registryMessages } from '@/domain/registry-messages';
import { settledClaims } from '@/server/db/schema/checks';
import {
  fakeRegistry,
  ONE_POLL_MS,
  registryOf,
  settledRegistry,
  settleOne,
  setupRegistryApps,
  WORKING,
} from '../../../../tests/support/registry-test-support';
import { openTestDatabase } from '../../../../tests/support/test-database';

const { shared, start } = setupRegistryApps();

describe('registration across a restart', () => {
  it('sends a submission queued before the restart from the next process, once', async () => {
    shared.database = await openTestDatabase();
    const fake = fakeRegistry();
    const before = await start({ database: shared.database, registry: fake.registry });
    const { id } = await settleOne(before);
    await before.close();
    expect(fake.sent).toHaveLength(0);

    const after = await start({ database: shared.database, env: WORKING, registry: fake.registry });
    const cookie = await after.signIn('member@demo.test');
    expect(await settledRegistry(after, id, cookie)).toMatchObject({ status: 'registered' });
    await delay(ONE_POLL_MS);
    expect(fake.sent).toHaveLength(1);
  });

  it('finishes a submission in flight before stopping, and the next process does not send it again', async () => {
    shared.database = await openTestDatabase();
    const fake = fakeRegistry();
    fake.set('hold');
    const before = await start({ database: shared.database, env: WORKING, registry: fake.registry });
    const { id } = await settleOne(before);
    while (fake.sent.length === 0) await delay(100);
    setTimeout(() => fake.release(), 300);
    await before.close();

    const after = await start({ database: shared.database, env: WORKING, registry: fake.registry });
    const cookie = await after.signIn('member@demo.test');
    expect(await registryOf(after, id, cookie)).toMatchObject({ status: 'registered' });
    await delay(ONE_POLL_MS);
    expect(fake.sent).toHaveLength(1);
  });

  it('never resends a submission cut off mid-flight (the process died): its outcome is unknown, for an admin', async () => {
    shared.database = await openTestDatabase();
    const fake = fakeRegistry();
    const before = await start({ database: shared.database, registry: fake.registry });
    const { id } = await settleOne(before);
    // What a process that died after marking the attempt, and perhaps after the registry had it, leaves behind.
    await before.services.db
      .update(settledClaims)
      .set({ registryStatus: 'sending' })
      .where(eq(settledClaims.id, id));
    await before.close();

    const after = await start({ database: shared.database, env: WORKING, registry: fake.registry });
    const cookie = await after.signIn('member@demo.test');
    const registry = await settledRegistry(after, id, cookie);
    expect(registry).toMatchObject({ status: 'unknown', error: registryMessages.serverStopped });
    expect(fake.sent).toHaveLength(0);
  });
});
