import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkList } from '@/domain/contracts/checks';
import { finLockRequestList } from '@/domain/contracts/finlock-requests';
import { ExportCsvLink } from './export-csv-link';

describe('ExportCsvLink', () => {
  it("downloads the list's export with the search and filters that are set, and only those", () => {
    render(
      <ExportCsvLink route={finLockRequestList.export} query={{ search: '35 33', status: undefined }} />,
    );
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/v1/finlock-requests/export.csv?search=35+33');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('asks for everything when nothing narrows the list', () => {
    render(<ExportCsvLink route={checkList.export} query={{ search: '' }} />);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/checks/export.csv',
    );
  });
});
