/**
 * The records of processing: every column of the schema that holds personal data (a person's name, e-mail, address,
 * browser, the people who did the work, a device's IMEI and the claim reference that tie a device to a policyholder),
 * with what it is, why the app keeps it and how long. `npm run docs:processing` writes docs/records-of-processing.md
 * from it, and a test fails when a column that looks personal is declared neither here nor in NOT_PERSONAL.
 *
 * Retention is said in the words of the organization's retention settings (undecidedChecksMonths,
 * decidedClaimsYears, rawAnswersDays, auditEventsYears), which decide it per organization.
 */
export interface PersonalField {
  what: string;
  why: string;
  retention: string;
}

const retention = {
  undecided: "open checks: deleted the organization's undecidedChecksMonths after the check was recorded",
  decided: "decided claims: anonymised the organization's decidedClaimsYears after the decision",
  raw: "raw provider answers: reduced to the decision's facts the organization's rawAnswersDays after the answer was received",
  audit: "audit events: deleted the organization's auditEventsYears after the event",
  account:
    'while the account exists; deleted with the user (an admin, a super admin or directory deprovisioning)',
  session: 'until the session is signed out or expires',
  window: 'the rate-limit window (minutes), then overwritten',
  outbox: 'no automatic limit yet: until the mail is deleted from the outbox',
  credential: 'while the key or token exists (a revoked one is kept for the audit trail)',
  searchLedger:
    'no automatic limit yet: the record of what was paid (its answer is reduced after rawAnswersDays)',
  watch:
    "deleted when the settled claim is anonymised (the organization's decidedClaimsYears after the decision)",
  notAutomated: 'no automatic limit yet: the retention run does not remove it',
} as const;

const imei = (why: string, how: string): PersonalField => ({
  what: "the device's IMEI (ties a device to its owner)",
  why,
  retention: how,
});
const imeiKey = (how: string): PersonalField => ({
  what: "the IMEI's first 14 digits",
  why: 'matching duplicates and earlier records of the device',
  retention: how,
});
const reference = (how: string): PersonalField => ({
  what: "the insurer's claim reference (identifies the policyholder's claim)",
  why: "finding the claim in the insurer's own system; sent to the registry",
  retention: how,
});
const who = (what: string, how: string, why = 'accountability: who did what'): PersonalField => ({
  what: `the user who ${what} (a user id)`,
  why,
  retention: how,
});
const owner = (what: string, how: string) => who(what, how, 'the account itself');
const rawAnswer: PersonalField = {
  what: "the provider's full answer about the device (its history, carriers, owner's lock)",
  why: 'evidence for the claim decision, kept as received',
  retention: retention.raw,
};
const noteOf = (of: string, how: string): PersonalField => ({
  what: `the handler's free-text note on the ${of} (may name people)`,
  why: 'the reasons of the decision',
  retention: how,
});

