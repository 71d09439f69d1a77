import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { testTheme } from '../theme/testTheme';
import { UIProvider } from '../UIProvider';
import { ConfirmDialog } from './Dialog';

/** A list whose rows can be removed after a confirmation, as the appointments list does. */
function RemovableRows() {
  const [rows, setRows] = useState(['Dr Amal', 'Dr Omar']);
  const [removing, setRemoving] = useState<string | null>(null);
  const removed = useRef(false);
  const list = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={list} tabIndex={-1}>
        Appointments
      </h2>
      {rows.map((row) => (
        <Button key={row} onPress={() => setRemoving(row)}>
          {`Remove ${row}`}
        </Button>
      ))}
      <ConfirmDialog
        title="Remove?"
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        confirmLabel="Remove"
        cancelLabel="Keep"
        onConfirm={() => {
          removed.current = true;
          setRows((current) => current.filter((row) => row !== removing));
        }}
        returnFocus={() => {
          if (!removed.current) return null;
          removed.current = false;
          return list.current;
        }}
      >
        {removing}
      </ConfirmDialog>
    </>
  );
}

const frames = (count: number) =>
  act(
    () =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
  );

afterEach(cleanup);

describe('Dialog returnFocus', () => {
  it('puts focus where the caller says when what opened the dialog is gone, and it stays there', async () => {
    render(
      <UIProvider theme={testTheme} locale="en">
        <RemovableRows />
      </UIProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Dr Amal' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Remove Dr Amal' })).toBeNull();
    await frames(3);
    expect(screen.getByRole('heading', { name: 'Appointments' })).toHaveFocus();
  });

  it('returns focus to the trigger when returnFocus gives nothing', async () => {
    render(
      <UIProvider theme={testTheme} locale="en">
        <RemovableRows />
      </UIProvider>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Remove Dr Omar' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await frames(3);
    expect(trigger).toHaveFocus();
  });
});
