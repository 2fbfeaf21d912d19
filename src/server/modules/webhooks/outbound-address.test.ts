import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { webhookMessages } from '@/domain/webhook-messages';
import { isAllowedAddress, resolveAllowedAddresses } from './outbound-address';
import { sendWebhook } from './send-webhook';

const PRODUCTION = { allowLoopback: false };
const DEVELOPMENT = { allowLoopback: true };

describe('which addresses a webhook may be sent to', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local, in hex'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 to link-local'],
    ['64:ff9b::808:808', 'NAT64, even to a public IPv4'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['::a9fe:a9fe', 'IPv4-compatible link-local'],
    ['::808:808', 'IPv4-compatible, even a public IPv4'],
    ['2002:a9fe:a9fe::1', '6to4 of link-local'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['fec0::1', 'site-local'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['2001:db8::1', 'documentation'],
    ['not an address', 'not an address at all'],
  ])('refuses %s (%s) in production', (address) => {
    expect(isAllowedAddress(address, PRODUCTION)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isAllowedAddress(address, PRODUCTION)).toBe(true);
    },
  );

  it('allows loopback, and only loopback, outside production', () => {
    expect(isAllowedAddress('127.0.0.1', DEVELOPMENT)).toBe(true);
    expect(isAllowedAddress('::1', DEVELOPMENT)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', DEVELOPMENT)).toBe(true);
    expect(isAllowedAddress('64:ff9b::7f00:1', DEVELOPMENT)).toBe(false);
    expect(isAllowedAddress('10.0.0.1', DEVELOPMENT)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', DEVELOPMENT)).toBe(false);
  });

  it('resolves a name and refuses it when it points inward', async () => {
    await expect(resolveAllowedAddresses('localhost', PRODUCTION)).rejects.toThrow(
      webhookMessages.urlPrivateAddress,
    );
    await expect(resolveAllowedAddresses('localhost', DEVELOPMENT)).resolves.not.toHaveLength(0);
    await expect(resolveAllowedAddresses('[::1]', PRODUCTION)).rejects.toThrow(
      webhookMessages.urlPrivateAddress,
    );
  });
});

describe('sending to an address refused at delivery time', () => {
  it('never connects to a loopback receiver in production, by name or by address', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const host of ['127.0.0.1', 'localhost']) {
        const attempt = await sendWebhook({
          url: `http://${host}:${port}/hooks`,
          headers: {},
          body: '{}',
          timeoutMs: 1000,
          allowLoopback: false,
        });
        expect(attempt).toMatchObject({ delivered: false, error: webhookMessages.urlPrivateAddress });
      }
      expect(requests).toBe(0);
      const allowed = await sendWebhook({
        url: `http://localhost:${port}/hooks`,
        headers: {},
        body: '{}',
        timeoutMs: 1000,
        allowLoopback: true,
      });
      expect(allowed).toMatchObject({ delivered: true, responseStatus: 200, responseBody: 'ok' });
    } finally {
      server.close();
    }
  });
});
