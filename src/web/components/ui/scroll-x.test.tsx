import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollX } from './scroll-x';

/** Layout as jsdom lacks it: every element `content` px wide inside a `box` px wide box, scrolled by scrollLeft. */
const spies: Array<{ mockRestore: () => void }> = [];
function layout(content: number, box: number) {
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  );
}

const renderTable = () =>
  render(
    <ScrollX label="Block history">
      <table>
        <tbody>
          <tr>
            <td>2024-01-01</td>
          </tr>
        </tbody>
      </table>
    </ScrollX>,
  );

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
  vi.unstubAllGlobals();
});

describe('ScrollX', () => {
  it('says to scroll sideways and takes keyboard focus while the content is wider than its box', () => {
    layout(900, 300);
    renderTable();
    expect(screen.getByText('Scroll sideways to see more')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Block history, scrolls sideways' });
    expect(region.tabIndex).toBe(0);

    // Scrolled to the end: content is hidden on the left only, and the hint stays.
    region.scrollLeft = 600;
    fireEvent.scroll(region);
    expect(screen.getByText('Scroll sideways to see more')).toBeTruthy();
  });

  it('is a plain box when the content fits', () => {
    layout(300, 300);
    renderTable();
    expect(screen.queryByText('Scroll sideways to see more')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
