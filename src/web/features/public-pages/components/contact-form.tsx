import { useForm, useWatch } from 'react-hook-form';
import { CONTACT_LIMITS } from '@/domain/contact-limits';
import { messages } from '@/domain/messages';
import type { ContactMessage } from '@/domain/schemas/contact-message';
import { FormControls } from '@/web/components/form-controls';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/textarea';
import { useSendContactMessage } from '@/web/features/public-pages/api/send-contact-message';
import type { ApiError } from '@/web/lib/api-client';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { lazyZodResolver } from '@/web/lib/lazy-zod-resolver';
import { notify } from '@/web/lib/notify';
import { showFailure } from '@/web/lib/notify-failure';

const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** Only a rate limit tells the sender something to act on (wait); other failures keep the form's one message. */
const isRateLimited = (error: ApiError) => error.status === 429;

export function ContactForm() {
  const sendMessage = useSendContactMessage();
  const form = useForm<ContactMessage>({
    resolver: lazyZodResolver(
      async () => (await import('@/domain/schemas/contact-message')).ContactMessageSchema,
    ),
    defaultValues: EMPTY_MESSAGE,
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  const onValid = (message: ContactMessage) =>
    sendMessage.mutate(message, {
      onSuccess: () => {
        notify.success(messages.contactSent);
        form.reset();
      },
      onError: (error) => showFailure(error, { title: messages.contactFailed }, { saysWhy: isRateLimited }),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)}>
      <FormControls className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput
            form={form}
            name="name"
            id="contact-name"
            label="Name"
            errorDisplay="described"
            autoComplete="name"
            placeholder="Your name"
          />
          <FormInput
            form={form}
            name="email"
            id="contact-email"
            label="Email"
            errorDisplay="described"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
          />
        </div>
        <FormInput
          form={form}
          name="subject"
          id="contact-subject"
          label="Subject"
          errorDisplay="described"
          placeholder="How can we help?"
        />
        <FormField id="contact-message" label="Message" error={errors.message?.message}>
          <Textarea
            id="contact-message"
            rows={7}
            placeholder="Tell us a little about your organization and what you need."
            aria-invalid={Boolean(errors.message)}
            aria-describedby={
              errors.message ? 'contact-message-count contact-message-error' : 'contact-message-count'
            }
            {...form.register('message')}
          />
          <p
            id="contact-message-count"
            className={
              messageLength > CONTACT_LIMITS.message
                ? 'text-xs text-destructive'
                : 'text-xs text-muted-foreground'
            }
          >
            {messageLength} / {CONTACT_LIMITS.message} characters
          </p>
        </FormField>
        <SubmitButton
          isPending={sendMessage.isPending}
          pendingLabel="Sending..."
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start"
        >
          Send Message
        </SubmitButton>
      </FormControls>
    </form>
  );
}
