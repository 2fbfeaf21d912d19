// What the rest of the server may use of the checks module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { assigneeColumns, assignees, assignmentOf } from './assignment';
export { type CheckView, toCheckView } from './check-view';
export { currentReport, intakeStatusColumns, replaceCurrentStatus } from './current-status';
export { deleteChecksByImeiKey, findClaimReferenceOfDevice } from './device-checks';
export { findDecisionOfCheck, findDeviceRecord } from './device-records';
export { reportFromStored } from './stored-report';
export {
  currentRuleSetSql,
  replacementHandedOutSql,
  ruleSetOrDefault,
  type StoredRuleSet,
  scoreCheck,
  type TriageBasis,
  triageColumns,
  triageOf,
} from './triage';
