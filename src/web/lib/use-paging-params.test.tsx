import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '@/web/components/search-box';
import { renderRoutes } from '@/web/testing/render-with-providers';
import { usePagingParams } from './use-paging-params';

function ListPage() {
  const paging = usePagingParams([25, 50]);
  return (
    <>
      <SearchBox label="Search by IMEI" value={paging.search} onSearch={paging.setSearch} />
      <p>searching for "{paging.search}"</p>
      <Link to="/other">Other page</Link>
    </>
  );
}

function FilteredPage() {
  const paging = usePagingParams([25, 50], { filters: ['actor', 'action'] as const });
  return (
    <button
      type="button"
      onClick={() => {
        paging.setFilter('actor', 'ada');
        paging.setSearch('3533');
        paging.setFilter('action', 'claim.');
      }}
    >
      Apply
    </button>
  );
}

function OtherPage() {
  return <h1>Other page</h1>;
}

/** A route whose code arrives only when the test says so, like a lazily loaded page on a slow connection. */
function slowRoute() {
  let arrive = () => {};
  const loaded = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return {
    route: { path: '/other', lazy: () => loaded.then(() => ({ Component: OtherPage })) },
    arrive,
  };
}

const pastTheSearchPause = () => new Promise((resolve) => setTimeout(resolve, 450));

describe('usePagingParams', () => {
  it('applies a typed search after the pause, on page 1', async () => {
    const { router } = renderRoutes([{ path: '/list', Component: ListPage }], '/list?page=3');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by IMEI' }), {
      target: { value: ' 3533 ' },
    });
    expect(await screen.findByText('searching for "3533"')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=1&pageSize=25&search=3533');
  });

  it('drops a search whose pause ends while the user is already going to another page', async () => {
    const other = slowRoute();
    const { router } = renderRoutes([{ path: '/list', Component: ListPage }, other.route], '/list');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by IMEI' }), {
      target: { value: '3533' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await pastTheSearchPause();
    other.arrive();
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('keeps both of two changes made before the page draws again (two filter boxes whose pauses end together)', async () => {
    const { router } = renderRoutes([{ path: '/list', Component: FilteredPage }], '/list?pageSize=50');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?pageSize=50&page=1&actor=ada&search=3533&action=claim.'),
    );
  });
});
