import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '@/web/testing/find-toast';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { ProfilePage } from './profile-page';

const PROFILE = {
  email: 'jo.smith@demo.test',
  firstName: 'Jo',
  lastName: 'Smith',
  title: 'Handler',
  role: 'organization_member',
  organisation: { name: 'Demo Insurance' },
  avatarUrl: null,
};

function renderProfile(avatarAnswer: { status: number; body: unknown } = { status: 200, body: {} }) {
  const api = fakeApi((method, path, body) => {
    if (path === '/api/v1/profile' && method === 'GET') return { status: 200, body: PROFILE };
    if (path === '/api/v1/profile' && method === 'PATCH') {
      return {
        status: 200,
        body: { message: 'Profile updated successfully', profile: { ...PROFILE, ...(body as object) } },
      };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  const uploads: Array<{ body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      uploads.push({ body: init.body });
      return new Response(JSON.stringify(avatarAnswer.body), { status: avatarAnswer.status });
    }
    return api.fetchStub(input, init);
  });
  const user = userEvent.setup({ applyAccept: false });
  renderPage(<ProfilePage />, '/dashboard/manage-profile');
  return { user, calls: api.calls, uploads };
}

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('Manage Profile', () => {
  it('shows e-mail, organisation and the humanised role read-only', async () => {
    renderProfile();
    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('jo.smith@demo.test');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Organization').value).toBe('Demo Insurance');
    expect(screen.getByLabelText<HTMLInputElement>('Role').value).toBe('Organization Member');
    expect(screen.getByRole('img', { name: 'Your avatar' }).textContent).toBe('JO');
  });

  it('saves first name, last name and title', async () => {
    const { user, calls } = renderProfile();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Team Lead');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Profile updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      firstName: 'Jo',
      lastName: 'Smith',
      title: 'Team Lead',
    });
  });

  it('refuses a file that is not an image and one over 2 MB without uploading', async () => {
    const { user, uploads } = renderProfile();
    const input = await screen.findByLabelText('Avatar image');
    await user.upload(input, file('notes.txt', 'text/plain'));
    expect((await findToast('Invalid file type')).getByText('Please upload an image file')).toBeTruthy();
    await user.upload(input, file('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(
      (await findToast('File too large')).getByText('Please upload an image smaller than 2MB'),
    ).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it("uploads an image and shows the new avatar, or the server's refusal", async () => {
    const { user, uploads } = renderProfile({
      status: 200,
      body: { message: 'Avatar updated successfully', avatarUrl: '/api/v1/profile/avatar?v=abc' },
    });
    await user.upload(await screen.findByLabelText('Avatar image'), file('me.png', 'image/png'));
    expect(await findToast('Avatar updated successfully')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe(
        '/api/v1/profile/avatar?v=abc',
      ),
    );
    expect(uploads[0]?.body).toBeInstanceOf(File);
  });

  it('shows the server heading when it refuses the content', async () => {
    const { user } = renderProfile({
      status: 415,
      body: { code: 'INVALID_FILE_TYPE', title: 'Invalid file type', message: 'Please upload an image file' },
    });
    await user.upload(await screen.findByLabelText('Avatar image'), file('renamed.png', 'image/png'));
    expect((await findToast('Invalid file type')).getByText('Please upload an image file')).toBeTruthy();
  });
});
