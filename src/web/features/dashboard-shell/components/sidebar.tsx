import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import type { Session } from '@/domain/contracts/session';
import { can } from '@/domain/permissions';
import type { Role } from '@/domain/roles';
import { cn } from '@/web/lib/cn';
import { NAV_GROUPS } from './nav-items';
import { SidebarHeader } from './sidebar-header';

const STORAGE_KEY = 'claimguard.sidebar-collapsed';

function visibleGroups(role: Role) {
  return NAV_GROUPS.filter((group) => can(role, group.action)).map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.action || can(role, item.action)),
  }));
}

/** The remembered choice, else collapsed on a narrow screen so the page keeps most of the width. */
function isInitiallyCollapsed(): boolean {
  const remembered = localStorage.getItem(STORAGE_KEY);
  if (remembered !== null) return remembered === 'true';
  return window.matchMedia?.('(max-width: 767px)').matches ?? false;
}

/** Collapsible sidebar: 280 px open, 80 px collapsed (icons only); the choice is remembered. */
export function Sidebar({ session, role }: { session: Session; role: Role }) {
  const [collapsed, setCollapsed] = useState(isInitiallyCollapsed);
  const toggle = () => {
    localStorage.setItem(STORAGE_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const year = new Date().getFullYear();

  return (
    <aside
      className={cn(
        'sticky top-16 flex h-[calc(100vh-4rem)] shrink-0 flex-col border-r bg-muted/40 transition-[width] duration-200',
        collapsed ? 'w-20' : 'w-70',
      )}
    >
      <SidebarHeader session={session} collapsed={collapsed} />
      <nav aria-label="Sidebar" className="flex-1 overflow-y-auto px-3 py-2">
        {visibleGroups(role).map((group) => (
          <div key={group.label} className="mb-3">
            <h2
              className={cn(
                'mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
                collapsed && 'sr-only',
              )}
            >
              {group.label}
            </h2>
            <ul className="grid gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/dashboard'}
                    title={collapsed ? item.label : undefined}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium text-foreground/80 hover:bg-accent hover:text-foreground',
                        isActive && 'bg-secondary text-secondary-foreground',
                        collapsed && 'justify-center px-0',
                      )
                    }
                  >
                    <item.icon className="size-5 shrink-0" aria-hidden="true" />
                    <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t px-3 py-3">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
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
    </aside>
  );
}
