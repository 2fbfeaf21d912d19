import fc from 'fast-check';
import { z } from 'zod';
import { hostileString, hostileValue } from './hostile-input';

/** The part of JSON Schema that zod's route schemas and the OpenAPI document produce and that shapes a value. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** How values are shaped beyond the schema itself. */
export interface Shaping {
  /** The schemas a `$ref` names (`#/components/schemas/Check`), as an OpenAPI document holds them. */
  components?: Readonly<Record<string, JsonSchema>>;
  /** Whether a part may now and then be wrong outright (a hostile value of any type); true unless set. */
  wrongParts?: boolean;
}

/** The JSON Schema of a route's zod schema as clients fill it in, or undefined when there is none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const COMPONENT = '#/components/schemas/';

function resolved(ref: string, { components = {} }: Shaping): JsonSchema {
  const schema = ref.startsWith(COMPONENT) ? components[ref.slice(COMPONENT.length)] : undefined;
  if (!schema) throw new Error(`$ref ${ref} names no schema of the document`);
  return schema;
}

/** Dates from 1970 to 2099, each a real day: what a client sends when it gets the type right. */
const realDate = fc.date({ min: new Date(0), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email')
    return hostileString.map((s) => `${s.replace(/[@\s]/g, '').slice(0, 20)}@demo.test`);
  if (schema.format === 'date')
    return fc.oneof(
      fc.constantFrom('2024-02-29', '0001-01-01', '9999-12-31', '2024-13-45'),
      realDate.map((date) => date.toISOString().slice(0, 10)),
    );
  if (schema.format === 'date-time') return realDate.map((date) => date.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  return fc
    .oneof(hostileString, fc.constantFrom('Theft', 'Device blocked'))
    .map((s) => s.slice(0, max).padEnd(min, 'x'));
}

function numberFor(schema: JsonSchema, { wrongParts = true }: Shaping): fc.Arbitrary<number> {
  const bounds = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined);
  const edges = bounds.flatMap((n) => (wrongParts ? [n, n - 1, n + 1] : [n]));
  const inRange = fc.integer({
    min: Math.max(schema.minimum ?? -1000, -1e9),
    max: Math.min(schema.maximum ?? 1000, 1e9),
  });
  return edges.length ? fc.oneof(fc.constantFrom(...edges), inRange) : inRange;
}

function arrayFor(schema: JsonSchema, shaping: Shaping): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
  return fc.array(schemaShaped(schema.items, shaping), { minLength, maxLength });
}

/**
 * Values of the schema's shape (its fields, types and limits) whose contents are hostile, so most requests get past
 * validation into the handler and the database, where a stray 500 hides; now and then a part is wrong outright, unless
 * `shaping.wrongParts` is false.
 */
export function schemaShaped(schema: JsonSchema | undefined, shaping: Shaping = {}): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  const withHostile = <T>(typed: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
    shaping.wrongParts === false
      ? typed
      : fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostileValue });
  const shaped = (part: JsonSchema) => schemaShaped(part, shaping);
  if (schema.$ref) return shaped(resolved(schema.$ref, shaping));
  if (schema.enum?.length) return withHostile(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) return withHostile(fc.constant(schema.const));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(shaped));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => shaped({ ...schema, type })));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, shaped(value)]),
      );
      return withHostile(fc.record(model, { requiredKeys: schema.required ?? [] }));
    }
    case 'array':
      return withHostile(arrayFor(schema, shaping));
    case 'string':
      return withHostile(stringFor(schema));
    case 'integer':
    case 'number':
      return withHostile(numberFor(schema, shaping));
    case 'boolean':
      return withHostile(fc.boolean());
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}
