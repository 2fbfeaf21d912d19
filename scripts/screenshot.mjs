// Takes screenshots of pages of a running app with the system Chromium: node scripts/screenshot.mjs URL OUT.png [email]
import { chromium } from 'playwright-core';

const [url, out, email] = process.argv.slice(2);
if (!url || !out) {
  process.stderr.write('usage: node scripts/screenshot.mjs URL OUT.png [email-to-sign-in-as]\n');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
if (email) {
  const origin = new URL(url).origin;
  await page.goto(`${origin}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE === '1' });
await browser.close();
