// The catalogues of events in the documentation, made from the events' own definitions (src/domain/domain-events.ts):
// the webhook events an integrator subscribes to (docs/integration.md) and every event with where it is written
// (docs/architecture.md). `npm run docs:events` rewrites them; event-catalogue.test.ts fails when they drift.
import type { z } from 'zod';
import { DOMAIN_EVENT_NAMES, eventKind } from '../src/domain/domain-events';
import { WEBHOOK_EVENT_TYPES } from '../src/domain/webhook-events';

/** A catalogue's place in a document: the lines between its two markers are made, everything else is written. */
export interface Catalogue {
  file: string;
  name: string;
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

export const CATALOGUES: Catalogue[] = [
  { file: 'docs/integration.md', name: 'webhook events', render: webhookEventTable },
  { file: 'docs/architecture.md', name: 'events', render: eventTable },
];

const begin = (name: string) =>
  `<!-- ${name}: made by npm run docs:events from src/domain/domain-events.ts -->`;
const end = (name: string) => `<!-- end of ${name} -->`;

/** The document with the catalogue made afresh between its markers; an error when the markers are missing. */
export function withCatalogue(document: string, catalogue: Catalogue): string {
  const start = document.indexOf(begin(catalogue.name));
  const stop = document.indexOf(end(catalogue.name));
  if (start < 0 || stop < start)
    throw new Error(`${catalogue.file} has no markers for the ${catalogue.name}`);
  const head = document.slice(0, start + begin(catalogue.name).length);
  return `${head}\n${catalogue.render()}\n${document.slice(stop)}`;
}
