import { webhookMessages } from './webhook-messages';

/** Hosts that name this computer: plain http to them is accepted while developing, never in production. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * The rule for an endpoint's URL, before its host is resolved: https, or http to this computer where loopback is
 * allowed (outside production: a receiver on the developer's own machine). Credentials in the URL are refused: they would be sent to whoever
 * the host resolves to and shown in the panel. Returns the message to show, or null when the URL is acceptable.
 */
export function webhookUrlProblem(
  text: string,
  { allowLoopback }: { allowLoopback: boolean },
): string | null {
  if (!URL.canParse(text)) return webhookMessages.urlInvalid;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return webhookMessages.urlInvalid;
  if (url.username || url.password) return webhookMessages.urlHasCredentials;
  if (url.protocol === 'http:' && (!allowLoopback || !isLoopbackHost(url.hostname))) {
    return webhookMessages.urlNotHttps;
  }
  return null;
}
