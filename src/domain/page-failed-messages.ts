/**
 * What the error page says when drawing a page fails. Apart from the other messages: the error page is part of every
 * page's start-up, and the landing page needs no other message (decision record 056).
 */
export const pageFailedMessages = {
  title: 'This page could not be shown',
  description:
    'Something unexpected went wrong while showing this page. Reload it, or go on from the dashboard; if it happens again, tell your administrator what you were doing.',
};
