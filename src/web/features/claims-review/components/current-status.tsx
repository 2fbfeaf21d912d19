import { Lock, ShieldAlert, ShieldCheck, Users } from 'lucide-react';
import type { LockStatus } from '../../../../domain/device-report';
import { isAlarmingLock, lockLabel } from '../../../../domain/lock-status';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

export interface DeviceStatus {
  lockStatus: LockStatus | null;
  isBlocked: boolean;
  claimsCount: number;
}

export function CurrentStatus({ status }: { status: DeviceStatus }) {
  return (
    <div className="grid gap-3">
      <Alert variant={isAlarmingLock(status.lockStatus) ? 'destructive' : 'success'}>
        <Lock aria-hidden="true" />
        <AlertTitle>Device Lock Status</AlertTitle>
        <AlertDescription>{lockLabel(status.lockStatus)}</AlertDescription>
      </Alert>
      <Alert variant={status.isBlocked ? 'destructive' : 'success'}>
        {status.isBlocked ? <ShieldAlert aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        <AlertTitle>GSMA Blacklist</AlertTitle>
        <AlertDescription>
          {status.isBlocked ? 'This device is blocked by network operators' : 'This device is not blocked'}
        </AlertDescription>
      </Alert>
      <Alert variant={status.claimsCount > 0 ? 'destructive' : 'default'}>
        <Users aria-hidden="true" />
        <AlertTitle>Existing Claims</AlertTitle>
        <AlertDescription>
          {status.claimsCount} {status.claimsCount === 1 ? 'claim' : 'claims'} found in the ClaimGuard system
        </AlertDescription>
      </Alert>
    </div>
  );
}
