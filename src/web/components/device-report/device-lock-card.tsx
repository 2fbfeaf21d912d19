import { Lock, LockOpen } from 'lucide-react';
import type { LockStatus } from '@/domain/device-report';
import { isAlarmingLock, lockLabel } from '@/domain/lock-status';
import { NotReportedCard } from './not-reported-card';
import { ResultCard } from './result-card';

const TITLE = 'Device Lock Status';

const LOCK_HINTS: Record<LockStatus, string> = {
  activated:
    'The device is locked to its owner’s account; it cannot be reused until the owner removes the lock.',
  lost: 'The owner has marked this device as lost in its account.',
  notactivated: 'No activation lock is set on this device.',
  notapplicable: 'This device does not use an activation lock.',
};

/** A status the provider did not send (the account may lack the privilege) is not the same as a clean one. */
export function DeviceLockCard({ lockStatus }: { lockStatus: LockStatus | null }) {
  if (lockStatus === null) return <NotReportedCard title={TITLE} icon={Lock} />;
  const isDanger = isAlarmingLock(lockStatus);
  return (
    <ResultCard
      title={TITLE}
      icon={isDanger ? Lock : LockOpen}
      tone={isDanger ? 'danger' : 'safe'}
      status={lockLabel(lockStatus)}
    >
      <p className="text-muted-foreground">{LOCK_HINTS[lockStatus]}</p>
    </ResultCard>
  );
}
