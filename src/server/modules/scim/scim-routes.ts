import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateDirectory, type Directory, directoryOf } from './directory';
import { getGroup, listGroups, patchGroup } from './groups-service';
import { resourceTypes, schemas, scimBaseUrl, serviceProviderConfig } from './resources';
import { answerScimError, answerScimNotFound, SCIM_CONTENT_TYPE } from './scim-error';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from './users-service';

type ScimRequest = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>;

/** One text query parameter; a repeated or missing one is none. */
const textParam = (request: ScimRequest, name: string) => {
  const value = request.query[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * SCIM 2.0 (RFC 7643, 7644) for an organisation's identity provider, registered under `/scim/v2`: discovery, Users
 * and Groups. Every request is authenticated by a SCIM token of the organisation (the routes' `public` action only
 * says that the session and API-key hook does not guard them: this plugin's own hook does, before the body is read)
 * and reaches that organisation's people alone. Replies and refusals speak SCIM (`application/scim+json`, its error
 * shape); the routes are left out of the API document, which describes `/api`.
 */
export async function scimRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const baseUrl = scimBaseUrl(services.env.APP_URL);
  app.addContentTypeParser(
    'application/scim+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.setErrorHandler(answerScimError);
  app.setNotFoundHandler(answerScimNotFound);
  app.addHook('preParsing', async (request, reply) => {
    await authenticateDirectory(services, request, reply, baseUrl);
  });

  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    handler: (directory: Directory, request: ScimRequest) => Promise<unknown>,
    status = 200,
  ) =>
    app.route<{ Params: { id: string }; Querystring: Record<string, unknown> }>({
      method,
      url,
      config: { action: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const result = await handler(directoryOf(request), request);
        if (status === 204) return reply.status(204).send();
        return reply.status(status).type(SCIM_CONTENT_TYPE).send(result);
      },
    });

  route('GET', '/ServiceProviderConfig', async () => serviceProviderConfig(baseUrl));
  route('GET', '/ResourceTypes', async () => resourceTypes(baseUrl));
  route('GET', '/Schemas', async () => schemas(baseUrl));

  route('GET', '/Users', (directory, request) =>
    listUsers(services, directory, {
      filter: textParam(request, 'filter'),
      startIndex: textParam(request, 'startIndex'),
      count: textParam(request, 'count'),
    }),
  );
  route('POST', '/Users', (directory, request) => createUser(services, directory, request.body), 201);
  route('GET', '/Users/:id', (directory, request) => getUser(services, directory, request.params.id));
  route('PUT', '/Users/:id', (directory, request) =>
    replaceUser(services, directory, request.params.id, request.body),
  );
  route('PATCH', '/Users/:id', (directory, request) =>
    patchUser(services, directory, request.params.id, request.body),
  );
  route(
    'DELETE',
    '/Users/:id',
    (directory, request) => deleteUser(services, directory, request.params.id),
    204,
  );

  route('GET', '/Groups', (directory, request) =>
    listGroups(services, directory, { filter: textParam(request, 'filter') }),
  );
  route('GET', '/Groups/:id', (directory, request) => getGroup(services, directory, request.params.id));
  route('PATCH', '/Groups/:id', (directory, request) =>
    patchGroup(services, directory, request.params.id, request.body),
  );
}
