import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_REPORTED } from '@/domain/device-report';
import { makeDeviceReport, UNREPORTED_FACTS } from '../../../../tests/fixtures/make-device-report';
import { DeviceReportView } from './device-report-view';

const IMEI = '353328110000062';
const card = (name: string) => within(screen.getByRole('region', { name }));

const stolenRed = makeDeviceReport({
  serial: IMEI,
  certificate: { result: 'red', id: 'CERT-STOLEN-7' },
  stolen: [
    {
      recordDate: '2024-03-03 22:10:00',
      force: 'bedfordshire',
      crimeReference: 'BF/08/1090',
      reportedBy: 'POLICE',
    },
  ],
});

describe('DeviceReportView', () => {
  it('shows a stolen device: the red verdict with its certificate id and the police record', () => {
    render(<DeviceReportView imei={IMEI} report={stolenRed} />);
    expect(screen.getByText('2 warning signs: red certificate, stolen records')).toBeTruthy();
    const certificate = card('Device History Certificate');
    expect(certificate.getByText('Red')).toBeTruthy();
    expect(certificate.getByText('CERT-STOLEN-7')).toBeTruthy();
    const stolen = card('Stolen');
    expect(stolen.getByText('Reported stolen (1 record)')).toBeTruthy();
    expect(stolen.getByText('Mar 03, 2024')).toBeTruthy();
    expect(stolen.getByText('bedfordshire')).toBeTruthy();
    expect(stolen.getByText('BF/08/1090')).toBeTruthy();
    expect(stolen.getByText('POLICE')).toBeTruthy();
    // What was reported clean still reads clean.
    expect(card('Network Block (GSMA)').getByText('Not Blocked')).toBeTruthy();
    expect(card('Lost').getByText('No lost records')).toBeTruthy();
  });

  it('names claims and searches as the provider registry and network', () => {
    const claim = {
      claimDate: '2024-02-01 00:00:00',
      insurer: 'Other Insurer plc',
      claimType: 'settled',
      claimReference: 'OI-77812',
      contactNumber: null,
    };
    const search = { searchDate: '2024-05-02 14:05:00', insurer: 'Insurer A', contactNumber: null };
    render(
      <DeviceReportView
        imei={IMEI}
        report={makeDeviceReport({ claims: [claim], earlierSearches: [search] })}
      />,
    );
    const claims = card('Claims in the Device-History Registry');
    expect(claims.getByText('1 claim found in the device-history registry')).toBeTruthy();
    expect(claims.getByText('Other Insurer plc')).toBeTruthy();
    expect(card('Searches by Other Insurers').getByText('1 search by other insurers')).toBeTruthy();
    expect(screen.queryByText(/ClaimGuard/)).toBeNull();
  });

  it('says card by card what the provider did not report, never as clean', () => {
    render(<DeviceReportView imei={IMEI} report={makeDeviceReport(UNREPORTED_FACTS)} />);
    for (const name of [
      'Stolen',
      'Lost',
      'Found',
      'Ownership',
      'Network Block (GSMA)',
      'Device Lock Status',
      'Claims in the Device-History Registry',
      'Searches by Other Insurers',
      'Certificate Last Searched',
      'GSMA Block History Details',
    ]) {
      const status = card(name).getByText(NOT_REPORTED);
      expect(status.closest('span')?.className ?? '').not.toMatch(/success/);
    }
    expect(card('Device History Certificate').getByText('Green')).toBeTruthy();
    for (const clean of ['Not Blocked', 'No stolen records', 'No warning signs in this report']) {
      expect(screen.queryByText(clean)).toBeNull();
    }
    expect(
      screen.getByText(/No warning signs among the facts reported · Not reported by the provider: claims/),
    ).toBeTruthy();
  });
});
