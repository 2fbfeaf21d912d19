import { format } from 'date-fns';

/** Spec section 9: MM/dd/yyyy and HH:mm:ss, in the viewer's time zone. */
export const formatDate = (iso: string) => format(new Date(iso), 'MM/dd/yyyy');
export const formatTime = (iso: string) => format(new Date(iso), 'HH:mm:ss');
export const formatDateTime = (iso: string) => format(new Date(iso), 'MM/dd/yyyy HH:mm:ss');
/** Settled Claims' 'Date Settled' (spec section 2). */
export const formatDateTimeToMinute = (iso: string) => format(new Date(iso), 'MM/dd/yyyy HH:mm');
