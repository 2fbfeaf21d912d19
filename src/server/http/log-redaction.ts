import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Names of route params and query keys whose values are secrets: reset and invitation tokens above all, and an API
 * key a client put in the address (`?api_key=`, `?key=`: not how keys are sent, but they must not reach the log).
 */
const SECRET_NAME = /token|secret|password|key/i;
const REDACTED = '[redacted]';

/**
 * The logger settings buildApp uses, whatever level or destination it is given: the request line of every log
 * ('incoming request') shows the URL with reset and invitation tokens blanked out, and fields that could hold a
 * password, token or cookie are censored wherever a log call puts them.
 */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (typeof logger !== 'object') return logger;
  return {
    ...logger,
    serializers: { req: serializeRequest, ...logger.serializers },
    redact: logger.redact ?? {
      paths: [
        'password',
        'newPassword',
        'token',
        'cookie',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.cookie',
        '*.headers.cookie',
        '*.headers.authorization',
        '*.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
  };
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.params),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `/api/v1/invitations/abc` (route param `:token`) and `/reset-password?token=abc` both lose the `abc`. */
export function redactUrl(url: string, params: unknown): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const secrets = new Set(
    Object.entries((params ?? {}) as Record<string, unknown>)
      .filter(([name, value]) => SECRET_NAME.test(name) && typeof value === 'string' && value !== '')
      .map(([, value]) => value as string),
  );
  const safePath =
    secrets.size === 0
      ? path
      : path
          .split('/')
          .map((segment) => (secrets.has(safeDecode(segment)) ? REDACTED : segment))
          .join('/');
  if (queryStart === -1) return safePath;
  const safeQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_NAME.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
