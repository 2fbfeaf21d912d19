import { z } from 'zod';
import { defineRoute } from './route';

const tags = ['health'];

export const HealthReply = z.object({ status: z.literal('ok') });

/** Readiness: 200 when the process can serve, 503 with the same body naming what is not there yet. */
export const ReadyReply = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'not migrated', 'tenant role unusable']),
  /** This process's job workers: `off` where another process works the jobs (JOB_WORKERS=false). */
  jobQueue: z.enum(['running', 'off', 'starting', 'stopped']),
});

export const healthCheck = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Check the service is up',
  operationId: 'getHealth',
  tags,
  reply: HealthReply,
  action: 'public',
});

export const readinessCheck = defineRoute({
  method: 'GET',
  path: '/api/ready',
  summary: 'Check the service can serve requests',
  operationId: 'getReadiness',
  tags,
  reply: ReadyReply,
  otherReplies: { 503: ReadyReply },
  action: 'public',
});
