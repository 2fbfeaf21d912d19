import { MAX_MONITORING_MONTHLY_BUDGET, MONITORING_INTERVALS, MONITORING_WATCH_DAYS } from './monitoring';

const days = MONITORING_WATCH_DAYS.filter((n) => n > 0);

/** What the monitoring settings say about a value outside the allowed ones (the API's 400 and the form's error). */
export const monitoringMessages = {
  watchDaysInvalid: `Watch days must be 0 (off), ${days.slice(0, -1).join(', ')} or ${days.at(-1)}.`,
  intervalInvalid: `The interval must be ${MONITORING_INTERVALS.join(' or ')}.`,
  monthlyBudgetInvalid: `The monthly budget must be a whole number of searches from 0 to ${MAX_MONITORING_MONTHLY_BUDGET.toLocaleString('en-US')}.`,
  dailyDigestInvalid: 'The daily digest is on (true) or off (false).',
  runConfirmTitle: 'Run monitoring now?',
  runConfirm: (atMost: number, remaining: number) =>
    `Each device due now is searched again, and each search is paid: this run may spend up to ${atMost.toLocaleString('en-US')} ${atMost === 1 ? 'search' : 'searches'} (${remaining.toLocaleString('en-US')} left in this month's budget).`,
};
