/** What global setup hands to the test workers, through environment variables. */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailApiUrl: 'E2E_MAIL_API_URL',
  contactTo: 'E2E_CONTACT_TO',
  runFile: 'E2E_RUN_FILE',
} as const;

/** Where the app under test sends contact-form mail (CONTACT_TO). */
export const E2E_CONTACT_TO = 'support@claimguard-e2e.test';

export function e2eSetting(key: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[key]];
  if (!value) throw new Error(`${E2E_ENV[key]} is not set: run the specs through \`npx playwright test\`.`);
  return value;
}
