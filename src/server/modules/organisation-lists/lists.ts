import type { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import {
  ClaimTypeListReply,
  ClaimTypeReply,
  DenialReasonListReply,
  DenialReasonReply,
} from '@/domain/contracts/organisation-lists';
import { NewClaimTypeSchema } from '@/domain/schemas/claim-type';
import { NewDenialReasonSchema } from '@/domain/schemas/denial-reason';
import { claimTypeStatements, denialReasonStatements, type ListStatements } from './queries';

/**
 * A list each organisation keeps for itself and its Org Admin Panel edits (claim types, denial reasons): every member
 * reads it, an organisation admin adds and removes entries, each change audited. Names are unique in the
 * organisation in any letter case; records that used an entry keep their own copy of its name.
 */
export interface OrganisationList<Entry extends { id: string }> {
  /** The list's URL; an entry is `${path}/:id`. */
  path: string;
  tag: string;
  /** One entry, as the API documentation names it ('claim type'). */
  entryName: string;
  /** An entry as the API shows it, the whole list as the API shows it, and what adding one takes. */
  entrySchema: z.ZodType<Entry>;
  listSchema: z.ZodType<Entry[]>;
  newEntrySchema: z.ZodType<Omit<Entry, 'id'>>;
  statements: ListStatements<Entry>;
  /** The field that names an entry; the audit event of a removal records it. */
  name: keyof Entry & string;
  audit: {
    added: 'claim_type.added' | 'denial_reason.added';
    removed: 'claim_type.removed' | 'denial_reason.removed';
  };
  texts: { exists: string; notFound: string; removed: string };
}

export const claimTypeList: OrganisationList<z.output<typeof ClaimTypeReply>> = {
  path: '/api/v1/claim-types',
  tag: 'claim types',
  entryName: 'claim type',
  entrySchema: ClaimTypeReply,
  listSchema: ClaimTypeListReply,
  newEntrySchema: NewClaimTypeSchema,
  statements: claimTypeStatements,
  name: 'claimType',
  audit: {
    added: 'claim_type.added',
    removed: 'claim_type.removed',
  },
  texts: {
    exists: adminMessages.claimTypeExists,
    notFound: adminMessages.claimTypeNotFound,
    removed: adminMessages.claimTypeRemoved,
  },
};

export const denialReasonList: OrganisationList<z.output<typeof DenialReasonReply>> = {
  path: '/api/v1/denial-reasons',
  tag: 'denial reasons',
  entryName: 'denial reason',
  entrySchema: DenialReasonReply,
  listSchema: DenialReasonListReply,
  newEntrySchema: NewDenialReasonSchema,
  statements: denialReasonStatements,
  name: 'denialReason',
  audit: {
    added: 'denial_reason.added',
    removed: 'denial_reason.removed',
  },
  texts: {
    exists: adminMessages.denialReasonExists,
    notFound: adminMessages.denialReasonNotFound,
    removed: adminMessages.denialReasonRemoved,
  },
};
