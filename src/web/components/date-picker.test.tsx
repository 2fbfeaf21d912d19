import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays, subYears } from 'date-fns';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isoDay } from '@/domain/loss-date';
import { pickDate } from '@/web/testing/pick-date';
import { DatePicker } from './date-picker';
import { Label } from './ui/label';

function Picked({ earliest, onChange }: { earliest: string; onChange: (day: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Label htmlFor="when">Loss Date</Label>
      <DatePicker
        id="when"
        value={value}
        earliest={earliest}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
    </>
  );
}

function renderPicker(earliest = '1900-01-01') {
  const onChange = vi.fn();
  render(<Picked earliest={earliest} onChange={onChange} />);
  return { user: userEvent.setup(), onChange, trigger: screen.getByLabelText('Loss Date') };
}

const dayButton = (date: Date) => screen.getByRole('button', { name: new RegExp(format(date, 'PPPP')) });

describe('DatePicker', () => {
  it('picks a day through the month and year lists, shows it and closes', async () => {
    const { user, onChange, trigger } = renderPicker();
    expect(trigger.textContent).toBe('Pick a date');
    await pickDate(user, 'Loss Date', '2024-05-01');
    expect(onChange).toHaveBeenCalledWith('2024-05-01');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(trigger.textContent).toBe('05/01/2024');
    expect(trigger.getAttribute('aria-describedby')).toBe('when-value');
  });

  it('offers the years from a hundred years back to this one, and no day after today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12));
    try {
      const { user, trigger } = renderPicker();
      await user.click(trigger);
      const years = optionsOf(await screen.findByRole('combobox', { name: 'Choose the Year' }));
      expect(years.map((option) => option.value)).toEqual(
        Array.from({ length: 101 }, (_, index) => String(1926 + index)),
      );
      expect(dayButton(new Date(2026, 2, 10))).toHaveProperty('disabled', false);
      expect(dayButton(new Date(2026, 2, 11))).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Go to the Next Month' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('never reaches before the earliest day', async () => {
    const { user, trigger } = renderPicker(isoDay(subYears(new Date(), 2)));
    await user.click(trigger);
    const years = optionsOf(await screen.findByRole('combobox', { name: 'Choose the Year' }));
    expect(years[0]?.value).toBe(String(new Date().getFullYear() - 2));
  });

  it('works from the keyboard: Enter opens on today, the arrows move, Enter picks, Escape closes', async () => {
    const { user, onChange, trigger } = renderPicker();
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(dayButton(new Date())));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledWith(isoDay(subDays(new Date(), 1)));
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.keyboard('{Enter}');
    await screen.findByRole('grid');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(onChange).toHaveBeenCalledOnce();
  });
});

/** The options of a native select. */
function optionsOf(select: HTMLElement): HTMLOptionElement[] {
  return [...(select as HTMLSelectElement).options];
}
