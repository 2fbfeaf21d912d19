import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '@/web/testing/find-toast';
import {
  CARRIER_CHECK_ID,
  makeCarrierCheck,
  makeFinLockRequest,
  renderCarrierCheckPage,
} from '@/web/testing/render-carrier-page';

afterEach(() => vi.unstubAllGlobals());

const imeiField = () => screen.getByLabelText<HTMLInputElement>('IMEI');
const checkButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Check Device' });

describe('Carrier Check', () => {
  it('prefills the IMEI from ?imei= and limits the field to 15 characters', () => {
    renderCarrierCheckPage(() => undefined, '/dashboard/vz-check?imei=358799110600009');
    expect(imeiField().value).toBe('358799110600009');
    expect(imeiField().maxLength).toBe(15);
    expect(screen.getByText('Powered by')).toBeTruthy();
  });

  it('shows Simulated data when the carrier is the built-in simulator', async () => {
    renderCarrierCheckPage(() => undefined);
    expect(await screen.findByRole('button', { name: /^Simulated data.*live carrier service/ })).toBeTruthy();
  });

  it('shows every field, the picture and the outcome; Check Device stays disabled until New Search', async () => {
    const { user, calls } = renderCarrierCheckPage((method) =>
      method === 'POST' ? { status: 201, body: makeCarrierCheck() } : undefined,
    );
    await user.type(imeiField(), '358799110100000{Enter}');
    expect(await screen.findByText('Device is clear')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/v1/carrier-checks',
      body: { imei: '358799110100000' },
    });
    const fields: Array<[string, string]> = [
      ['Model', 'Google Pixel 8'],
      ['Description', 'GOOGLE PIXEL 8 128GB HAZEL'],
      ['ESN Status', 'CLEAN'],
      ['Device Status', 'ACTIVE'],
      ['Error Code', '00'],
      ['Developer Code', 'NONE'],
      ['Part Number', 'GA04833-US'],
      ['Product ID', 'GP8128HZ'],
      ['Device SKU', 'SKU-PX8-128-HZ'],
      ['Device Type', 'SMARTPHONE'],
    ];
    for (const [label, value] of fields) {
      expect(screen.getByText(label).nextElementSibling?.textContent, label).toBe(value);
    }
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Google Pixel 8' }).src).toContain(
      `/api/v1/carrier-checks/${CARRIER_CHECK_ID}/image`,
    );
    expect(screen.queryByRole('button', { name: 'Request FinLock Removal' })).toBeNull();
    expect(screen.queryByText('Finance: payments outstanding')).toBeNull();
    expect(checkButton().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'New Search' }));
    expect(screen.queryByText('Device is clear')).toBeNull();
    expect(imeiField().value).toBe('');
    expect(checkButton().disabled).toBe(false);
  });

  it.each([
    ['blocked', 'Device is blocked'],
    ['error', 'Status could not be confirmed'],
  ] as const)('shows the %s outcome', async (outcome, text) => {
    const { user } = renderCarrierCheckPage((method) =>
      method === 'POST' ? { status: 201, body: makeCarrierCheck({ outcome, imageUrl: null }) } : undefined,
    );
    await user.type(imeiField(), '358799110300006{Enter}');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('No image available')).toBeTruthy();
  });

  it('refuses an empty IMEI and an invalid one with the rule messages, asking nothing', async () => {
    const { user, calls } = renderCarrierCheckPage(() => undefined);
    await user.click(checkButton());
    expect((await findToast('Validation Error')).getByText('Please enter an IMEI number')).toBeTruthy();
    await user.type(imeiField(), '358799110100001');
    await user.click(checkButton());
    expect((await findToast('Invalid IMEI')).getByText('Invalid IMEI - failed Luhn check')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it.each([
    [
      'the server reason',
      { status: 502, body: { code: 'CARRIER_ERROR', message: 'The carrier service is unavailable.' } },
      'The carrier service is unavailable.',
    ],
    [
      'the fallback text',
      { status: 502, body: { code: 'CARRIER_ERROR', message: '' } },
      'An error occurred while checking the device',
    ],
  ])('shows %s in an alert when the check fails, and allows another try', async (_name, answer, text) => {
    const { user } = renderCarrierCheckPage(() => answer);
    await user.type(imeiField(), '358799110900003{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(checkButton().disabled).toBe(false);
  });

  it("says 'Failed to check device status' when the request never gets an answer", async () => {
    const { user } = renderCarrierCheckPage(() => undefined);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await user.type(imeiField(), '358799110100000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to check device status');
  });

  it('raises a FinLock removal request for a pending loan payment and goes to the FinLock list', async () => {
    const check = makeCarrierCheck({
      canRequestFinLock: true,
      deviceStatus: 'ACTIVE - PENDING LOAN PAYMENT',
    });
    const { user, calls, router } = renderCarrierCheckPage((method, path) => {
      if (path === '/api/v1/carrier-checks') return { status: 201, body: check };
      if (method === 'POST' && path === '/api/v1/finlock-requests') {
        return {
          status: 201,
          body: { message: 'FinLock removal request has been submitted', request: makeFinLockRequest() },
        };
      }
      return undefined;
    });
    await user.type(imeiField(), '358799110600009{Enter}');
    // A clear outcome, and beside it that the device is still under finance.
    const status = (await screen.findByText('Device is clear')).parentElement as HTMLElement;
    expect(within(status).getByText('Finance: payments outstanding')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Request FinLock Removal' }));
    expect(await findToast('FinLock removal request has been submitted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/vz-unlock'));
    expect(calls.find((call) => call.path === '/api/v1/finlock-requests')?.body).toEqual({
      carrierCheckId: CARRIER_CHECK_ID,
    });
  });

  it('shows why a FinLock request was refused', async () => {
    const check = makeCarrierCheck({ canRequestFinLock: true });
    const { user } = renderCarrierCheckPage((_method, path) =>
      path === '/api/v1/carrier-checks'
        ? { status: 201, body: check }
        : {
            status: 409,
            body: {
              code: 'FINLOCK_ALREADY_OPEN',
              message: 'A FinLock removal request for this IMEI is already open.',
            },
          },
    );
    await user.type(imeiField(), '358799110600009{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Request FinLock Removal' }));
    const toast = await findToast('Failed to create FinLock removal request');
    expect(toast.getByText('A FinLock removal request for this IMEI is already open.')).toBeTruthy();
  });
});

describe('Carrier Check from a link', () => {
  it('takes the IMEI of a newer link while the page is open', async () => {
    const { router } = renderCarrierCheckPage(() => undefined, '/dashboard/vz-check?imei=358799110600009');
    expect(imeiField().value).toBe('358799110600009');
    await router.navigate('/dashboard/vz-check?imei=358799110300006');
    await waitFor(() => expect(imeiField().value).toBe('358799110300006'));
  });
});
