import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES } from '../tests/support/e2e-chromium';

// The e2e launch replaces Playwright's --disable-features switch with one that adds to it: when an upgrade of
// Playwright changes its list, the launch would drop the new entries (and Playwright would pass its own switch
// too, which Chromium then ignores). This names the difference.
it("the e2e run's Chromium switches repeat the features the installed Playwright turns off", () => {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = bundle.match(/disabledFeatures = \[([^\]]*)\]/)?.[1];
  expect(list, 'the list of disabled features in playwright-core').toBeDefined();
  const features = [...(list ?? '').matchAll(/^\s*"([A-Za-z]+)",?\s*$/gm)].map((match) => match[1]);
  expect(features).toEqual(PLAYWRIGHT_DISABLED_FEATURES);
});
