import { NavLink, useMatch } from 'react-router';
import { can } from '@/domain/permissions';
import type { Role } from '@/domain/roles';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip';
import { cn } from '@/web/lib/cn';
import { NAV_GROUPS, type NavItem } from './nav-items';

function visibleGroups(role: Role) {
  return NAV_GROUPS.filter((group) => can(role, group.action)).map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.action || can(role, item.action)),
  }));
}

function NavEntry({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const end = item.to === '/dashboard';
  // The classes are worked out here rather than by NavLink from a function: collapsed, the link is the tooltip's
  // trigger, whose Slot joins the link's className as text, and a function became its own source code.
  const isActive = useMatch({ path: item.to, end }) !== null;
  const link = (
    <NavLink
      to={item.to}
      end={end}
      className={cn(
        'flex items-center gap-3 rounded-md py-1.5 text-sm font-medium hover:bg-accent hover:text-foreground',
        isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground/80',
        collapsed ? 'justify-center px-0' : 'px-3',
      )}
    >
      <item.icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
    </NavLink>
  );
  if (!collapsed) return link;
  // Icons only: the name shows beside the icon on hover and keyboard focus.
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}

/** The pages the role may open, in their groups; collapsed, the group names and page names are for screen readers. */
export function SidebarNav({ role, collapsed }: { role: Role; collapsed: boolean }) {
  return (
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
                <NavEntry item={item} collapsed={collapsed} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
