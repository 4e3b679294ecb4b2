import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';

function Exploding({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>all good</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <button
          onClick={() => {
            setExplode(false);
            reset();
          }}
        >
          failed: {error.message}
        </button>
      )}
    >
      <Exploding explode={explode} />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback with the error instead of a blank page, and recovers on reset', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'failed: boom' }));
    expect(screen.getByText('all good')).toBeTruthy();
  });
});
