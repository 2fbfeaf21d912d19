import type { ServerResponse } from 'node:http';

/** The error envelope; the provider also puts the message in the HTTP reason phrase. */
export function sendErrors(response: ServerResponse, status: number, id: number, message: string) {
  response
    .writeHead(status, message, { 'content-type': 'application/json' })
    .end(JSON.stringify({ errors: [{ id, message }] }));
}

export function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** What a proxy or web server in front of the service sends when the service itself fails. */
export function sendHtmlServerError(response: ServerResponse) {
  response
    .writeHead(500, { 'content-type': 'text/html' })
    .end('<html><body><h1>500 Internal Server Error</h1></body></html>');
}

/** Resolves true after `ms`, or false as soon as the client goes away (or the simulator closes). */
export function pause(response: ServerResponse, ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!response.destroyed);
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      response.off('close', onClose);
      resolve(true);
    }, ms);
    response.once('close', onClose);
  });
}
