import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfUsePage } from './terms-of-use-page';

function renderAt(path: string, page: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TermsOfUsePage', () => {
  it('has 13 numbered clauses carrying the business constants', () => {
    renderAt('/terms-of-use', <TermsOfUsePage />);
    const clauses = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    expect(clauses).toHaveLength(13);
    expect(clauses.map((title) => Number.parseInt(title, 10))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    const text = screen.getByRole('article').textContent;
    expect(text).toContain('cancel within 14 days');
    expect(text).toContain('remedy it within 21 days');
    expect(text).toContain('amounts paid by the customer for the service in the previous 12 months');
    expect(text).toContain('until 42 days after the notice of dispute');
    expect(text).toContain('governed by English law');
    expect(text).toContain('courts of England and Wales');
    expect(
      screen
        .getAllByRole('link', { name: /contact/i })
        .some((link) => link.getAttribute('href') === '/contact'),
    ).toBe(true);
  });
});

describe('PrivacyPolicyPage', () => {
  it('names the session cookie and links to the contact page', () => {
    renderAt('/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy and Cookie Policies' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'claimguard.session_token' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
  });

  it('stands alone with a main landmark and the site footer', () => {
    renderAt('/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('main')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
  });

  it('renders without its own landmarks under /dashboard', () => {
    renderAt('/dashboard/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('article')).toBeDefined();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    renderAt('/no-such-page', <NotFoundPage />);
    expect(screen.getByRole('main')).toBeDefined();
    expect(screen.getByText('404')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
