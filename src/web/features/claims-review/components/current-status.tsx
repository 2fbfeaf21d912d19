import { Lock, ShieldAlert, ShieldCheck, Users } from 'lucide-react';
import { type LockStatus, NOT_REPORTED } from '../../../../domain/device-report';
import { isAlarmingLock, lockLabel } from '../../../../domain/lock-status';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/** The device as last checked; null facts were not reported by the provider. */
export interface DeviceStatus {
  lockStatus: LockStatus | null;
  isBlocked: boolean | null;
  claimsCount: number | null;
}

/** A fact the provider left out reads as such, in the neutral style: never the green "clean" one. */
const unreported = 'default' as const;

export function CurrentStatus({ status }: { status: DeviceStatus }) {
  const { lockStatus, isBlocked, claimsCount } = status;
  return (
    <div className="grid gap-3">
      <Alert
        variant={lockStatus === null ? unreported : isAlarmingLock(lockStatus) ? 'destructive' : 'success'}
      >
        <Lock aria-hidden="true" />
        <AlertTitle>Device Lock Status</AlertTitle>
        <AlertDescription>{lockStatus === null ? NOT_REPORTED : lockLabel(lockStatus)}</AlertDescription>
      </Alert>
      <Alert variant={isBlocked === null ? unreported : isBlocked ? 'destructive' : 'success'}>
        {isBlocked ? <ShieldAlert aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        <AlertTitle>GSMA Blacklist</AlertTitle>
        <AlertDescription>
          {isBlocked === null
            ? NOT_REPORTED
            : isBlocked
              ? 'This device is blocked by network operators'
              : 'This device is not blocked'}
        </AlertDescription>
      </Alert>
      <Alert variant={claimsCount !== null && claimsCount > 0 ? 'destructive' : 'default'}>
        <Users aria-hidden="true" />
        <AlertTitle>Existing Claims</AlertTitle>
        <AlertDescription>
          {claimsCount === null
            ? NOT_REPORTED
            : `${claimsCount} ${claimsCount === 1 ? 'claim' : 'claims'} found in the ClaimGuard system`}
        </AlertDescription>
      </Alert>
    </div>
  );
}
