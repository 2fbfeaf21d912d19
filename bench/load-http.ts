import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
  setCookies: string[];
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A socket error or a timeout: the request got no HTTP answer. `code` names it (ECONNRESET, TIMEOUT...). */
export class NoAnswerError extends Error {
  constructor(readonly code: string) {
    super(`no answer: ${code}`);
  }
}

/**
 * Keep-alive HTTP/1.1 on node:http, which costs the load generator less CPU per request than fetch; on a 2-core
 * machine the generator shares the cores with the server, so its own cost shows in the figures.
 */
export function createHttpClient(baseUrl: string, options: { sockets: number; timeoutMs: number }) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.sockets,
    maxFreeSockets: options.sockets,
  });

  function send(request: HttpRequest): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const headers = { ...request.headers };
      if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(request.body));
      }
      const outgoing = http.request(
        { agent, hostname, port, method: request.method, path: request.path, headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', (error: NodeJS.ErrnoException) =>
            reject(new NoAnswerError(error.code ?? 'RESPONSE_ERROR')),
          );
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              setCookies: incoming.headers['set-cookie'] ?? [],
            }),
          );
        },
      );
      outgoing.setTimeout(options.timeoutMs, () => outgoing.destroy(new NoAnswerError('TIMEOUT')));
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        reject(error instanceof NoAnswerError ? error : new NoAnswerError(error.code ?? 'REQUEST_ERROR')),
      );
      outgoing.end(request.body);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
