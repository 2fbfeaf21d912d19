import { screen, within } from '@testing-library/react';

/** The toast with this title; throws when there is none. */
export async function findToast(title: string) {
  const toast = (await screen.findByText(title, { selector: '[data-title]' })).closest('li');
  if (!toast) throw new Error(`no toast titled ${title}`);
  return within(toast);
}
