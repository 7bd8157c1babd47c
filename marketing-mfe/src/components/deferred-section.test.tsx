import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyModule } from '@blueprint/shared/forms/lazy-module';
import { renderWithProviders } from '../testing/render';
import { DeferredSection } from './deferred-section';

function Loaded() {
  return <p>Loaded part</p>;
}

describe('DeferredSection', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads its part only once it comes near the screen', async () => {
    let reveal!: () => void;
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {
        reveal = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    }
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const load = jest.fn(() => Promise.resolve({ default: Loaded }));
    renderWithProviders(<DeferredSection module={lazyModule(() => load().then((loaded) => loaded.default))} what="the part" minHeight="10rem" />);

    expect(load).not.toHaveBeenCalled();
    act(() => reveal());
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when loading fails, and shows the part after it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const load = jest
      .fn<Promise<{ default: typeof Loaded }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Loaded });
    const user = userEvent.setup();
    renderWithProviders(<DeferredSection module={lazyModule(() => load().then((loaded) => loaded.default))} what="the part" minHeight="10rem" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the part could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
