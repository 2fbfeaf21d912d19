import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/web/testing/render-with-providers';
import { RouteErrorPage } from './route-error-page';

describe('the error page', () => {
  it('says the page could not be shown and offers a reload, the dashboard and home', async () => {
    renderPage(<RouteErrorPage />, '/contact');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(screen.getByText(/Reload it, or go on from the dashboard/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('inside the dashboard offers no way home: the sidebar stays beside it', async () => {
    renderPage(<RouteErrorPage />, '/dashboard/alerts');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
  });
});
