import { format, isValid, max, parseISO, subYears } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { isoDay } from '@/domain/loss-date';
import { Button } from '@/web/components/ui/button';
import { Calendar } from '@/web/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { cn } from '@/web/lib/cn';

/** How far back the month and year lists reach. */
const YEARS_BACK = 100;

/**
 * A day (YYYY-MM-DD, '' for none) picked from a calendar that opens under the button: month and year lists reaching
 * a hundred years back (never before `earliest`), and no day after today. The arrow keys move between days, Enter
 * picks one, Escape closes without picking.
 */
export function DatePicker({
  id,
  value,
  onChange,
  earliest,
  disabled,
  describedBy,
  className,
}: {
  id: string;
  value: string;
  onChange: (day: string) => void;
  /** The earliest day that may be picked, YYYY-MM-DD. */
  earliest: string;
  disabled?: boolean;
  /** The hint's id, read after the picked date. */
  describedBy?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const today = new Date();
  const first = parseISO(earliest);
  // A value that is not a day (from a hand-edited address) shows as none picked rather than failing the page.
  const parsed = value ? parseISO(value) : undefined;
  const selected = parsed && isValid(parsed) ? parsed : undefined;
  const valueId = `${id}-value`;

  const pick = (day: Date | undefined) => {
    if (!day) return;
    onChange(isoDay(day));
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          align="start"
          weight="normal"
          disabled={disabled}
          aria-describedby={[valueId, describedBy].filter(Boolean).join(' ')}
          className={cn(!selected && 'text-muted-foreground', className)}
        >
          <CalendarDays aria-hidden="true" />
          <span id={valueId}>{selected ? format(selected, 'MM/dd/yyyy') : 'Pick a date'}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent>
        <Calendar
          mode="single"
          captionLayout="dropdown"
          autoFocus
          selected={selected}
          onSelect={pick}
          defaultMonth={selected ?? today}
          startMonth={max([first, subYears(today, YEARS_BACK)])}
          endMonth={today}
          disabled={[{ before: first }, { after: today }]}
        />
      </PopoverContent>
    </Popover>
  );
}