export const PERSONAL_DATA: Record<string, Record<string, PersonalField>> = {
  users: {
    name: {
      what: "the user's display name",
      why: 'signing in, naming who did what',
      retention: retention.account,
    },
    email: { what: "the user's e-mail address", why: 'signing in, mail', retention: retention.account },
    image: { what: "the user's picture (a link to it)", why: 'the avatar', retention: retention.account },
    email_verified: {
      what: "whether the user's e-mail was confirmed",
      why: 'signing in',
      retention: retention.account,
    },
  },
  profiles: {
    first_name: { what: "the user's first name", why: 'naming the user', retention: retention.account },
    last_name: { what: "the user's last name", why: 'naming the user', retention: retention.account },
    title: { what: "the user's job title", why: 'the team list', retention: retention.account },
    scim_external_id: {
      what: "the identity provider's id of the person",
      why: 'directory sync (SCIM)',
      retention: retention.account,
    },
  },
  avatars: {
    user_id: owner('uploaded the picture', retention.account),
    image: { what: "the user's picture", why: 'the avatar', retention: retention.account },
  },
  user_roles: { user_id: owner('holds the role', retention.account) },
  accounts: { user_id: owner('owns the password', retention.account) },
  two_factors: { user_id: owner('set up two-factor sign-in', retention.account) },
  sessions: {
    user_id: owner('is signed in', retention.session),
    ip_address: {
      what: 'the address the session signed in from',
      why: 'security',
      retention: retention.session,
    },
    user_agent: { what: 'the browser of the session', why: 'security', retention: retention.session },
  },
  known_sign_in_addresses: {
    user_id: owner('signed in', retention.account),
    address: {
      what: 'an address the user signed in from',
      why: 'warning the user of a sign-in from a new address',
      retention: retention.account,
    },
  },
  sign_in_failures: {
    key: {
      what: 'the e-mail or address of failed sign-ins',
      why: 'slowing down password guessing',
      retention: retention.window,
    },
  },
  rate_limit_buckets: {
    key: { what: 'the address or e-mail a limit counts', why: 'rate limits', retention: retention.window },
  },
  verifications: {
    identifier: {
      what: 'what a pending e-mail verification is for (may hold an e-mail)',
      why: 'confirming an e-mail',
      retention: 'until the verification is used or expires',
    },
  },
  invitations: {
    user_id: owner('is invited', retention.account),
    invited_by: who('invited them', retention.account),
  },
  api_keys: {
    created_by: who('created the key', retention.credential),
    revoked_by: who('revoked the key', retention.credential),
  },
  scim_tokens: {
    created_by: who('created the token', retention.credential),
    revoked_by: who('revoked the token', retention.credential),
  },
  webhook_endpoints: { created_by: who('added the endpoint', retention.credential) },
  triage_rule_sets: { created_by: who('saved the rules', 'while the organization exists') },
  claim_checks: {
    imei: imei('the check of the claimed device', retention.undecided),
    imei_key: imeiKey(retention.undecided),
    reference: reference(retention.undecided),
    checked_by: who('recorded the check', retention.undecided),
    assignee_id: who('is assigned the claim (the work queue)', retention.undecided),
    full_response: rawAnswer,
    status_response: rawAnswer,
  },
  legal_holds: {
    imei: imei(
      'a hold on every record of the device',
      'while the hold is in force; a released hold is kept as its record (no automatic limit yet)',
    ),
    imei_key: imeiKey(
      'while the hold is in force; a released hold is kept as its record (no automatic limit yet)',
    ),
    claim_reference: reference(
      'while the hold is in force; a released hold is kept as its record (no automatic limit yet)',
    ),
    created_by: who('placed the hold', retention.audit),
    released_by: who('released the hold', retention.audit),
  },
  saved_views: {
    user_id: owner('saved the view', retention.account),
    name: {
      what: "the view's name, as its owner typed it (may name people)",
      why: 'telling saved views apart',
      retention: retention.account,
    },
  },
  sso_domains: {
    verified_by: who('approved the domain (a super admin)', "while the domain is the organization's"),
  },
  claim_recheck_history: {
    checked_by: who('re-checked the device', retention.undecided),
    full_response: rawAnswer,
  },
  device_verifications: {
    imei_key: imeiKey(
      'replaced by a token when the claim settled on it is anonymised (decidedClaimsYears); otherwise no automatic limit yet',
    ),
    checked_by: who('re-verified the device', retention.notAutomated),
    full_response: rawAnswer,
  },
  device_searches: {
    user_id: who('searched the device', retention.searchLedger),
    imei: imei('the monthly search budget and reuse of paid answers', retention.searchLedger),
    imei_key: imeiKey(retention.searchLedger),
    claim_reference: reference(retention.searchLedger),
    answer: rawAnswer,
  },
  claims: {
    imei: imei('the accepted claim', retention.decided),
    imei_key: imeiKey(retention.decided),
    notes: noteOf('claim', retention.decided),
    accepted_by: who('settled the claim', retention.decided),
    replacement_imei: imei('the replacement handed out', retention.decided),
    replacement_imei_key: imeiKey(retention.decided),
  },
  settled_claims: {
    imei: imei('the settled-claims register and the registry', retention.decided),
    imei_key: imeiKey(retention.decided),
    claim_reference: reference(retention.decided),
    settled_by: who('settled the claim', retention.decided),
    settled_by_name: {
      what: 'the name of who settled it, as then',
      why: 'accountability',
      retention: retention.decided,
    },
    settled_by_email: {
      what: 'the e-mail of who settled it, as then',
      why: 'accountability',
      retention: retention.decided,
    },
    notes: noteOf('settlement', retention.decided),
    override_reason: noteOf('settlement despite changes', retention.decided),
  },
  denied_claims: {
    imei: imei('the denied-claims register', retention.decided),
    imei_key: imeiKey(retention.decided),
    claim_reference: reference(retention.decided),
    denied_by: who('denied the claim', retention.decided),
    denied_by_name: {
      what: 'the name of who denied it, as then',
      why: 'accountability',
      retention: retention.decided,
    },
    denied_by_email: {
      what: 'the e-mail of who denied it, as then',
      why: 'accountability',
      retention: retention.decided,
    },
    notes: noteOf('denial', retention.decided),
  },
  replacement_devices: {
    original_imei: imei('the claimed device a replacement was given for', retention.decided),
    replacement_imei: imei('the replacement handed out', retention.decided),
    notes: noteOf('replacement', retention.decided),
    settled_by: who('handed out the replacement', retention.decided),
  },
  watched_devices: {
    imei: imei('monitoring the device after settlement', retention.watch),
    imei_key: imeiKey(retention.watch),
    claim_reference: reference(retention.watch),
  },
  alerts: {
    imei: imei("the alert on a watched device's change", retention.decided),
    imei_key: imeiKey(retention.decided),
    claim_reference: reference(retention.decided),
    reviewed_by: who('reviewed the alert', retention.decided),
    reviewed_by_name: {
      what: 'the name of who reviewed it, as then',
      why: 'accountability',
      retention: retention.decided,
    },
    review_note: noteOf('alert', retention.decided),
  },
  bulk_intakes: {
    created_by: who('uploaded the file', retention.notAutomated),
    decided_by: who('approved or rejected the batch', retention.notAutomated),
  },
  bulk_intake_rows: {
    imei: imei('one line of an uploaded file', retention.notAutomated),
    reference: reference(retention.notAutomated),
  },
  carrier_checks: {
    imei: imei("the carrier's check of the device", retention.notAutomated),
    imei_key: imeiKey(retention.notAutomated),
    checked_by: who('checked the device with the carrier', retention.notAutomated),
    full_response: {
      what: "the carrier's full answer about the device",
      why: 'the carrier check as received',
      retention: retention.notAutomated,
    },
  },
  finlock_requests: {
    imei: imei('the FinLock request to the carrier', retention.notAutomated),
    imei_key: imeiKey(retention.notAutomated),
    requested_by: who('asked for the FinLock', retention.notAutomated),
  },
  audit_events: {
    actor_user_id: who('made the change', retention.audit),
    subject_id: {
      what: 'the record (or user) the event is about',
      why: 'the audit trail',
      retention: retention.audit,
    },
    details: {
      what: "the facts of the change (an IMEI, a reference, a person's name or e-mail)",
      why: 'the audit trail',
      retention: retention.audit,
    },
    ip_address: {
      what: 'the address of the request that made the change',
      why: 'security',
      retention: retention.audit,
    },
    user_agent: {
      what: 'the browser of the request that made the change',
      why: 'security',
      retention: retention.audit,
    },
  },
  webhook_events: {
    payload: {
      what: "the event sent to the organization's claim system (IMEI, claim reference)",
      why: 'the event feed a claim system reads',
      retention: retention.audit,
    },
  },
  webhook_deliveries: {
    payload: {
      what: 'the event as delivered (IMEI, claim reference)',
      why: 'delivering and retrying webhooks',
      retention: retention.audit,
    },
  },
  idempotency_keys: {
    reply_body: {
      what: "a write's reply, kept for its retry (may hold an IMEI and reference)",
      why: 'answering a retried request once',
      retention: 'a day after the request',
    },
  },
  mail_outbox: {
    to_address: {
      what: "the addressee's e-mail",
      why: 'mail kept while no SMTP server is set',
      retention: retention.outbox,
    },
    reply_to: { what: 'the e-mail replies go to', why: 'contact mail', retention: retention.outbox },
    text: {
      what: 'the mail (names, links)',
      why: 'mail kept while no SMTP server is set',
      retention: retention.outbox,
    },
    html: {
      what: 'the mail as HTML',
      why: 'mail kept while no SMTP server is set',
      retention: retention.outbox,
    },
  },
};

