import { startMailCatcher } from './mail-catcher';

/**
 * `npm run mail-catcher`: a local SMTP sink for development. Start the server with
 * SMTP_URL=smtp://127.0.0.1:2525 and read what it sends at http://127.0.0.1:2526/messages.
 */
function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    process.stderr.write(`${name} must be a port number (0-65535), got "${raw}"\n`);
    process.exit(1);
  }
  return port;
}

const host = process.env.MAIL_CATCHER_HOST ?? '127.0.0.1';
const catcher = await startMailCatcher({
  host,
  smtpPort: portFromEnv('MAIL_CATCHER_SMTP_PORT', 2525),
  httpPort: portFromEnv('MAIL_CATCHER_HTTP_PORT', 2526),
  onMail: (mail) => process.stdout.write(`${mail.date}  to ${mail.to.join(', ')}  "${mail.subject}"\n`),
}).catch((error: Error) => {
  process.stderr.write(`Mail catcher could not start: ${error.message}\n`);
  process.exit(1);
});

process.stdout.write(
  [
    `Mail catcher SMTP on ${catcher.smtpUrl} (use it as SMTP_URL)`,
    `Messages: GET ${catcher.apiUrl}/messages[?to=address], DELETE ${catcher.apiUrl}/messages`,
    'Ctrl+C stops it.',
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    catcher.close().finally(() => process.exit(0));
  });
}
