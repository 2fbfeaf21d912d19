import { ShieldCheck } from 'lucide-react';

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-primary">
      <ShieldCheck className="size-7" aria-hidden="true" />
      ClaimGuard
    </span>
  );
}
