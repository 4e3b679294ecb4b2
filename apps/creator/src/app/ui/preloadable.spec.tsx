import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A component whose code arrives when the test says so. */
function deferred() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting)));
  return { load: () => arrived, arrive };
}

function renderWithFallback(Component: ComponentType<{ name: string }>) {
  render(
    <Suspense fallback={<p>Skeleton</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('shows the fallback while the code is on its way, then the component', async () => {
    const code = deferred();
    const { Component } = preloadable(code.load);
    renderWithFallback(Component);
    expect(screen.getByText('Skeleton')).toBeTruthy();
    await act(async () => code.arrive());
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Skeleton')).toBeNull();
  });

  it('renders at once, without the fallback, once the code was loaded ahead', async () => {
    const code = deferred();
    const { Component, preload } = preloadable(code.load);
    code.arrive();
    await preload();
    renderWithFallback(Component);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Skeleton')).toBeNull();
  });
});
