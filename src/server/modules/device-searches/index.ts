// What the rest of the server may use of the device-searches module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { chargedSearch, type SearchOrigin } from './charged-search';
export {
  countOwnSearches,
  type LedgerAnswer,
  ledgerReport,
  ledgerVerdict,
  newestAnswerOf,
  searchBudgetAllows,
} from './reads';
export { deviceSearchRoutes } from './routes';
export { monthOf, nextMonthStart } from './search-month';
export { searchOriginOf } from './search-origin';
