import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RawAnswerPreview } from './raw-answer-preview';

const longAnswer = {
  serial: '353328110000682',
  patriothistory: Array.from({ length: 4_000 }, (_, i) => ({
    insurer: `Insurer ${i}`,
    searchdate: '2026-06-30',
  })),
};

describe('RawAnswerPreview', () => {
  it('draws only the start of a long answer and says where the rest is', () => {
    const { container } = render(<RawAnswerPreview value={longAnswer} maxLines={200} className="" />);
    const drawn = container.querySelector('pre')?.textContent ?? '';
    expect(drawn.split('\n')).toHaveLength(200);
    expect(drawn.startsWith('{\n  "serial": "353328110000682"')).toBe(true);
    expect(container.querySelector('p')?.textContent).toBe(
      'Showing the first 200 of 16,005 lines. Download the response for all of it.',
    );
  });

  it('draws a short answer whole, without a note', () => {
    const { container } = render(<RawAnswerPreview value={{ serial: '1' }} maxLines={200} className="" />);
    expect(container.querySelector('pre')?.textContent).toBe('{\n  "serial": "1"\n}');
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });
});
