import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION } from '@/domain/api-version';
import { nameApiComponents } from '@/domain/contracts/components';
import { withIdempotencyKey } from './openapi-idempotency';
import {
  API_KEY_SCHEME,
  declaresSuccess,
  ERROR_SCHEMA,
  errorRepliesOf,
  OPERATION_ID,
  SESSION_SCHEME,
  securityOf,
  successReplyOf,
} from './openapi-operations';

/**
 * OpenAPI generated from the zod schemas of every route, served at /api/openapi.json and browsable at /api/docs.
 * Every documented API route declares a summary and a short camelCase operation id of its own (a route without them
 * fails at start-up, as one without an action does); its security and failure replies follow from the route itself.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { appUrl, serveDocs }: { appUrl: string; serveDocs: boolean },
): Promise<void> {
  const operationIds = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      | (FastifySchema & {
          hide?: boolean;
          summary?: string;
          operationId?: string;
          produces?: readonly string[];
        })
      | undefined;
    if (route.method === 'HEAD' || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs'))
      return;
    if (schema?.hide) return;
    if (!schema?.summary) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no summary (schema.summary)`);
    }
    if (route.method === 'GET' && !declaresSuccess(schema.response) && !schema.produces?.length) {
      throw new Error(`Route GET ${route.url} declares neither a 200 reply nor the file types it produces`);
    }
    const id = schema.operationId;
    if (!id || !OPERATION_ID.test(id)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no short camelCase operationId`);
    }
    const other = operationIds.get(id);
    if (other) throw new Error(`Routes ${other} and ${route.url} share the operationId "${id}"`);
    operationIds.set(id, route.url);
  });

  nameApiComponents();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ClaimGuard API',
        description:
          'Device-claim checks, reviews, settlements and denials. A claim system calls with an API key of its ' +
          'organization (`Authorization: Bearer <key>`, created in the Org Admin Panel), on the operations that name ' +
          "the key's scope; replies to a key carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`. " +
          'The web app signs in with POST /api/auth/sign-in, whose reply sets the session cookie. Failures answer ' +
          '`{ code, message }`.',
        version: API_VERSION,
        license: { name: 'Proprietary', url: new URL('/terms-of-use', appUrl).href },
      },
      servers: [{ url: new URL(appUrl).origin }],
      components: {
        schemas: { Error: ERROR_SCHEMA },
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'claimguard.session_token' },
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: "An organization's API key; each operation open to keys names the scope it needs.",
          },
        },
      },
    },
    transformObject: (input) => withoutUnusedInputs(jsonSchemaTransformObject(input)),
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const described = schema as FastifySchema & { hide?: boolean; summary?: string };
      if (described.hide || !described.summary) return { schema, url };
      const { action, scope, idempotent, refusals } = input.route.config ?? {};
      // What a route produces names its success reply's media types only; its failures stay JSON.
      const { produces, ...documented } = withIdempotencyKey(described, idempotent);
      // A file the handler reads whole is documented as the request body it is (the route validates no body).
      const consumes = (documented as { consumes?: readonly string[] }).consumes;
      const fileBody =
        consumes?.length && !documented.body ? { body: { type: 'string', description: 'The file.' } } : {};
      const declared = documented.response as object | undefined;
      return {
        url,
        schema: {
          ...documented,
          ...fileBody,
          security: securityOf(action, scope),
          response: {
            ...errorRepliesOf(described, url, { action, scope, refusals }),
            ...(declaresSuccess(declared) ? {} : successReplyOf(produces)),
            ...declared,
          },
        },
      };
    },
  });
  // An operator may keep the API's map off a public server (API_DOCS=off); integrators then get it from docs/.
  if (!serveDocs) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { action: 'public' }, schema: { hide: true } }, () => app.swagger());
}

/**
 * The generator writes each named schema twice, as read (`Check`) and as written (`CheckInput`); a schema no request
 * body or parameter uses as written is dropped, so the components are the API's own types and nothing else.
 */
function withoutUnusedInputs<Document extends object>(document: Document): Document {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const { schemas = {}, ...otherComponents } = components ?? {};
  const rest = JSON.stringify({ ...document, components: otherComponents });
  const kept = Object.fromEntries(
    Object.entries(schemas).filter(
      ([name]) => !name.endsWith('Input') || rest.includes(`"#/components/schemas/${name}"`),
    ),
  );
  return { ...document, components: { ...components, schemas: kept } };
}
