import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('Skip to content', () => {
  it('is the first stop of Tab and moves focus to the main content', async () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/elsewhere">Sidebar link</a>
        </nav>
        <main id={MAIN_CONTENT_ID}>
          <h1>Claims Review</h1>
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
