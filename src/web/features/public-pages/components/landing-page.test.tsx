import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

function renderLandingPage() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it('shows the hero, the three value cards and a Learn More link to the features', () => {
    renderLandingPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Mobile Device Claims Validation',
    ]);
    for (const title of ['Stop Insurance Fraud', 'Prevent Trading', 'Improve Recovery']) {
      expect(screen.getByRole('heading', { name: title })).toBeDefined();
    }
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('#features');
    expect(
      screen.getByRole('heading', { name: 'Validate Mobile Device Insurance Claims' }).closest('section')?.id,
    ).toBe('features');
  });

  it('lists the six benefits of use', () => {
    renderLandingPage();
    const benefits = screen.getByRole('region', { name: 'Benefits of use' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
  });

  it('has a main landmark and a footer linking to the public pages', () => {
    renderLandingPage();
    expect(screen.getByRole('main')).toBeDefined();
    const footer = within(screen.getByRole('contentinfo'));
    const copyright = footer.getByText(
      (_, element) => element?.tagName === 'P' && /^©/.test(element.textContent ?? ''),
    );
    expect(copyright.textContent).toMatch(new RegExp(`^© ${new Date().getFullYear()} `));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-of-use',
      '/contact',
    ]);
  });
});
