import { format } from 'date-fns';

/** Dates read MM/dd/yyyy and times HH:mm:ss, in the viewer's time zone. */
export const formatDate = (iso: string) => format(new Date(iso), 'MM/dd/yyyy');
export const formatTime = (iso: string) => format(new Date(iso), 'HH:mm:ss');
export const formatDateTime = (iso: string) => format(new Date(iso), 'MM/dd/yyyy HH:mm:ss');
/** A time of today, to the minute. */
export const formatTimeToMinute = (iso: string) => format(new Date(iso), 'HH:mm');
/** Settled Claims' 'Date Settled', to the minute. */
export const formatDateTimeToMinute = (iso: string) => format(new Date(iso), 'MM/dd/yyyy HH:mm');
