import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema, pagedQuerySchema } from './page';
import { IdParamsSchema } from './params';
import { defineRegister } from './register';
import { defineList, defineRoute, FileDownload } from './route';
import { NoContent } from './wire';

const Query = pagedQuerySchema({
  pageSizes: [10, 25, 50] as const,
  defaultPageSize: 25,
  searchTooLong: 'Too long',
});
const Page = z.object({ items: z.array(z.string()) });

describe('defineRoute', () => {
  it('answers 200 and takes no params, query or body unless the route says so', () => {
    const route = defineRoute({
      method: 'GET',
      path: '/api/v1/things',
      summary: 'List things',
      operationId: 'listThings',
      tags: ['things'],
      reply: Page,
      action: 'product:use',
    });
    expect(route).toMatchObject({ status: 200, params: undefined, query: undefined, body: undefined });
    expect(defineRoute({ ...route, status: 204, reply: NoContent }).status).toBe(204);
  });
});

describe('defineList', () => {
  const list = defineList({
    path: '/api/v1/things',
    summary: 'List things',
    operationId: 'listThings',
    tags: ['things', 'more'],
    query: Query,
    reply: Page,
    action: 'organisation:manage',
    scope: 'registers:read',
  });

  it('gives the list route and its CSV export, which asks exactly what the list asks', () => {
    expect(list).toMatchObject({ method: 'GET', path: '/api/v1/things', status: 200, reply: Page });
    expect(list.export).toMatchObject({
      method: 'GET',
      path: '/api/v1/things/export.csv',
      summary: 'Export things as CSV',
      operationId: 'exportThingsCsv',
      description: expect.stringContaining('paging is ignored'),
      tags: ['things', 'more'],
      query: Query,
      reply: FileDownload,
      produces: 'text/csv',
      action: 'organisation:manage',
      scope: 'registers:read',
    });
  });

  it('reads by cursor as well as by page when its query takes a cursor; its export never does', () => {
    const cursorList = defineList({
      path: '/api/v1/synced-things',
      summary: 'List synced things',
      operationId: 'listSyncedThings',
      tags: ['things'],
      query: listQuerySchema({ pageSizes: [25] as const, defaultPageSize: 25, searchTooLong: 'Too long' }),
      reply: Page,
      action: 'product:use',
    });
    expect(cursorList.cursorPaging).toBe(true);
    expect(cursorList.export.cursorPaging).toBeUndefined();
    expect(list.cursorPaging).toBeUndefined();
  });

  it('names no scope on the export when the list names none, and takes the export its own words', () => {
    const own = defineList({
      path: '/api/v1/others',
      summary: 'List others',
      operationId: 'listOthers',
      tags: ['others'],
      query: Query,
      reply: Page,
      action: 'platform:manage',
      exported: { summary: 'Export every other', description: 'Every other.' },
    });
    expect(own.export).toMatchObject({ summary: 'Export every other', description: 'Every other.' });
    expect(own.export).not.toHaveProperty('scope');
  });
});

describe('defineRegister', () => {
  /** The register of things, with or without a record route. */
  const things = (own: Pick<Parameters<typeof defineRegister>[0], 'detail' | 'removeAction'>) =>
    defineRegister({
      path: '/api/v1/things',
      tags: ['things'],
      recordName: 'thing',
      operationNames: { one: 'Thing', many: 'Things' },
      query: Query,
      page: Page,
      ...own,
    });

  it('gives a list with registers:read, a record with claims:read and a delete for the given role action', () => {
    const register = things({ detail: z.object({ imei: z.string() }), removeAction: 'claim:delete' });
    expect(register.list).toMatchObject({
      summary: 'List things',
      operationId: 'listThings',
      action: 'product:use',
      scope: 'registers:read',
    });
    expect(register.detail).toMatchObject({
      method: 'GET',
      path: '/api/v1/things/:id',
      summary: 'Read a thing',
      operationId: 'getThing',
      params: IdParamsSchema,
      action: 'product:use',
      scope: 'claims:read',
    });
    expect(register.remove).toMatchObject({
      method: 'DELETE',
      path: '/api/v1/things/:id',
      summary: 'Delete a thing',
      operationId: 'deleteThing',
      status: 204,
      action: 'claim:delete',
    });
    expect(register.remove).not.toHaveProperty('scope');
  });

  it('has no record route for a register without details', () => {
    const register = things({ removeAction: 'replacement-device:delete' });
    expect(register.detail).toBeUndefined();
  });
});

describe('pagedQuerySchema', () => {
  it('reads page 1 at the default size with no search when nothing is given', () => {
    expect(Query.parse({})).toEqual({ page: 1, pageSize: 25, search: '' });
    expect(Query.parse({ page: '3', pageSize: '50', search: '  35 ' })).toEqual({
      page: 3,
      pageSize: 50,
      search: '35',
    });
  });

  it('refuses a page size not offered, naming those offered', () => {
    const refusal = Query.safeParse({ pageSize: '30' });
    expect(refusal.error?.issues[0]?.message).toBe('Page size must be 10, 25 or 50');
  });

  it('refuses a page below 1 and a search longer than allowed', () => {
    expect(Query.safeParse({ page: '0' }).success).toBe(false);
    expect(Query.safeParse({ page: '100001' }).success).toBe(false);
    expect(Query.safeParse({ page: '1.5' }).success).toBe(false);
    const short = pagedQuerySchema({
      pageSizes: [25],
      defaultPageSize: 25,
      searchTooLong: 'Too long',
      searchMaxLength: 3,
    });
    expect(short.safeParse({ search: 'abcd' }).error?.issues[0]?.message).toBe('Too long');
    expect(short.safeParse({ search: 'abc' }).success).toBe(true);
  });
});
