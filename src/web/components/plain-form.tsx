import type { ComponentProps } from 'react';

/**
 * A form whose `onSubmit` checks the fields itself (against the contract's schema): the browser neither checks them
 * nor sends the form; submitting it, by its button or Enter, runs `onSubmit`.
 */
export function PlainForm({
  onSubmit,
  ...form
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & { onSubmit: () => void }) {
  return (
    <form
      {...form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
