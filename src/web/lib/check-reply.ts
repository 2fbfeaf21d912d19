import { prettifyError, type z } from 'zod';

/**
 * In development and tests, a reply that does not match its contract is an error at once, naming the call and the
 * fields: the web app and the server then disagree about a reply's shape, and a test of either side says so. The
 * production build leaves the check out.
 */
export function checkReply(call: string, reply: z.ZodType, payload: unknown): void {
  const result = reply.safeParse(payload);
  if (result.success) return;
  const problem = new Error(
    `The reply of ${call} does not match its contract:\n${prettifyError(result.error)}`,
  );
  // Said on the console too: a failed query keeps its error to itself, and the tests fail on any console error.
  console.error(problem.message);
  throw problem;
}
