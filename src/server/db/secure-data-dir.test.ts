import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secureDataDir } from './secure-data-dir';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('secureDataDir', () => {
  it('creates the data folder owner-only', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'claimguard-data-')), 'data');
    expect(secureDataDir(dir)).toBe(0);
    expect(modeOf(dir)).toBe(0o700);
  });

  it('tightens an existing folder that others may read or write, files and folders alike, and counts them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'claimguard-data-'));
    chmodSync(dir, 0o777);
    mkdirSync(path.join(dir, 'base'), { mode: 0o755 });
    writeFileSync(path.join(dir, 'base', '16384'), 'rows', { mode: 0o666 });
    writeFileSync(path.join(dir, 'auth-secret'), 'secret', { mode: 0o600 });
    chmodSync(path.join(dir, 'base', '16384'), 0o666);

    expect(secureDataDir(dir)).toBe(3);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'base'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'base', '16384'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'auth-secret'))).toBe(0o600);
    expect(secureDataDir(dir)).toBe(0);
  });
});
