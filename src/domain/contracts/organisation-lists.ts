import { z } from 'zod';
import { NewClaimTypeSchema } from '@/domain/schemas/claim-type';
import { NewDenialReasonSchema } from '@/domain/schemas/denial-reason';
import { IdParamsSchema } from './params';
import { defineRoute, type RouteContract } from './route';
import { MessageReply, type Wire } from './wire';

/** `POST /api/v1/claim-types`: the claim type just added to the organisation's list. */
export const ClaimTypeReply = z.object({ id: z.uuid(), claimType: z.string(), isTotalLoss: z.boolean() });
export type ClaimType = Wire<typeof ClaimTypeReply>;

/** `GET /api/v1/claim-types`: the organisation's claim types, sorted by name. */
export const ClaimTypeListReply = z.array(ClaimTypeReply);

/** `POST /api/v1/denial-reasons`: the denial reason just added to the organisation's list. */
export const DenialReasonReply = z.object({ id: z.uuid(), denialReason: z.string() });
export type DenialReason = Wire<typeof DenialReasonReply>;

/** `GET /api/v1/denial-reasons`: the organisation's denial reasons, sorted by name. */
export const DenialReasonListReply = z.array(DenialReasonReply);

/** A list's three routes: every member reads it, an organisation admin adds and removes entries. */
export interface OrganisationListRoutes<Entry extends z.ZodType, NewEntry extends z.ZodType> {
  list: RouteContract<undefined, undefined, undefined, z.ZodArray<Entry>>;
  addition: RouteContract<undefined, undefined, NewEntry, Entry>;
  removal: RouteContract<typeof IdParamsSchema, undefined, undefined, typeof MessageReply>;
}

/** The routes of a list each organisation keeps for itself: `path` for the list, `path/:id` for one entry. */
function organisationListRoutes<Entry extends z.ZodType, NewEntry extends z.ZodType>(list: {
  path: string;
  tag: string;
  /** One entry, as the API document names it ('claim type'). */
  entryName: string;
  /** The entry and the list in the operation ids, as `ClaimType` and `ClaimTypes`. */
  operationNames: { one: string; many: string };
  entry: Entry;
  entries: z.ZodArray<Entry>;
  newEntry: NewEntry;
}): OrganisationListRoutes<Entry, NewEntry> {
  const tags = [list.tag];
  return {
    list: defineRoute({
      method: 'GET',
      path: list.path,
      summary: `List ${list.tag}`,
      operationId: `list${list.operationNames.many}`,
      tags,
      reply: list.entries,
      action: 'product:use',
      scope: 'checks:read',
    }),
    addition: defineRoute({
      method: 'POST',
      path: list.path,
      summary: `Add a ${list.entryName}`,
      operationId: `create${list.operationNames.one}`,
      refusals: { 409: `DUPLICATE: the organization has this ${list.entryName} already.` },
      tags,
      body: list.newEntry,
      reply: list.entry,
      status: 201,
      action: 'organisation:manage',
    }),
    removal: defineRoute({
      method: 'DELETE',
      path: `${list.path}/:id`,
      summary: `Remove a ${list.entryName}`,
      operationId: `delete${list.operationNames.one}`,
      tags,
      params: IdParamsSchema,
      reply: MessageReply,
      action: 'organisation:manage',
    }),
  };
}

export const claimTypeRoutes = organisationListRoutes({
  path: '/api/v1/claim-types',
  tag: 'claim types',
  entryName: 'claim type',
  operationNames: { one: 'ClaimType', many: 'ClaimTypes' },
  entry: ClaimTypeReply,
  entries: ClaimTypeListReply,
  newEntry: NewClaimTypeSchema,
});

export const denialReasonRoutes = organisationListRoutes({
  path: '/api/v1/denial-reasons',
  tag: 'denial reasons',
  entryName: 'denial reason',
  operationNames: { one: 'DenialReason', many: 'DenialReasons' },
  entry: DenialReasonReply,
  entries: DenialReasonListReply,
  newEntry: NewDenialReasonSchema,
});
