import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { SettleDialog } from './settle-dialog';

/** The Settle Claim dialog attached to an intake result; once settled, the button says so. */
export function SettleFromIntake({ checkId }: { checkId: string }) {
  const [state, setState] = useState<'idle' | 'open' | 'settled'>('idle');
  return (
    <>
      <Button onClick={() => setState('open')} disabled={state === 'settled'}>
        <BadgeCheck aria-hidden="true" />
        {state === 'settled' ? 'Claim Settled' : 'Settle Claim'}
      </Button>
      {state === 'open' ? (
        <SettleDialog
          checkId={checkId}
          onClose={() => setState((current) => (current === 'open' ? 'idle' : current))}
          onSettled={() => setState('settled')}
        />
      ) : null}
    </>
  );
}
