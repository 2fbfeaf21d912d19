import type { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import {
  type ClaimTypeReply,
  claimTypeRoutes,
  type DenialReasonReply,
  denialReasonRoutes,
  type OrganisationListRoutes,
} from '@/domain/contracts/organisation-lists';
import { claimTypeStatements, denialReasonStatements, type ListStatements } from './queries';

/**
 * A list each organisation keeps for itself and its Org Admin Panel edits (claim types, denial reasons): every member
 * reads it, an organisation admin adds and removes entries, each change audited. Names are unique in the
 * organisation in any letter case; records that used an entry keep their own copy of its name.
 */
export interface OrganisationList<Entry extends { id: string }> {
  /** Its routes: reading the list, adding an entry (what adding one takes, the entry as the API shows it), removing one. */
  routes: OrganisationListRoutes<z.ZodType<Entry>, z.ZodType<Omit<Entry, 'id'>>>;
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
  routes: claimTypeRoutes,
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
  routes: denialReasonRoutes,
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
