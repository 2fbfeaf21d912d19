import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@/domain/search-text';
import { SearchBox } from './search-box';

function renderSearchBox() {
  const onSearch = vi.fn();
  render(<SearchBox label="Search by IMEI" value="" onSearch={onSearch} />);
  return { onSearch, input: screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search by IMEI' }) };
}

describe('SearchBox', () => {
  it('searches after a pause in typing, trimmed', async () => {
    const user = userEvent.setup();
    const { onSearch, input } = renderSearchBox();
    await user.type(input, ' 3533 ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('3533'));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  // The server refuses a search over 50 characters with a 400; the box must not let one be typed or pasted.
  it('takes no more characters than the server accepts', async () => {
    expect(SEARCH_MAX_LENGTH).toBe(50);
    const user = userEvent.setup();
    const { onSearch, input } = renderSearchBox();
    await user.type(input, '1'.repeat(60));
    expect(input.value).toBe('1'.repeat(50));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('1'.repeat(50)));

    await user.clear(input);
    await user.paste('2'.repeat(70));
    expect(input.value).toBe('2'.repeat(50));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('2'.repeat(50)));
    expect(onSearch.mock.calls.every(([search]) => search.length <= 50)).toBe(true);
  });
});
