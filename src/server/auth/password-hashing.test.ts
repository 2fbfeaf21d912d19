import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHashing } from './password-hashing';

describe('password hashing', () => {
  it('at the light cost, marks the hash as light and verifies only the right password', async () => {
    const light = passwordHashing('light');
    const hash = await light.hash('demo-password');
    expect(hash).toMatch(/^scrypt-light\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await light.verify({ hash, password: 'demo-password' })).toBe(true);
    expect(await light.verify({ hash, password: 'demo-passwore' })).toBe(false);
  });

  it("at the standard cost, writes better-auth's own hash, which either cost reads", async () => {
    const hash = await passwordHashing('standard').hash('demo-password');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    for (const cost of ['standard', 'light'] as const) {
      expect(await passwordHashing(cost).verify({ hash, password: 'demo-password' })).toBe(true);
      expect(await passwordHashing(cost).verify({ hash, password: 'wrong-password' })).toBe(false);
    }
  });

  it('reads a light hash at the standard cost (a production-mode test app on a test database)', async () => {
    const hash = await passwordHashing('light').hash('demo-password');
    expect(await passwordHashing('standard').verify({ hash, password: 'demo-password' })).toBe(true);
  });

  it('reads a hash better-auth wrote before this module existed', async () => {
    const hash = await hashPassword('demo-password');
    expect(await passwordHashing('standard').verify({ hash, password: 'demo-password' })).toBe(true);
  });

  it('refuses a light hash cut short', async () => {
    const light = passwordHashing('light');
    const hash = await light.hash('demo-password');
    expect(await light.verify({ hash: hash.slice(0, hash.indexOf(':')), password: 'demo-password' })).toBe(
      false,
    );
    expect(await light.verify({ hash: hash.slice(0, -2), password: 'demo-password' })).toBe(false);
  });
});
