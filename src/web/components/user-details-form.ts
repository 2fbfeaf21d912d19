import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type UserDetails, type UserDetailsInput, UserDetailsSchema } from '@/domain/schemas/user-details';

/** A form of a person's first name, last name and title, starting from what is stored ('' where nothing is). */
export function useUserDetailsForm(person: {
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
}) {
  return useForm<UserDetailsInput, unknown, UserDetails>({
    resolver: zodResolver(UserDetailsSchema),
    defaultValues: {
      firstName: person.firstName ?? '',
      lastName: person.lastName ?? '',
      title: person.title ?? '',
    },
  });
}
