/** A failed API call: the server's `{ code, message }`, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The notice heading the server gives for some refusals ('IMEI Previously Checked'). */
    readonly title?: string,
    /** How long a 429 asks to wait before trying again (its Retry-After header, in seconds). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds; the server never sends the HTTP-date form. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as {
    code?: string;
    title?: string;
    message?: string;
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.code ?? 'HTTP_ERROR',
      payload?.message ?? `The server answered ${response.status}.`,
      payload?.title,
      retryAfterOf(response),
    );
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
