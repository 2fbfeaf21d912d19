import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asText, encodeHostile, seedOf } from '../support/hostile-input';
import { type KeptSessions, keepSessions } from '../support/kept-sessions';
import { type JsonSchema, type Shaping, schemaShaped } from '../support/schema-shaped-input';
import { createTestApp } from '../support/test-app';
import { APP_ORIGIN } from '../support/test-env';

/** The most privileged caller reaches every handler; the rate limits would otherwise answer 429 before them. */
const SUPER_ADMIN = 'super@demo.test';
/** Kept small for CI; FUZZ_RUNS=100 digs deeper on a quiet machine. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 6);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Media {
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

// Built while the tests are collected: the document decides which tests exist.
const t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '10000' } });
const document = (await t.get('/api/openapi.json')).json() as OpenApiDocument;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase() as InjectOptions['method'],
    path,
    operation,
  })),
);
type DocumentedOperation = (typeof operations)[number];

let sessions: KeptSessions;
let requests = 0;
/** Requests answered 2xx: a measure of how deep the fuzzing reaches. */
let accepted = 0;
/** The ids each collection lists (`/api/v1/checks` gives its checks' ids), for the paths under it. */
const idsUnder = new Map<string, string[]>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? UUID.test(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(uuidsIn)
      : [];

beforeAll(async () => {
  sessions = await keepSessions(t, [SUPER_ADMIN]);
  // Path parameters aim at records that exist: each collection the document lists without parameters, read once.
  for (const { method, path, operation } of operations) {
    if (method !== 'GET' || path.includes('{') || operation.parameters?.some((p) => p.required)) continue;
    const response = await t.get(path, { cookie: sessions.cookieOf(SUPER_ADMIN) });
    if (response.headers['content-type']?.startsWith('application/json'))
      idsUnder.set(path, [...new Set(uuidsIn(response.json()))]);
  }
});
afterAll(async () => {
  process.stdout.write(
    `OpenAPI fuzzing: ${operations.length} operations, ${requests} requests, ${accepted} 2xx\n`,
  );
  await t.close();
});

const shapes: Shaping = { components: document.components.schemas };
/** Mostly of the declared shape, so the request gets past validation; now and then with parts wrong outright. */
const shaped = (schema: JsonSchema) =>
  fc.oneof(
    { weight: 9, arbitrary: schemaShaped(schema, { ...shapes, wrongParts: false }) },
    { weight: 1, arbitrary: schemaShaped(schema, shapes) },
  );

interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: { contentType: string; value: unknown } | undefined;
}

/**
 * An optional parameter, left out three times in four: the lists read a page by number or by cursor and refuse both
 * at once, so with each paging parameter sent half the time almost every list request was that refusal.
 */
const sometimes = (value: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });

function parametersIn(operation: Operation, where: Parameter['in'], path: string) {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
  const model = Object.fromEntries(
    parameters.map((parameter) => {
      // A header goes as printable text, or the request would not be sent at all.
      const value =
        where === 'header'
          ? schemaShaped(parameter.schema, { ...shapes, wrongParts: false })
          : shaped(parameter.schema);
      const collection = path.slice(0, path.indexOf(`/{${parameter.name}}`));
      const known = where === 'path' ? (idsUnder.get(collection) ?? []) : [];
      const aimed = known.length ? fc.oneof(fc.constantFrom(...known), value) : value;
      return [parameter.name, parameter.required || where === 'path' ? aimed : sometimes(aimed)];
    }),
  );
  return fc
    .record(model)
    .map((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)));
}

function bodyOf(operation: Operation): fc.Arbitrary<FuzzRequest['body']> {
  const { requestBody } = operation;
  if (!requestBody) return fc.constant(undefined);
  const bodies = Object.entries(requestBody.content).map(([contentType, media]) =>
    shaped(media.schema ?? {}).map((value) => ({ contentType, value })),
  );
  const body = fc.oneof(...bodies);
  return requestBody.required ? body : fc.option(body, { nil: undefined, freq: 5 });
}

function fuzzRequest({ path, operation }: DocumentedOperation): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    path: parametersIn(operation, 'path', path),
    query: parametersIn(operation, 'query', path),
    header: parametersIn(operation, 'header', path),
    body: bodyOf(operation),
  });
}

function send({ method, path }: DocumentedOperation, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeHostile(asText(request.path[name])));
  const query = Object.entries(request.query)
    .map(([name, value]) => `${encodeHostile(name)}=${encodeHostile(asText(value))}`)
    .join('&');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.header).map(([name, value]) => [name, asText(value)])),
    origin: APP_ORIGIN,
    cookie: sessions.cookieOf(SUPER_ADMIN),
  };
  const options: InjectOptions = { method, url: query ? `${url}?${query}` : url, headers };
  if (request.body) {
    headers['content-type'] = request.body.contentType;
    options.payload =
      request.body.contentType === 'application/json'
        ? JSON.stringify(request.body.value)
        : asText(request.body.value);
  }
  requests += 1;
  return t.app.inject(options);
}

/** The document's named schemas where zod's reader looks for them (`$defs`), each `$ref` pointed there too. */
const definitions = (schema: JsonSchema) =>
  JSON.parse(
    JSON.stringify({ ...schema, $defs: document.components.schemas }).replaceAll(
      '"#/components/schemas/',
      '"#/$defs/',
    ),
  );
const validators = new Map<JsonSchema, z.ZodType>();
function validatorOf(schema: JsonSchema): z.ZodType {
  const known = validators.get(schema) ?? z.fromJSONSchema(definitions(schema));
  validators.set(schema, known);
  return known;
}

/** The reply is one the operation documents: its status, its media type, and a JSON body of the declared schema. */
function expectDocumented(operation: Operation, response: LightMyRequestResponse) {
  const what = `${response.statusCode} ${response.body.slice(0, 2_000)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  const documented = operation.responses[response.statusCode] ?? operation.responses.default;
  expect(documented, `undocumented status: ${what}`).toBeDefined();
  const content = Object.entries(documented?.content ?? {});
  if (content.length === 0) {
    expect(response.body, what).toBe('');
    return;
  }
  const contentType = String(response.headers['content-type']);
  const media = content.find(([type]) => contentType.startsWith(type));
  expect(
    media,
    `a reply of ${contentType}, documented as ${content.map(([type]) => type)}: ${what}`,
  ).toBeDefined();
  const schema = media?.[0] === 'application/json' ? media[1].schema : undefined;
  if (!schema) return;
  const result = validatorOf(schema).safeParse(response.json());
  expect(result.error?.issues.slice(0, 5), `a reply off its schema: ${what}`).toBeUndefined();
}

describe('OpenAPI fuzzing: requests made from the document, as a super admin, answered as it documents', () => {
  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (name, operation) => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(operation), async (request) => {
          const response = await send(operation, request);
          expectDocumented(operation.operation, response);
          if (response.statusCode < 300) {
            accepted += 1;
            // It may have changed the data (signing out ends the session), so start the next case afresh.
            if (operation.method !== 'GET') await sessions.reset();
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: seedOf(name), endOnFailure: true },
      );
    },
  );
});
