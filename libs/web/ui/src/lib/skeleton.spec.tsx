import { render, screen } from '@testing-library/react';
import { skeletonParts } from '../testing';
import { LIST_SKELETON, repeated, Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('says what is loading and draws one block per part, a page by default', () => {
    const { container } = render(<Skeleton label="Loading analytics..." />);
    const status = screen.getByRole('status', { name: 'Loading analytics...' });
    expect(status.textContent).toBe('Loading analytics...');
    expect([...container.querySelectorAll('.skeleton')].map((block) => block.className)).toEqual([
      'skeleton skeleton--heading',
      'skeleton skeleton--text',
      'skeleton skeleton--panel',
    ]);
  });

  it("draws the screen's own parts in its own layout", () => {
    const { container } = render(<Skeleton label="Loading..." blocks={['stats', 'chart']} className="overview-grid" />);
    expect(screen.getByRole('status').className).toBe('skeleton-screen overview-grid');
    expect(container.querySelectorAll('.skeleton--stats, .skeleton--chart')).toHaveLength(2);
  });

  it('draws a grid of cards or the rows of a list, hidden from screen readers but for the label', () => {
    render(<Skeleton label="Loading QR codes..." blocks={repeated('card', 4)} className="qr-grid" />);
    render(<Skeleton label="Loading API keys..." blocks={LIST_SKELETON} />);
    expect(skeletonParts(screen.getByRole('status', { name: 'Loading QR codes...' }))).toEqual([
      'card',
      'card',
      'card',
      'card',
    ]);
    const list = screen.getByRole('status', { name: 'Loading API keys...' });
    expect(skeletonParts(list)).toEqual(['row', 'row', 'row']);
    expect([...list.querySelectorAll('.skeleton')].every((block) => block.getAttribute('aria-hidden') === 'true')).toBe(
      true,
    );
  });
});
