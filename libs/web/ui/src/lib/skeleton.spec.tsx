import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';

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
});
