/**
 * A device report's words, wherever it shows (Claims Intake, Review, Settle, the registers' details). The claims and
 * searches it lists are the provider's: claims registered in its device-history registry and searches made by other
 * insurers on its network, never the organisation's own records in this app.
 */
export const reportMessages = {
  claimsTitle: 'Claims in the Device-History Registry',
  claimsFound: (count: number) =>
    `${count} ${count === 1 ? 'claim' : 'claims'} found in the device-history registry`,
  noClaims: 'No claims found in the device-history registry',
  noClaimsText: 'No insurer has registered a claim against this device in the device-history registry.',
  searchesTitle: 'Searches by Other Insurers',
  searchesFound: (count: number) => `${count} ${count === 1 ? 'search' : 'searches'} by other insurers`,
  noSearches: 'No searches by other insurers',
  noSearchesText: 'No other insurer has searched the device-history network for this device.',
  notReportedText: 'The device-history provider did not report this, so nothing can be concluded from it.',
  verdictLabels: { red: 'Red', green: 'Green', notReported: 'Not reported' },
} as const;
