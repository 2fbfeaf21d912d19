// The catalogues in the documentation, made from the code's own definitions: the webhook events an integrator
// subscribes to (docs/integration.md) and every event with where it is written (docs/architecture.md), from
// src/domain/domain-events.ts, and every error code the API answers (docs/errors.md), from src/domain/errors.ts.
// `npm run docs:events` rewrites them; event-catalogue.test.ts fails when they drift.
import type { z } from 'zod';
import { DOMAIN_EVENT_NAMES, eventKind } from '../src/domain/domain-events';
import { ERROR_CATALOGUE, ERROR_CODES } from '../src/domain/errors';
import { WEBHOOK_EVENT_TYPES } from '../src/domain/webhook-events';

/** A catalogue's place in a document: the lines between its two markers are made, everything else is written. */
export interface Catalogue {
  file: string;
  name: string;
  /** The file of the definitions it is made from. */
  source: string;
  render: () => string;
}

function payloadFields(payload: z.ZodObject): string {
  return Object.entries(payload.shape)
    .map(([field, schema]) => {
      const note = (schema as z.ZodType).description;
      return note ? `\`${field}\` (${note})` : `\`${field}\``;
    })
    .join(', ');
}

function webhookEventTable(): string {
  const rows = WEBHOOK_EVENT_TYPES.map((type) => {
    const kind = eventKind(type);
    if (!kind.webhook) throw new Error(`${type} is a webhook type without a webhook payload`);
    return `| \`${type}\` | ${kind.description} | ${payloadFields(kind.webhook.payload)} |`;
  });
  return ['| event | sent when | `data` |', '| --- | --- | --- |', ...rows].join('\n');
}

function eventTable(): string {
  const rows = DOMAIN_EVENT_NAMES.map((name) => {
    const kind = eventKind(name);
    const written = [kind.audit === false ? null : 'audit log', kind.webhook ? 'webhook' : null].filter(
      Boolean,
    );
    return `| \`${name}\` | ${kind.description} | \`${kind.subjectType}\` | ${written.join(', ')} |`;
  });
  return ['| event | when | subject | written to |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function errorCodeTable(): string {
  const rows = ERROR_CODES.map((code) => `| \`${code}\` | ${ERROR_CATALOGUE[code]} |`);
  return ['| code | meaning |', '| --- | --- |', ...rows].join('\n');
}

const EVENTS = 'src/domain/domain-events.ts';

export const CATALOGUES: Catalogue[] = [
  { file: 'docs/integration.md', name: 'webhook events', source: EVENTS, render: webhookEventTable },
  { file: 'docs/architecture.md', name: 'events', source: EVENTS, render: eventTable },
  { file: 'docs/errors.md', name: 'error codes', source: 'src/domain/errors.ts', render: errorCodeTable },
];

const begin = ({ name, source }: Catalogue) => `<!-- ${name}: made by npm run docs:events from ${source} -->`;
const end = (name: string) => `<!-- end of ${name} -->`;

/** The document with the catalogue made afresh between its markers; an error when the markers are missing. */
export function withCatalogue(document: string, catalogue: Catalogue): string {
  const start = document.indexOf(begin(catalogue));
  const stop = document.indexOf(end(catalogue.name));
  if (start < 0 || stop < start)
    throw new Error(`${catalogue.file} has no markers for the ${catalogue.name}`);
  const head = document.slice(0, start + begin(catalogue).length);
  return `${head}\n${catalogue.render()}\n${document.slice(stop)}`;
}
