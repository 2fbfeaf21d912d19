import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Session } from '@/domain/contracts/session';
import type { Role } from '@/domain/roles';
import { Sheet, SheetContent } from '@/web/components/ui/sheet';
import { cn } from '@/web/lib/cn';
import { useNarrowScreen } from '@/web/lib/use-narrow-screen';
import { SidebarHeader } from './sidebar-header';
import { SidebarNav } from './sidebar-nav';

const STORAGE_KEY = 'claimguard.sidebar-collapsed';

interface Toggle {
  expanded: boolean;
  onClick: () => void;
}

/** Header, pages, the expand/collapse button and the footer links, open (280 px) or as icons only. */
function SidebarPanel({
  session,
  role,
  collapsed,
  toggle,
}: {
  session: Session;
  role: Role;
  collapsed: boolean;
  toggle: Toggle;
}) {
  const year = new Date().getFullYear();
  return (
    <>
      <SidebarHeader session={session} collapsed={collapsed} />
      <SidebarNav role={role} collapsed={collapsed} />
      <div className="border-t px-3 py-3">
        <button
          type="button"
          onClick={toggle.onClick}
          aria-expanded={toggle.expanded}
          aria-label={toggle.expanded ? 'Collapse sidebar' : 'Expand sidebar'}
          className="mb-2 flex w-full items-center justify-center gap-2 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-accent"
        >
          {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
          <span className={cn(collapsed && 'sr-only')}>Collapse</span>
        </button>
        <footer className={cn('px-3 text-xs text-muted-foreground', collapsed && 'sr-only')}>
          <p>© {year} ClaimGuard Data Services Ltd</p>
          <p className="mt-1 flex gap-3">
            <Link className="underline-offset-2 hover:underline" to="/dashboard/privacy-policy">
              Privacy Policy
            </Link>
            <Link className="underline-offset-2 hover:underline" to="/dashboard/terms-of-use">
              Terms of Use
            </Link>
          </p>
        </footer>
      </div>
    </>
  );
}

/**
 * The dashboard's sidebar. On a wide screen it is 280 px open or 80 px collapsed (icons only), and the choice is
 * remembered. On a narrow screen it stays icons only beside the page, and expanding it opens it over the page, which
 * keeps its width; it closes again on Escape, a click outside, Collapse or going to another page.
 */
export function Sidebar({ session, role }: { session: Session; role: Role }) {
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(STORAGE_KEY) === 'true');
  // The page the sheet was opened on: on any other page it is closed.
  const [sheetOpenedOn, setSheetOpenedOn] = useState<string | null>(null);
  const sheetOpen = narrow && sheetOpenedOn === pathname;
  const railCollapsed = narrow || collapsed;

  const toggleRail = () => {
    if (narrow) return setSheetOpenedOn(pathname);
    localStorage.setItem(STORAGE_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const closeSheet = () => setSheetOpenedOn(null);

  return (
    <>
      <aside
        className={cn(
          'sticky top-16 flex h-[calc(100vh-4rem)] shrink-0 flex-col border-r bg-muted/40 transition-[width] duration-200',
          railCollapsed ? 'w-20' : 'w-70',
        )}
      >
        <SidebarPanel
          session={session}
          role={role}
          collapsed={railCollapsed}
          toggle={{ expanded: narrow ? sheetOpen : !collapsed, onClick: toggleRail }}
        />
      </aside>
      <Sheet open={sheetOpen} onOpenChange={(open) => (open ? undefined : closeSheet())}>
        <SheetContent title="Sidebar">
          <SidebarPanel
            session={session}
            role={role}
            collapsed={false}
            toggle={{ expanded: true, onClick: closeSheet }}
          />
        </SheetContent>
      </Sheet>
    </>
  );
}
