import { MAX_BULK_IDS, MAX_SAVED_VIEWS, MAX_SERVICE_LEVEL_DAYS, SAVED_VIEW_NAME_MAX } from './work-queue';

/** The work queue's texts (assignment, bulk actions, saved views), word for word as the screen and the API give them. */
export const workQueueMessages = {
  invalidAssignee: 'The assignee must be me, none or a user id',
  invalidStatus: 'The status must be new, in-review, referred or waiting-for-customer',
  invalidOverdue: 'Overdue must be true',
  decidedBySettlement: 'A claim becomes decided when it is settled or denied; settle or deny it instead',
  assigneeNotInOrganization: 'The assignee is not an active user of your organization',
  onlySelfAssign: 'Only an organization admin may assign a claim to someone else',
  alreadyDecided: 'The claim was already settled or denied',
  alreadyDecidedSome: (count: number) =>
    `${count} of the selected ${count === 1 ? 'claim was' : 'claims were'} settled or denied meanwhile (or another claim of the same device was denied first), and left as ${count === 1 ? 'it was' : 'they were'}.`,
  denySelectedTitle: (count: number) => `Deny ${count} ${count === 1 ? 'claim' : 'claims'}`,
  denySelectedDescription:
    'Record why these claims are denied. Each is denied as if on its own: its device leaves Claims Review and is listed in Denied Claims.',
  denialReasonUnknown: "The denial reason is not one of your organization's",
  invalidFilter: 'A filter of the view is not valid',
  bulkTooMany: `A bulk action may name at most ${MAX_BULK_IDS} claims`,
  bulkEmpty: 'Select at least one claim',
  bulkDuplicate: 'A claim is named twice',
  bulkNotInOrganization:
    'Some of the selected claims are not open claims of your organization; nothing was changed',
  denialReasonRequired: 'A denial needs a reason',
  serviceLevelRange: `A service level is a whole number of days from 1 to ${MAX_SERVICE_LEVEL_DAYS}`,
  viewNameRequired: 'Name the view',
  viewNameTooLong: `A view's name must be at most ${SAVED_VIEW_NAME_MAX} characters`,
  tooManyViews: `You may keep at most ${MAX_SAVED_VIEWS} saved views`,
  viewExists: 'You already have a view of that name',
  viewNotFound: 'Saved view not found',
  savedViewsDescription:
    'Your own views of Claims Review: a view keeps the search and filters you have set now. Only you see them.',
  noSavedViews: 'No saved views yet. Set the filters and search you use often, then save them here.',
  viewSaved: 'View saved',
  viewDeleted: 'View deleted',
  viewsLoadFailed: 'Your saved views could not be loaded.',
  viewSaveFailed: 'Error saving the view',
  viewDeleteFailed: 'Error deleting the view',
  assigned: (count: number) => `${count} ${count === 1 ? 'claim' : 'claims'} assigned.`,
  denied: (count: number) => `${count} ${count === 1 ? 'claim' : 'claims'} denied.`,
} as const;
