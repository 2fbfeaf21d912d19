/** Texts of the Webhooks section of the Org Admin Panel and of its API. */
export const webhookMessages = {
  urlRequired: 'Enter the URL of your endpoint',
  urlTooLong: 'The URL must be at most 2,000 characters',
  urlInvalid: 'Enter a full URL, such as https://claims.example.com/webhooks',
  urlNotHttps:
    'The URL must start with https:// (http:// is accepted only for this computer while developing)',
  urlHasCredentials: 'The URL must not contain a user name or password',
  urlUnresolvable: 'The host of this URL could not be found',
  urlPrivateAddress:
    'The URL points at a private, loopback or link-local address; webhooks are only sent to addresses on the internet',
  eventsRequired: 'Choose at least one event to send',
  changeRequired: 'Name the events or the enabled state to change',
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  deliveryStillPending:
    'This delivery is still being tried; resend it once it has been delivered or has failed.',
  endpointDisabled: 'This endpoint is disabled; enable it before resending.',
  endpointDisabledForTest: 'This endpoint is disabled; enable it before sending it a test event.',
  testEventQueued: 'Test event queued',
  testEventQueuedDetail: "It is signed like any other event; the endpoint's delivery log shows how it went.",
  testEventFailed: 'Error sending test event',
  testEventMessage: 'A test event from ClaimGuard: this endpoint receives and verifies its webhooks.',
  tooManyEndpoints: 'An organization can have at most 20 webhook endpoints',
  disabledAfterFailures: (count: number) =>
    `Disabled after ${count} deliveries in a row failed after their last attempt`,
  disabledMailSubject: 'ClaimGuard: a webhook endpoint was disabled',
  disabledMailText: (input: { url: string; count: number; panelUrl: string }) =>
    [
      `The webhook endpoint ${input.url} was disabled after ${input.count} deliveries in a row failed after their last attempt.`,
      '',
      `Check that the endpoint answers with a 2xx status, then enable it again in the Org Admin Panel: ${input.panelUrl}`,
    ].join('\n'),
  loadFailed: 'Failed to load webhook endpoints. Please try again.',
  loadDeliveriesFailed: 'Failed to load deliveries. Please try again.',
  secretCopyFailed: 'Failed to copy the secret to the clipboard',
  secretShownOnce: 'Copy this signing secret now: it will not be shown again.',
  rotateSecretConfirm: (url: string) =>
    `Deliveries to ${url} are signed with a new secret from now on, and with the old one too for 24 hours: give the receiver the new one within that time, or it will refuse them.`,
  overlapHoursRange: 'The overlap must be a whole number of hours from 0 to 72',
  oldSecretValidUntil: (until: string) =>
    `Deliveries are signed with the old secret too until ${until}; after that only with this one.`,
  oldSecretStopped: 'The old secret signs nothing from now on.',
  eventsSinceTooOld: 'Events are kept for 30 days: `since` must be within the last 30 days',
} as const;
