import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyModule } from '@blueprint/shared/forms/lazy-module';
import { renderWithProviders } from '../testing/render';
import { DeferredSection } from './deferred-section';

function Loaded() {
  return <p>Loaded part</p>;
}

describe('DeferredSection', () => {
  it('in a page the browser renders, loads its part at once: no content waits for a scroll', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Loaded }));
    renderWithProviders(
      <DeferredSection
        module={lazyModule(() => load().then((loaded) => loaded.default))}
        what="the part"
        minHeight="10rem"
      />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading the part');
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
    renderWithProviders(
      <DeferredSection
        module={lazyModule(() => load().then((loaded) => loaded.default))}
        what="the part"
        minHeight="10rem"
      />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the part could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
