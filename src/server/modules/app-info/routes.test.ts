import { describe, expect, it } from 'vitest';
import { messages } from '@/domain/messages';
import { createCarrierClient } from '@/server/providers/carrier/http-client';
import { createDeviceHistoryClient } from '@/server/providers/device-history/http-client';
import { createTestApp, setupTestApp } from '../../../../tests/support/test-app';

const t = setupTestApp();

describe('GET /api/v1/app-info', () => {
  it('says the providers are simulated when DEVICE_HISTORY_URL is unset (the built-in simulator answers)', async () => {
    const response = await t.get('/api/v1/app-info', { cookie: await t.signIn('member@demo.test') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      simulatedDeviceHistory: true,
      simulatedCarrier: true,
      deviceHistoryTestStore: false,
    });
  });

  it('answers any signed-in user, even one without a role, and nobody signed out', async () => {
    const noRole = await t.get('/api/v1/app-info', { cookie: await t.signIn('norole@demo.test') });
    expect(noRole.statusCode).toBe(200);
    const signedOut = await t.get('/api/v1/app-info');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.notAuthenticated });
  });

  const deviceHistoryEnv = {
    DEVICE_HISTORY_URL: 'https://device-history.invalid',
    DEVICE_HISTORY_ACCOUNT_ID: '123',
    DEVICE_HISTORY_SECRET_KEY: 'configured-secret',
    DEVICE_HISTORY_STORE_ID: '1',
  };
  const carrierEnv = {
    CARRIER_CHECK_URL: 'https://carrier.invalid',
    CARRIER_CHECK_TOKEN: 'configured-token',
  };

  it.each([
    ['both providers point at services', { ...deviceHistoryEnv, ...carrierEnv }, false, false],
    ['only DEVICE_HISTORY_URL is set', deviceHistoryEnv, false, true],
    ['only CARRIER_CHECK_URL is set', carrierEnv, true, false],
  ])(
    'when %s, says which provider is simulated',
    async (_name, env, simulatedDeviceHistory, simulatedCarrier) => {
      const configured = await createTestApp({ env });
      try {
        const response = await configured.get('/api/v1/app-info', {
          cookie: await configured.signIn('member@demo.test'),
        });
        expect(response.json()).toEqual({
          simulatedDeviceHistory,
          simulatedCarrier,
          deviceHistoryTestStore: false,
        });
      } finally {
        await configured.close();
      }
    },
  );

  it('says the device-history store is a test store when DEVICE_HISTORY_TEST_STORE is set', async () => {
    const configured = await createTestApp({
      env: { ...deviceHistoryEnv, DEVICE_HISTORY_TEST_STORE: 'true' },
    });
    try {
      const response = await configured.get('/api/v1/app-info', {
        cookie: await configured.signIn('member@demo.test'),
      });
      expect(response.json()).toEqual({
        simulatedDeviceHistory: false,
        simulatedCarrier: true,
        deviceHistoryTestStore: true,
      });
    } finally {
      await configured.close();
    }
  });

  it('says the providers are real when the app is given its own provider', async () => {
    const app = await createTestApp({
      deviceHistory: createDeviceHistoryClient({
        baseUrl: 'https://device-history.invalid',
        credentials: { accountId: '1', secretKey: 'x', storeId: 1 },
      }),
      carrier: createCarrierClient({ baseUrl: 'https://carrier.invalid', token: 'x' }),
    });
    try {
      const response = await app.get('/api/v1/app-info', { cookie: await app.signIn('member@demo.test') });
      expect(response.json()).toEqual({
        simulatedDeviceHistory: false,
        simulatedCarrier: false,
        deviceHistoryTestStore: false,
      });
    } finally {
      await app.close();
    }
  });
});
