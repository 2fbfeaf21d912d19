import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';

describe('a request body that trickles in', () => {
  it('is cut off after REQUEST_TIMEOUT_MS with 408 and the connection closed', async () => {
    const t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '500' } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      const closed = new Promise<number>((resolve) => {
        const started = Date.now();
        socket.on('close', () => resolve(Date.now() - started));
      });
      socket.write(
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      );
      // One byte a while, as a slow-POST attack sends it: never the whole body.
      const drip = setInterval(() => socket.writable && socket.write('a'), 100);
      const elapsed = await closed;
      clearInterval(drip);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      expect(elapsed).toBeGreaterThanOrEqual(400);
      expect(elapsed).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });
});
