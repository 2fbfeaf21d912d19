import { type ReactNode, type UIEvent, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/web/lib/cn';

interface Overflow {
  /** Content hidden to the left / to the right. */
  left: boolean;
  right: boolean;
}

const NONE: Overflow = { left: false, right: false };

/** What of `element` is out of view now; `was` itself when that has not changed (no new render). */
function overflowOf(element: HTMLElement, was: Overflow): Overflow {
  const left = element.scrollLeft > 1;
  const right = element.scrollWidth - element.clientWidth - element.scrollLeft > 1;
  return left === was.left && right === was.right ? was : { left, right };
}

/**
 * Wide content (a table) that scrolls sideways inside its card, so the page itself never does. While some of it is
 * out of view, a shadow marks the side it is on and a line under it says to scroll; the box then takes keyboard focus
 * (arrow keys scroll it) and is a region named "`label`, scrolls sideways" (not `label` alone: the section holding
 * the table is often named so).
 */
export function ScrollX({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);
  const update = (element: HTMLElement) => setOverflow((was) => overflowOf(element, was));

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflow((was) => overflowOf(element, was)));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const scrollable = overflow.left || overflow.right;
  const shade = 'pointer-events-none absolute inset-y-0 w-6 from-black/10 to-transparent transition-opacity';
  return (
    <div className={cn('w-full min-w-0', className)}>
      <div className="relative">
        <div
          ref={box}
          onScroll={(event: UIEvent<HTMLDivElement>) => update(event.currentTarget)}
          className="w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls sideways` } : {})}
        >
          {children}
        </div>
        <div
          aria-hidden="true"
          className={cn(shade, 'left-0 bg-linear-to-r', overflow.left ? 'opacity-100' : 'opacity-0')}
        />
        <div
          aria-hidden="true"
          className={cn(shade, 'right-0 bg-linear-to-l', overflow.right ? 'opacity-100' : 'opacity-0')}
        />
      </div>
      {scrollable ? (
        <p className="px-3 pt-1 text-xs text-muted-foreground">Scroll sideways to see more</p>
      ) : null}
    </div>
  );
}
