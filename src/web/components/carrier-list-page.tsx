import type { ComponentProps, ReactNode } from 'react';
import { CARRIER_PAGE_SIZES } from '@/domain/carrier-page-sizes';
import { ExportCsvLink } from './export-csv-link';
import { PageHeader } from './page-header';
import { PagedListCard } from './paged-list-card';
import { PoweredBy } from './powered-by';
import { ProviderDataBadges } from './provider-data-badges';

/**
 * A carrier screen's list page (Check History, FinLock Removal): its header with the carrier data badges, any
 * `actions` and the list's CSV export; the list (`children`) searchable by IMEI in the carrier page sizes; its
 * `dialogs`; and the Powered by footer.
 */
export function CarrierListPage({
  title,
  description,
  actions,
  exportCsv,
  dialogs,
  ...list
}: Omit<ComponentProps<typeof PagedListCard>, 'searchLabel' | 'pageSizes'> & {
  title: string;
  description: string;
  actions?: ReactNode;
  exportCsv: ComponentProps<typeof ExportCsvLink>;
  dialogs: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} description={description}>
        <div className="flex flex-wrap items-center gap-2">
          <ProviderDataBadges provider="carrier" />
          {actions}
          <ExportCsvLink {...exportCsv} />
        </div>
      </PageHeader>
      <PagedListCard searchLabel="Search by IMEI" pageSizes={CARRIER_PAGE_SIZES} {...list} />
      {dialogs}
      <PoweredBy />
    </div>
  );
}
