import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '@/domain/contracts/app-info';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { ProviderDataBadges } from './provider-data-badges';

afterEach(() => vi.unstubAllGlobals());

/** The badges of both providers side by side, so the one that shows proves the answer has arrived. */
function renderBoth(info: AppInfo) {
  vi.stubGlobal('fetch', fakeApi(() => ({ status: 200, body: info })).fetchStub);
  renderPage(
    <>
      <section aria-label="Device history">
        <ProviderDataBadges provider="device-history" />
      </section>
      <section aria-label="Carrier">
        <ProviderDataBadges provider="carrier" />
      </section>
    </>,
  );
  return {
    deviceHistory: within(screen.getByRole('region', { name: 'Device history' })),
    carrier: within(screen.getByRole('region', { name: 'Carrier' })),
  };
}

describe('ProviderDataBadges', () => {
  it("shows the carrier's Simulated data only when the carrier is the simulator", async () => {
    const { deviceHistory, carrier } = renderBoth({
      simulatedDeviceHistory: false,
      simulatedCarrier: true,
      deviceHistoryTestStore: false,
    });
    expect(
      await carrier.findByRole('button', { name: /^Simulated data.*live carrier service/ }),
    ).toBeTruthy();
    expect(deviceHistory.queryAllByRole('button')).toEqual([]);
  });

  it("shows device history's Simulated data and Test store only on its own pages", async () => {
    const { deviceHistory, carrier } = renderBoth({
      simulatedDeviceHistory: true,
      simulatedCarrier: false,
      deviceHistoryTestStore: true,
    });
    expect(
      await deviceHistory.findByRole('button', { name: /^Simulated data.*live device-history service/ }),
    ).toBeTruthy();
    expect(deviceHistory.getByRole('button', { name: /^Test store/ })).toBeTruthy();
    expect(carrier.queryAllByRole('button')).toEqual([]);
  });
});
