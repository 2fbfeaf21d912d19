import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '@/server/env';
import { DeviceHistoryEnvSchema, readDeviceHistoryConfig } from './env';

const configured = {
  DEVICE_HISTORY_URL: 'https://gapi.checkmend.com',
  DEVICE_HISTORY_ACCOUNT_ID: '123',
  DEVICE_HISTORY_SECRET_KEY: 'secret',
  DEVICE_HISTORY_STORE_ID: '7',
};

describe('DeviceHistoryEnvSchema and readDeviceHistoryConfig', () => {
  it('gives no configuration without a URL, so the app falls back to the simulator', () => {
    const env = DeviceHistoryEnvSchema.parse({});
    expect(env.DEVICE_HISTORY_TIMEOUT_MS).toBe(3000);
    expect(readDeviceHistoryConfig(env)).toBeNull();
  });

  it('gives the client settings when everything is set', () => {
    const env = DeviceHistoryEnvSchema.parse({ ...configured, DEVICE_HISTORY_TIMEOUT_MS: '2500' });
    expect(readDeviceHistoryConfig(env)).toEqual({
      baseUrl: 'https://gapi.checkmend.com',
      credentials: { accountId: '123', secretKey: 'secret', storeId: 7 },
      timeoutMs: 2500,
      retries: 1,
    });
  });

  it.each(['DEVICE_HISTORY_ACCOUNT_ID', 'DEVICE_HISTORY_SECRET_KEY', 'DEVICE_HISTORY_STORE_ID'])(
    'halts boot when the URL is set without %s',
    (name) => {
      const env = DeviceHistoryEnvSchema.parse({ ...configured, [name]: undefined });
      expect(() => readDeviceHistoryConfig(env)).toThrow(/required when DEVICE_HISTORY_URL is set/);
    },
  );

  it.each([
    ['DEVICE_HISTORY_URL', 'not a url'],
    ['DEVICE_HISTORY_ACCOUNT_ID', 'abc'],
    ['DEVICE_HISTORY_STORE_ID', '-1'],
    ['DEVICE_HISTORY_TIMEOUT_MS', '0'],
  ])('rejects %s=%j', (name, value) => {
    expect(DeviceHistoryEnvSchema.safeParse({ ...configured, [name]: value }).success).toBe(false);
  });
});

describe('DEVICE_HISTORY_URL in production', () => {
  const production = {
    ...configured,
    NODE_ENV: 'production',
    MAIL_OUTBOX: 'true',
    DATA_DIR: os.tmpdir(),
    AUTH_SECRET: 'env-test-secret-'.padEnd(40, 'x'),
  };

  it.each(['http://gapi.checkmend.com', 'http://10.0.0.5:8080', 'ftp://gapi.checkmend.com'])(
    'refuses to start with %s, saying why and what is allowed',
    (url) => {
      expect(() => loadEnv({ ...production, DEVICE_HISTORY_URL: url })).toThrow(
        /^Invalid environment: DEVICE_HISTORY_URL must start with https:\/\/ when NODE_ENV=production .*only a loopback address/,
      );
    },
  );

  it.each([
    'https://gapi.checkmend.com',
    'http://127.0.0.1:4010',
    'http://localhost:4010',
    'http://[::1]:4010',
  ])('starts with %s (https, or a local proxy on loopback)', (url) => {
    expect(loadEnv({ ...production, DEVICE_HISTORY_URL: url }).DEVICE_HISTORY_URL).toBe(url);
  });

  it('leaves development and tests free to use http', () => {
    const url = 'http://device-history.internal:4010';
    expect(
      loadEnv({ ...production, NODE_ENV: 'development', DEVICE_HISTORY_URL: url }).DEVICE_HISTORY_URL,
    ).toBe(url);
  });
});
