import { Construction } from 'lucide-react';
import { PageHeader } from '@/web/components/page-header';

/** Shown on dashboard routes whose screen is scheduled but not built yet, so the route exists and says so honestly. */
export function UpcomingScreen({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="flex items-center gap-3 rounded-xl border border-dashed bg-muted/40 p-6 text-muted-foreground">
        <Construction className="size-6 shrink-0" aria-hidden="true" />
        <p>This screen is part of an upcoming release.</p>
      </div>
    </>
  );
}
