import { USER_PAGE_SIZES } from '@/domain/page-sizes';
import { PageSizeSelect, PageSteps } from '@/web/components/pager';

export function UsersFooter(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { page, pageSize, total } = props;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t px-3 py-3 text-sm">
      <PageSizeSelect
        label="Records per page"
        pageSize={pageSize}
        pageSizes={USER_PAGE_SIZES}
        onPageSize={props.onPageSize}
      />
      <div className="flex items-center gap-3">
        <PageSteps page={page} pageCount={pageCount} onPage={props.onPage}>
          Page {page} of {pageCount} ({total} total users)
        </PageSteps>
      </div>
    </div>
  );
}
