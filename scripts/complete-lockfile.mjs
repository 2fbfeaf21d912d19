// The npm registry reachable here lacks some platform builds of optional dependencies (Biome and Tailwind's oxide
// for Windows, macOS, Android...). `npm install` then leaves them out of package-lock.json, and `npm ci` refuses the
// lock file as out of sync. This adds the missing entries, marked optional and tied to their platform, so `npm ci`
// skips them here and installs them where they exist. Run after changing dependencies: npm run lockfile:complete
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'wasi'];
const CPU = { arm64: 'arm64', x64: 'x64', arm: 'arm', ia32: 'ia32', wasm32: 'wasm32' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  const platform = {};
  if (os && os !== 'wasi') platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (parts.includes('musl')) platform.libc = ['musl'];
  else if (os === 'linux') platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/${key}`]) continue;
    packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(
  `package-lock.json: ${added} missing optional platform entr${added === 1 ? 'y' : 'ies'} added\n`,
);
