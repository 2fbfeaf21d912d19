import fc from 'fast-check';
import { z } from 'zod';
import { hostileString, hostileValue } from './hostile-input';

/** The part of JSON Schema that zod's route schemas produce and that shapes a value. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** The JSON Schema of a route's zod schema as clients fill it in, or undefined when there is none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const withHostile = <T>(typed: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostileValue });

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email')
    return hostileString.map((s) => `${s.replace(/[@\s]/g, '').slice(0, 20)}@demo.test`);
  if (schema.format === 'date')
    return fc.constantFrom('2024-02-29', '0001-01-01', '9999-12-31', '2024-13-45');
  const max = schema.maxLength ?? 10_000;
  return fc.oneof(
    hostileString.map((s) => s.slice(0, max)),
    fc.constantFrom('Theft', 'Device blocked'),
  );
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const bounds = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined);
  const edges = bounds.flatMap((n) => [n, n - 1, n + 1]);
  const inRange = fc.integer({
    min: Math.max(schema.minimum ?? -1000, -1e9),
    max: Math.min(schema.maximum ?? 1000, 1e9),
  });
  return edges.length ? fc.oneof(fc.constantFrom(...edges), inRange) : inRange;
}

/**
 * Values of the schema's shape (its fields, types and rough limits) whose contents are hostile, so most requests get
 * past validation into the handler and the database, where a stray 500 hides; now and then a part is wrong outright.
 */
export function schemaShaped(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  if (schema.enum?.length) return withHostile(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) return withHostile(fc.constant(schema.const));
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(schemaShaped));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, schemaShaped(value)]),
      );
      return withHostile(fc.record(model, { requiredKeys: schema.required ?? [] }));
    }
    case 'array':
      return withHostile(fc.array(schemaShaped(schema.items), { maxLength: 4 }));
    case 'string':
      return withHostile(stringFor(schema));
    case 'integer':
    case 'number':
      return withHostile(numberFor(schema));
    case 'boolean':
      return withHostile(fc.boolean());
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}
