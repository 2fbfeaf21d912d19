import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/web/components/ui/toaster';
import { ContactPage } from './contact-page';

const fetchMock = vi.fn<typeof fetch>();

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderContactPage() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (label: string, value: string) => {
    await user.clear(field(label));
    if (value) {
      await user.click(field(label));
      await user.paste(value);
    }
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  /** Fills every field, by label, and sends the form. */
  const send = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await fill(label, value);
    await submit();
  };
  return { user, field, fill, submit, send };
}

const MESSAGE = {
  Name: 'Jane Doe',
  Email: 'jane@insurer.example',
  Subject: 'Demo request',
  Message: 'We would like a demonstration.',
};

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

async function dismissToasts() {
  toast.dismiss();
  await waitFor(() => expect(toasts().queryAllByRole('listitem')).toHaveLength(0));
}

beforeEach(() => {
  toast.dismiss();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ContactPage', () => {
  it('shows the provider e-mail and postal address', () => {
    renderContactPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'support@claimguard.example' }).getAttribute('href')).toBe(
      'mailto:support@claimguard.example',
    );
    expect(screen.getByText('10 Finsbury Square')).toBeDefined();
  });

  it('toasts only the first failing message, in spec order, without calling the server', async () => {
    const { fill, submit, field } = renderContactPage();

    await submit();
    expect(await toasts().findByText('Name is required')).toBeDefined();
    expect(toasts().queryByText('Invalid email address')).toBeNull();
    expect(toasts().queryByText('Subject is required')).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');

    const steps: [label: string, value: string, failingLabel: string, expected: string][] = [
      ['Name', 'n'.repeat(101), 'Name', 'Name must be less than 100 characters'],
      ['Name', 'Jane Doe', 'Email', 'Invalid email address'],
      ['Email', 'not-an-email', 'Email', 'Invalid email address'],
      ['Email', `${'a'.repeat(244)}@example.com`, 'Email', 'Email must be less than 255 characters'],
      ['Email', 'jane@insurer.example', 'Subject', 'Subject is required'],
      ['Subject', 's'.repeat(201), 'Subject', 'Subject must be less than 200 characters'],
      ['Subject', 'Demo request', 'Message', 'Message is required'],
      ['Message', 'm'.repeat(2001), 'Message', 'Message must be less than 2000 characters'],
    ];
    for (const [label, value, failingLabel, expected] of steps) {
      await dismissToasts();
      await fill(label, value);
      await submit();
      expect(await toasts().findByText(expected)).toBeDefined();
      expect(field(failingLabel).getAttribute('aria-invalid')).toBe('true');
      expect(within(field(failingLabel).parentElement as HTMLElement).getByText(expected)).toBeDefined();
    }
    expect(screen.getByText('2001 / 2000 characters')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed values, toasts success and clears the form', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { send, field } = renderContactPage();

    await send({
      Name: '  Jane Doe  ',
      Email: ' jane@insurer.example ',
      Subject: ' Demo request ',
      Message: '  We would like a demonstration.  ',
    });
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    answer(reply(202, { message: "Message sent successfully! We'll get back to you soon." }));

    expect(await toasts().findByText("Message sent successfully! We'll get back to you soon.")).toBeDefined();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/v1/contact-messages');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Jane Doe',
      email: 'jane@insurer.example',
      subject: 'Demo request',
      message: 'We would like a demonstration.',
    });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect((field(label) as HTMLInputElement).value).toBe('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('toasts the failure message when the server cannot send the message', async () => {
    fetchMock.mockResolvedValue(
      reply(502, { code: 'MAIL_FAILED', message: 'Failed to send message. Please try again.' }),
    );
    const { send, field } = renderContactPage();

    await send(MESSAGE);

    expect(await toasts().findByText('Failed to send message. Please try again.')).toBeDefined();
    expect((field('Name') as HTMLInputElement).value).toBe('Jane Doe');
  });

  it('adds the rate-limit notice to the failure toast', async () => {
    fetchMock.mockResolvedValue(
      reply(429, { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' }),
    );
    const { send } = renderContactPage();

    await send(MESSAGE);

    expect(await toasts().findByText('Failed to send message. Please try again.')).toBeDefined();
    expect(toasts().getByText('Too many attempts. Please wait a moment and try again.')).toBeDefined();
  });
});
