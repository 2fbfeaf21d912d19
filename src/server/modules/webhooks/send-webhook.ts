import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { checkedLookup, resolveAllowedAddresses } from './outbound-address';

/** How much of a receiver's answer the delivery log keeps. */
const KEPT_BODY_BYTES = 1024;

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowLoopback: boolean;
}

export interface WebhookAttempt {
  /** The receiver answered 2xx. */
  delivered: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
}

/**
 * One POST of a signed webhook. The host's addresses are checked where the connection is made (an IP literal
 * before it), redirects are not followed (a 3xx is a failure: following one would send the event somewhere the
 * admin never named), and the whole attempt, answer included, is cut off after `timeoutMs`.
 */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const { status, body } = await post(request);
    const delivered = status >= 200 && status < 300;
    return {
      delivered,
      responseStatus: status,
      responseBody: body,
      durationMs: elapsed(),
      error: delivered ? null : failureOf(status),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      delivered: false,
      responseStatus: null,
      responseBody: null,
      durationMs: elapsed(),
      error: reason,
    };
  }
}

function failureOf(status: number): string {
  if (status >= 300 && status < 400)
    return `The endpoint answered HTTP ${status} (redirects are not followed)`;
  return `The endpoint answered HTTP ${status}`;
}

async function post(request: WebhookRequest): Promise<{ status: number; body: string }> {
  const url = new URL(request.url);
  const options = { allowLoopback: request.allowLoopback };
  // Node connects to an IP literal without a lookup, so the literal is checked here.
  if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) await resolveAllowedAddresses(url.hostname, options);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      lookup: checkedLookup(options),
      agent: false,
    });
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`No answer within ${request.timeoutMs / 1000} s`)),
      request.timeoutMs,
    );
    const finish =
      <T>(settle: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        settle(value);
      };
    outgoing.on('error', finish(reject));
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < KEPT_BODY_BYTES) chunks.push(chunk.subarray(0, KEPT_BODY_BYTES - kept));
        kept += chunk.length;
        // The rest of a long answer is not read: the status is what counts.
        if (kept >= KEPT_BODY_BYTES) response.destroy();
      });
      const done = () =>
        finish(resolve)({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      response.on('end', done);
      response.on('close', done);
      response.on('error', finish(reject));
    });
    outgoing.end(request.body);
  });
}
