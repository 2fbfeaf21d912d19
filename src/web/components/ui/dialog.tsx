import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, use, useRef, useState } from 'react';
import { cn } from '@/web/lib/cn';

/** Where focus goes back to when the dialog closes; empty for one Radix returns itself (opened by its trigger). */
const ReturnFocusContext = createContext<HTMLElement[]>([]);

/**
 * The dialog's root. It reads where focus should go back to as its `open` turns true, in the render that opens it:
 * the page is still the one it was opened from (the content itself renders only after, through its portal).
 */
export function Dialog({ open, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const [wasOpen, setWasOpen] = useState(false);
  // Kept once it closes: the content may still be on its way out when it gives focus back.
  const [targets, setTargets] = useState<HTMLElement[]>([]);
  if (open === true && !wasOpen) {
    setWasOpen(true);
    setTargets(returnTargetsNow());
  }
  if (open !== true && wasOpen) setWasOpen(false);
  return (
    <ReturnFocusContext value={targets}>
      <DialogPrimitive.Root {...(open === undefined ? {} : { open })} {...props} />
    </ReturnFocusContext>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Escape belongs to the dialog on top. A dialog opened from another (the JSON viewer over Review Claim) sits later in
 * the page; while it is open, the one below leaves Escape to it instead of closing as well.
 */
function isBelowAnotherDialog(content: HTMLElement | null): boolean {
  const open = document.querySelectorAll('[role="dialog"][data-state="open"]');
  return content !== null && open.length > 1 && open[open.length - 1] !== content;
}

/** Each open dialog's places to give focus back to on closing, the first still on the page winning. */
const returnTargets = new WeakMap<Element, HTMLElement[]>();

/**
 * Where focus goes back to when a dialog opening now closes: the button of the menu it was chosen from (Radix labels a
 * menu by its button), else the focused element; then wherever the dialog it was opened from would have sent it. A
 * dialog opened from a row's menu and swapped for another (Review Claim for Settle, and back) returns to the row's button.
 */
function returnTargetsNow(): HTMLElement[] {
  const menu = document.querySelector('[role="menu"][data-state="open"]');
  const active = document.activeElement;
  const opener = menu
    ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '')
    : active instanceof HTMLElement && active !== document.body
      ? active
      : null;
  if (!opener) return [];
  const openerDialog = opener.closest('[role="dialog"]');
  return [opener, ...((openerDialog && returnTargets.get(openerDialog)) ?? [])];
}

/** How wide a dialog may grow: a form's (lg), or a record's with tables and columns (3xl, 4xl). */
const DIALOG_WIDTHS = { lg: 'max-w-lg', '3xl': 'max-w-3xl', '4xl': 'max-w-4xl' } as const;
export type DialogWidth = keyof typeof DIALOG_WIDTHS;

export function DialogContent({
  className,
  width = 'lg',
  children,
  onEscapeKeyDown,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { width?: DialogWidth }) {
  const content = useRef<HTMLDivElement>(null);
  const targets = use(ReturnFocusContext);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 shadow-lg',
          DIALOG_WIDTHS[width],
          className,
        )}
        {...props}
        ref={(element: HTMLDivElement | null) => {
          content.current = element;
          // A dialog opened from this one finds here where focus goes once both are gone.
          if (element) returnTargets.set(element, targets);
        }}
        onEscapeKeyDown={(event: globalThis.KeyboardEvent) => {
          if (isBelowAnotherDialog(content.current)) event.preventDefault();
          else onEscapeKeyDown?.(event);
        }}
        onCloseAutoFocus={(event: Event) => {
          onCloseAutoFocus?.(event);
          const target = targets.find((element) => element.isConnected);
          if (event.defaultPrevented || !target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
