import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
  const more = violation.nodes.length > 5 ? [`    ... and ${violation.nodes.length - 5} more`] : [];
  return [
    `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...targets,
    ...more,
  ].join('\n');
}

/**
 * Runs axe on the page as it is now, attaches the full result to the report and returns a printable list of the
 * serious and critical violations (empty when there are none). Minor and moderate ones are only printed.
 */
export async function axeViolations(page: Page, testInfo: TestInfo, label: string): Promise<string> {
  // Legacy mode runs axe in the page itself: the app has no frames for the default mode to reach, and that mode's
  // extra blank page (a new renderer process) took longer than the whole check of most pages.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const other = results.violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (other.length > 0) {
    process.stdout.write(`axe (${label}), not blocking:\n${other.map(describeViolation).join('\n')}\n`);
  }
  if (blocking.length === 0) return '';
  return `axe found serious or critical violations on ${label}:\n${blocking.map(describeViolation).join('\n')}`;
}
