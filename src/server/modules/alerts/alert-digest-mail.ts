import { ALERT_KIND_LABELS, type AlertKind } from '@/domain/monitoring';
import type { Mail } from '@/server/mail/mailer';

export interface DigestAlert {
  kind: AlertKind;
  imei: string;
  watchedDevice: 'claimed' | 'replacement';
  claimReference: string | null;
  changeLabel: string;
  beforeValue: string;
  afterValue: string;
}

/** One line a handler can act on: what changed on which device of which claim. */
const lineOf = (alert: DigestAlert) => {
  const device = alert.watchedDevice === 'replacement' ? 'replacement device' : 'claimed device';
  const claim = alert.claimReference ? `, claim ${alert.claimReference}` : '';
  return `- ${ALERT_KIND_LABELS[alert.kind]}: IMEI ${alert.imei} (${device}${claim}). ${alert.changeLabel}: ${alert.beforeValue} → ${alert.afterValue}`;
};

/** The daily digest an org admin receives: the day's new alerts and a link to them on the Alerts screen. */
export function alertDigestMail(input: {
  to: string;
  day: string;
  alerts: DigestAlert[];
  appUrl: string;
}): Mail {
  const { to, day, alerts, appUrl } = input;
  const count = alerts.length === 1 ? '1 new alert' : `${alerts.length} new alerts`;
  const text = [
    `Monitoring raised ${count} on ${day} (UTC): settled devices whose status changed after the payout.`,
    '',
    ...alerts.map(lineOf),
    '',
    `Review them: ${appUrl}/dashboard/alerts?from=${day}&to=${day}`,
    '',
    'You receive this digest because daily e-mail digests are on in the Org Admin Panel.',
    '— ClaimGuard',
  ].join('\n');
  return { kind: 'alert-digest', to, subject: `ClaimGuard: ${count} on ${day}`, text };
}