/** Columns whose names look personal but hold nothing about a person, and why. */
export const NOT_PERSONAL: Record<string, string> = {
  'organizations.name': "the organization's (a company's) name",
  'api_keys.name': "the key's label, chosen by an admin",
  'scim_tokens.name': "the token's label, chosen by an admin",
  'organization_tallies.table_name': 'which register a count is of',
  'organization_daily_tallies.table_name': 'which register a count is of',
  'organization_weekly_tallies.table_name': 'which register a count is of',
  'webhook_deliveries.response_status': "the HTTP status the claim system's endpoint answered",
  'carrier_device_images.image': "a picture of the device's model, from the carrier",
  'carrier_checks.device_image_url': "where the carrier's picture of the model is",
  'carrier_checks.device_image_id': 'the stored picture of the model',
  'idempotency_keys.reply_status': "the HTTP status of a write's reply",
  'webhook_deliveries.response_body': "the start of the claim system's answer to a delivery",
};

/**
 * A column whose name says it may hold personal data: a name, an e-mail, an address, a browser, an IMEI, a claim
 * reference, a note, a person who did something, a provider's answer.
 */
export const LOOKS_PERSONAL =
  /(^|_)(e?mail|name|imei|phone|address|ip|reference|agent|notes?|by|user|response|answer|to|reply|external|identifier|image|payload|details)($|_)/;
