import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';

/** Opens the date picker labelled `label` and picks `day` (YYYY-MM-DD) through its year and month lists. */
export async function pickDate(user: ReturnType<typeof userEvent.setup>, label: string, day: string) {
  const date = parseISO(day);
  await user.click(screen.getByLabelText(label));
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Choose the Year' }),
    String(date.getFullYear()),
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Choose the Month' }),
    String(date.getMonth()),
  );
  await user.click(screen.getByRole('button', { name: new RegExp(format(date, 'PPPP')) }));
}
