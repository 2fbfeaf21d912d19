import { CircleQuestionMark, Lock, type LucideIcon, ShieldAlert, ShieldCheck, Users } from 'lucide-react';
import { type LockStatus, NOT_REPORTED } from '@/domain/device-report';
import { isAlarmingLock, lockLabel } from '@/domain/lock-status';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';

/** The device as last checked; null facts were not reported by the provider. */
export interface DeviceStatus {
  lockStatus: LockStatus | null;
  isBlocked: boolean | null;
  claimsCount: number | null;
}

/** What a reported fact says, in the alert's words and style. */
interface Reading {
  variant: 'destructive' | 'success' | 'default';
  icon: LucideIcon;
  text: string;
}

/**
 * One fact of the current status. A fact the provider left out (null) reads as such, in the neutral style with a
 * question mark, dashed like the intake cards: never in the green "clean" style or with its icon.
 */
function StatusAlert({ title, reading }: { title: string; reading: Reading | null }) {
  const Icon = reading?.icon ?? CircleQuestionMark;
  return (
    <Alert
      variant={reading?.variant ?? 'default'}
      className={reading ? undefined : 'border-dashed border-muted-foreground/40'}
    >
      <Icon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{reading?.text ?? NOT_REPORTED}</AlertDescription>
    </Alert>
  );
}

const readLock = (lockStatus: LockStatus): Reading => ({
  variant: isAlarmingLock(lockStatus) ? 'destructive' : 'success',
  icon: Lock,
  text: lockLabel(lockStatus),
});

const readBlock = (isBlocked: boolean): Reading =>
  isBlocked
    ? { variant: 'destructive', icon: ShieldAlert, text: 'This device is blocked by network operators' }
    : { variant: 'success', icon: ShieldCheck, text: 'This device is not blocked' };

const readClaims = (claimsCount: number): Reading => ({
  variant: claimsCount > 0 ? 'destructive' : 'default',
  icon: Users,
  text: `${claimsCount} ${claimsCount === 1 ? 'claim' : 'claims'} found in the ClaimGuard system`,
});

export function CurrentStatus({ status }: { status: DeviceStatus }) {
  const { lockStatus, isBlocked, claimsCount } = status;
  return (
    <div className="grid gap-3">
      <StatusAlert title="Device Lock Status" reading={lockStatus === null ? null : readLock(lockStatus)} />
      <StatusAlert title="GSMA Blacklist" reading={isBlocked === null ? null : readBlock(isBlocked)} />
      <StatusAlert title="Existing Claims" reading={claimsCount === null ? null : readClaims(claimsCount)} />
    </div>
  );
}
