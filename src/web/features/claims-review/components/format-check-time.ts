import { format } from 'date-fns';

/** Spec section 9: MM/dd/yyyy and HH:mm:ss, in the viewer's time zone. */
export const formatCheckDate = (iso: string) => format(new Date(iso), 'MM/dd/yyyy');
export const formatCheckTime = (iso: string) => format(new Date(iso), 'HH:mm:ss');
export const formatCheckDateTime = (iso: string) => format(new Date(iso), 'MM/dd/yyyy HH:mm:ss');
