/**
 * Texts of the registration of settled claims with the device-history registry. The reasons are shown to
 * administrators beside "Registry: failed" or "Registry: outcome unknown", so they say what happened in words an
 * administrator can act on.
 */
export const registryMessages = {
  refused: (status: number, said: string) => `The registry refused the claim (HTTP ${status}): ${said}`,
  unavailable: (said: string) => `The registry is unavailable: ${said}`,
  unreachable: (cause: string) => `The registry could not be reached: ${cause}`,
  timedOut: (seconds: number) =>
    `The registry did not answer within ${seconds} s of receiving the claim, so it is not known whether it registered it.`,
  connectionLost: (cause: string) =>
    `The connection to the registry broke after the claim was sent (${cause}), so it is not known whether it registered it.`,
  answeredWithoutSaying: (status: number) =>
    `The registry answered HTTP ${status} without saying whether it registered the claim.`,
  serverStopped:
    'The server stopped while the claim was being sent, so it is not known whether the registry registered it.',
  notConfigured: 'No device registry is configured',
  notRetryable: 'Only a failed registry submission can be retried.',
  outcomeUnknownNotRetryable:
    'The outcome of the last submission is not known: confirm the claim registered, or send it again knowing that it may then be registered twice.',
  notUnknown: 'Only a registry submission whose outcome is unknown can be confirmed or sent again.',
  /** The risk an administrator weighs before choosing, shown beside the two actions. */
  unknownRisk:
    "The claim was sent, but the registry's answer never arrived. Check with the registry before you choose: Confirm registered records it as registered without sending anything; Send again may register the claim twice.",
  confirmTitle: 'Confirm registered?',
  confirmDescription:
    'Only confirm once you have checked with the registry that it holds this claim. Nothing is sent; the claim is recorded as registered, without a transaction id.',
  sendAgainTitle: 'Send again?',
  sendAgainDescription:
    'The registry may already hold this claim. Sending it again may register the claim twice, and a second registration can only be removed by the registry.',
  confirmed: 'The claim is recorded as registered.',
  queued: 'The claim will be sent to the registry again.',
} as const;
