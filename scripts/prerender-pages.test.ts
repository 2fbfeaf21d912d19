import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../src/domain/public-pages';
import { prerender } from '../src/web/prerender';

// The build renders these pages on the server, where there is no window: a component that reaches for one (or for
// data) there must fail the build, not ship a page that shows only once the app has started.
describe('public pages rendered in advance', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path]))('%s renders whole on the server', async (path) => {
    const html = await prerender(path);
    expect(html).toContain('<main');
    expect(html).not.toContain('<!--$!-->');
  });
});
