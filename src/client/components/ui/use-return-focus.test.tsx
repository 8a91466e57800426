import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogTitle } from './dialog';

afterEach(cleanup);

/** A dialog opened by a plain button's onClick (no Dialog.Trigger), as most dialogs here are. */
function Opener({ second = false }: { second?: boolean }) {
  const [open, setOpen] = useState<'none' | 'first' | 'second'>('none');
  return (
    <>
      <button type="button" onClick={() => setOpen('first')}>
        Open
      </button>
      <Dialog open={open === 'first'} onOpenChange={(next) => !next && setOpen('none')}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>First</DialogTitle>
          <input aria-label="Name" />
          {second && (
            <button type="button" onClick={() => setOpen('second')}>
              Hand over
            </button>
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'second'} onOpenChange={(next) => !next && setOpen('none')}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Second</DialogTitle>
          <input aria-label="Other" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('useReturnFocus (through DialogContent)', () => {
  it('gives focus back to the button that opened the dialog when it closes', async () => {
    render(<Opener />);
    const button = screen.getByRole('button', { name: 'Open' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('leaves focus in the dialog that took over instead of pulling it back to the page', async () => {
    render(<Opener second />);
    screen.getByRole('button', { name: 'Open' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Other' })).toHaveFocus());
    // The first dialog's close runs its focus return a tick later: focus must stay where it is.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('textbox', { name: 'Other' })).toHaveFocus();
  });
});
