import type { z } from 'zod';
import type { RoleAction } from '@/domain/permissions';
import { IdParamsSchema } from './params';
import { defineList, defineRoute } from './route';
import { NoContent } from './wire';

/**
 * The routes of a register (Settled Claims, Denied Claims, Replacement Devices): its list and CSV export (`GET path`,
 * product:use with the registers:read scope), a record where it has one (`GET path/:id`, with claims:read), and a
 * delete (`DELETE path/:id`, 204) for the roles `removeAction` is granted to.
 */
export function defineRegister<
  const Query extends z.ZodType,
  const Page extends z.ZodType,
  const Detail extends z.ZodType | undefined = undefined,
>(register: {
  /** The list's URL; a record is `${path}/:id`. */
  path: string;
  tags: string[];
  /** One record, as the API documentation names it ('settled claim'). */
  recordName: string;
  /** The record and the list in the operation ids, as `SettledClaim` and `SettledClaims`. */
  operationNames: { one: string; many: string };
  query: Query;
  page: Page;
  detail?: Detail;
  removeAction: RoleAction;
}) {
  const { path, tags, recordName, operationNames } = register;
  /** What the routes on one record (`path/:id`) share: its path, names and the id parameter. */
  const onRecord = (verb: 'get' | 'delete', summaryVerb: string) => ({
    path: `${path}/:id`,
    summary: `${summaryVerb} a ${recordName}`,
    operationId: `${verb}${operationNames.one}`,
    tags,
    params: IdParamsSchema,
  });
  return {
    list: defineList({
      path,
      summary: `List ${tags[0]}`,
      operationId: `list${operationNames.many}`,
      tags,
      query: register.query,
      reply: register.page,
      action: 'product:use',
      scope: 'registers:read',
    }),
    detail: (register.detail
      ? defineRoute({
          method: 'GET',
          ...onRecord('get', 'Read'),
          reply: register.detail,
          action: 'product:use',
          scope: 'claims:read',
        })
      : undefined) as Detail extends z.ZodType ? RegisterRecord<Detail> : undefined,
    remove: defineRoute({
      method: 'DELETE',
      ...onRecord('delete', 'Delete'),
      reply: NoContent,
      status: 204,
      action: register.removeAction,
    }),
  };
}

/** `GET path/:id` of a register: one record. */
type RegisterRecord<Detail extends z.ZodType> = ReturnType<
  typeof defineRoute<{
    method: 'GET';
    path: string;
    summary: string;
    operationId: string;
    tags: string[];
    params: typeof IdParamsSchema;
    reply: Detail;
    action: 'product:use';
    scope: 'claims:read';
  }>
>;
