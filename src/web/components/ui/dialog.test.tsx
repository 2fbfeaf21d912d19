import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

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
