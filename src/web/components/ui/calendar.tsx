import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { cn } from '@/web/lib/cn';

/** react-day-picker in the app's colours: month and year lists, days as buttons, the arrow keys move between days. */
export function Calendar({ className, classNames, ...props }: DayPickerProps) {
  return (
    <DayPicker
      className={cn('text-sm', className)}
      classNames={{
        months: 'relative flex flex-col',
        month: 'grid gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        month_caption: 'flex h-8 items-center justify-center px-9',
        dropdowns: 'flex items-center gap-2',
        dropdown_root:
          'relative flex items-center rounded-md border border-input bg-background has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        dropdown: 'absolute inset-0 w-full cursor-pointer opacity-0',
        caption_label: 'flex items-center gap-1 px-2 py-1 font-medium [&_svg]:size-3.5 [&_svg]:opacity-60',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-center text-xs font-normal text-muted-foreground',
        week: 'mt-1 flex',
        day: 'size-9 p-0 text-center',
        day_button:
          'size-9 rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none',
        today: 'font-semibold text-primary',
        selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90',
        outside: 'text-muted-foreground opacity-60',
        disabled: 'text-muted-foreground opacity-40',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron }}
      {...props}
    />
  );
}

const navButton =
  'inline-flex size-8 items-center justify-center rounded-md border border-input bg-background hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:pointer-events-none aria-disabled:opacity-40';

function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' | undefined }) {
  const Icon = orientation === 'left' ? ChevronLeft : orientation === 'right' ? ChevronRight : ChevronDown;
  return <Icon className="size-4" aria-hidden="true" />;
}
