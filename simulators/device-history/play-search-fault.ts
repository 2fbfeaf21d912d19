import type { ServerResponse } from 'node:http';
import { buildSearchResponse } from './build-search-response';
import { pause, sendErrors, sendHtmlServerError, sendJson } from './http-replies';
import type { Fault } from './scenarios';

/** Well past the 3 s the provider tells clients to wait. */
const SLOW_MS = 10_000;

/** Answers a search of a fault scenario's serial the way that fault misbehaves, instead of the usual 200. */
export async function playSearchFault(response: ServerResponse, fault: Fault, serial: string) {
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
  }
}
