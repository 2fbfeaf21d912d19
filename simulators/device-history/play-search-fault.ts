import type { ServerResponse } from 'node:http';
import { buildSearchResponse } from './build-search-response';
import { pause, sendErrors, sendHtmlServerError, sendJson } from './http-replies';
import { earlierSearches } from './integrity-scenarios';
import type { Fault } from './scenarios';

/** Well past the 3 s the provider tells clients to wait. */
const SLOW_MS = 10_000;

/** Where a redirect points: the simulator's forged answers, under another host name for the same address. */
export const ELSEWHERE_PATH = '/elsewhere/claimscheck/search';
/** Earlier searches that make a 200 answer of about 5 MB. */
const LARGE_SEARCHES = 50_000;
const BUSY_SECONDS = 120;
const BUSY_DATE_AHEAD_MS = 90_000;

/** Another host name for the address a request reached: localhost for 127.0.0.1, and the other way round. */
function otherHost(host: string | undefined): string {
  const [name, port] = (host ?? '127.0.0.1').split(/:(?=\d+$)/);
  return `${name === 'localhost' ? '127.0.0.1' : 'localhost'}${port ? `:${port}` : ''}`;
}

/** Answers a search of a fault scenario's serial the way that fault misbehaves, instead of the usual 200. */
export async function playSearchFault(
  response: ServerResponse,
  fault: Fault,
  serial: string,
  request: { host?: string },
) {
  switch (fault) {
    case 'slow':
      if (await pause(response, SLOW_MS)) sendJson(response, 200, buildSearchResponse(serial));
      return;
    case 'server-error':
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    case 'malformed-json':
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(buildSearchResponse(serial)).slice(0, 80));
      return;
    case 'provider-unavailable':
      return sendErrors(response, 400, 1, 'The GAPI is currently unavailable.');
    case 'insufficient-credits':
      return sendErrors(response, 400, 306, 'Insufficient Credits');
    case 'credentials-rejected':
      return sendErrors(response, 401, 401, 'Authentication failed');
    case 'errors-envelope-200':
      return sendErrors(response, 200, 1, 'The GAPI is currently unavailable.');
    case 'unknown-error':
      return sendErrors(response, 400, 999, 'This store is suspended.');
    case 'html-500':
      return sendHtmlServerError(response);
    case 'redirect-307':
    case 'redirect-302':
      response
        .writeHead(fault === 'redirect-307' ? 307 : 302, {
          location: `http://${otherHost(request.host)}${ELSEWHERE_PATH}`,
        })
        .end();
      return;
    case 'busy':
      return sendBusy(response, String(BUSY_SECONDS));
    case 'busy-http-date':
      return sendBusy(response, new Date(Date.now() + BUSY_DATE_AHEAD_MS).toUTCString());
    case 'large-answer':
      return sendJson(response, 200, {
        ...buildSearchResponse(serial),
        patriothistory: earlierSearches(LARGE_SEARCHES),
      });
  }
}

/** What a busy service (or the rate limit in front of it) answers: 429, and when to come back. */
export function sendBusy(response: ServerResponse, retryAfter: string) {
  response
    .writeHead(429, 'Too Many Requests', { 'content-type': 'application/json', 'retry-after': retryAfter })
    .end(JSON.stringify({ errors: [{ id: 429, message: 'Too many requests. Please slow down.' }] }));
}
