// Moved to lib/format-date.ts; kept for the features that still import it from here (carrier check, FinLock).
export {
  formatDate as formatCheckDate,
  formatDateTime as formatCheckDateTime,
  formatTime as formatCheckTime,
} from '../../../lib/format-date';
