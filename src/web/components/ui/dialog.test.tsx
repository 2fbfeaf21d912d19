import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

/** Review Claim with its JSON viewer: a dialog that opens another above it. */
function NestedDialogs() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog open={outer} onOpenChange={setOuter}>
      <DialogContent>
        <DialogTitle>Review Claim</DialogTitle>
        <DialogDescription>The check and its history.</DialogDescription>
        <button type="button" onClick={() => setInner(true)}>
          View JSON
        </button>
        <Dialog open={inner} onOpenChange={setInner}>
          <DialogContent>
            <DialogTitle>Response</DialogTitle>
            <DialogDescription>The provider's full response.</DialogDescription>
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  );
}

describe('DialogContent: Escape closes the dialog on top only', () => {
  it('closes the dialog opened from another, then the first one on a second Escape', async () => {
    const user = userEvent.setup();
    render(<NestedDialogs />);
    await user.click(screen.getByRole('button', { name: 'View JSON' }));
    expect(screen.getByRole('dialog', { name: 'Response' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Response' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Review Claim' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Review Claim' })).toBeNull();
  });
});

/** A row's menu whose item opens a dialog; the dialog's button swaps it for a second one, whose Back swaps it back. */
function RowMenuDialogs() {
  const [open, setOpen] = useState<'review' | 'settle' | null>(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger>Actions for row</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen('review')}>Review</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open === 'review'} onOpenChange={() => setOpen(null)}>
        <DialogContent>
          <DialogTitle>Review</DialogTitle>
          <DialogDescription>The record.</DialogDescription>
          <button type="button" onClick={() => setOpen('settle')}>
            Settle
          </button>
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'settle'} onOpenChange={() => setOpen(null)}>
        <DialogContent>
          <DialogTitle>Settle</DialogTitle>
          <DialogDescription>The decision.</DialogDescription>
          <button type="button" onClick={() => setOpen('review')}>
            Back
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent: focus goes back to what opened it', () => {
  it('returns to the menu button when a dialog opened from its menu closes', async () => {
    const user = userEvent.setup();
    render(<RowMenuDialogs />);
    await user.click(screen.getByRole('button', { name: 'Actions for row' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Review' }));
    expect(await screen.findByRole('dialog', { name: 'Review' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for row' })),
    );
  });

  it('returns to the menu button after the dialog was swapped for another and back', async () => {
    const user = userEvent.setup();
    render(<RowMenuDialogs />);
    await user.click(screen.getByRole('button', { name: 'Actions for row' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Review' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for row' })),
    );
    // Straight from the swapped-in dialog too.
    await user.click(screen.getByRole('button', { name: 'Actions for row' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for row' })),
    );
  });
});
