import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One captured mail, as the HTTP API returns it. Addresses are bare and lower-cased. */
export interface CaughtMail {
  id: number;
  /** Envelope recipients plus To/Cc header addresses. */
  to: string[];
  from: string;
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

export interface MailCatcherOptions {
  host?: string;
  /** 0 picks a free port. */
  smtpPort?: number;
  /** 0 picks a free port. */
  httpPort?: number;
  /** Called after each message is stored (the CLI prints a line). */
  onMail?: (mail: CaughtMail) => void;
}

export interface MailCatcher {
  host: string;
  smtpPort: number;
  httpPort: number;
  /** `smtp://host:port`, ready for SMTP_URL. */
  smtpUrl: string;
  /** Base URL of the HTTP API (GET/DELETE `${apiUrl}/messages`). */
  apiUrl: string;
  messages(to?: string): CaughtMail[];
  clear(): void;
  close(): Promise<void>;
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((o) => o.value.map((a) => a.address?.toLowerCase() ?? '')).filter(Boolean);
}

/**
 * A loopback SMTP server that keeps every message in memory, parsed, plus a tiny HTTP API to read them:
 * GET /messages?to=address lists them (oldest first), DELETE /messages forgets them.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const caught: CaughtMail[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then((mail) => {
          const headerTo = [...addressesOf(mail.to), ...addressesOf(mail.cc)];
          const entry: CaughtMail = {
            id: nextId++,
            to: [...new Set([...envelopeTo, ...headerTo])],
            from: mail.from?.value[0]?.address?.toLowerCase() ?? '',
            replyTo: addressesOf(mail.replyTo),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: (mail.date ?? new Date()).toISOString(),
          };
          caught.push(entry);
          options.onMail?.(entry);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const list = (to?: string) => {
    const wanted = to?.trim().toLowerCase();
    return wanted ? caught.filter((m) => m.to.includes(wanted)) : [...caught];
  };

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/messages') return send(404, { error: 'Use /messages' });
    if (req.method === 'GET') return send(200, list(url.searchParams.get('to') ?? undefined));
    if (req.method === 'DELETE') {
      caught.length = 0;
      return send(200, { deleted: true });
    }
    return send(405, { error: 'GET or DELETE' });
  });

  const smtpPort = await listen(smtp.server, host, options.smtpPort ?? 2525);
  let httpPort: number;
  try {
    httpPort = await listen(http, host, options.httpPort ?? 0);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    host,
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    apiUrl: `http://${host}:${httpPort}`,
    messages: list,
    clear: () => {
      caught.length = 0;
    },
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
    },
  };
}

function listen(server: Server | NetServer, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
