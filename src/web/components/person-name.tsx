/** A person's first and last name, whichever are set, or '—' when neither is. */
export function PersonName({ person }: { person: { firstName?: string | null; lastName?: string | null } }) {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || '—';
}
