import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Action } from '@/domain/permissions';
import type { TenantContext } from '@/server/auth/tenant-context';
import type { RegisterQuery } from '@/server/db/register-page';
import { type ListAccess, type ListExport, registerCsvExport } from './csv-export';
import { IdParamsSchema } from './id-params';

type IdParams = z.output<typeof IdParamsSchema>;

type Read<Input, Reply extends z.ZodType> = (tenant: TenantContext, input: Input) => Promise<z.output<Reply>>;

export interface Register<Page extends z.ZodType, Detail extends z.ZodType, Row = unknown> {
  /** The register's list URL; a record is `${path}/:id`. */
  path: string;
  tags: string[];
  /** One record, as the API documentation names it ('settled claim'). */
  recordName: string;
  /** `GET path`: one page of the organisation's records (product:use). */
  list: { query: z.ZodType<RegisterQuery>; reply: Page; read: Read<RegisterQuery, Page> };
  /** `GET path/:id`: one record (product:use), 404 when the organisation has none. */
  detail?: { reply: Detail; read: Read<string, Detail> };
  /** `DELETE path/:id`: 204 once removed, for the roles `action` is granted to. */
  remove: { action: Action; run: (tenant: TenantContext, id: string) => Promise<void> };
  /** `GET path/export.csv`: every record matching the list's search and filters, as a CSV download. */
  export: ListExport<Row, RegisterQuery>;
}

/**
 * The routes of a register (Settled Claims, Denied Claims, Replacement Devices): its list, its CSV export, a record, a
 * delete.
 */
export function registerRoutes<Page extends z.ZodType, Detail extends z.ZodType, Row>(
  app: FastifyInstance,
  register: Register<Page, Detail, Row>,
): void {
  const { path, tags, recordName, list, detail, remove } = register;

  // The schemas validate the query and id before the handler runs, and the replies before they are sent.
  const listAccess: ListAccess = { action: 'product:use', scope: 'registers:read' };
  app.get<{ Querystring: RegisterQuery }>(
    path,
    {
      config: listAccess,
      schema: { summary: `List ${tags[0]}`, tags, querystring: list.query, response: { 200: list.reply } },
    },
    (request) => list.read(request.tenant, request.query),
  );

  registerCsvExport(app, {
    listPath: path,
    tags,
    access: listAccess,
    query: list.query,
    export: register.export,
  });

  if (detail) {
    app.get<{ Params: IdParams }>(
      `${path}/:id`,
      {
        config: { action: 'product:use', scope: 'claims:read' },
        schema: {
          summary: `Read a ${recordName}`,
          tags,
          params: IdParamsSchema,
          response: { 200: detail.reply },
        },
      },
      (request) => detail.read(request.tenant, request.params.id),
    );
  }

  app.delete<{ Params: IdParams }>(
    `${path}/:id`,
    {
      config: { action: remove.action },
      schema: { summary: `Delete a ${recordName}`, tags, params: IdParamsSchema },
    },
    async (request, reply) => {
      await remove.run(request.tenant, request.params.id);
      return reply.status(204).send();
    },
  );
}
