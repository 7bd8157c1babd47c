// jsdom has no <dialog> behaviour (showModal, close) and no Invoker Commands: enough of the first for
// component tests of dialogs the browser runs (@blueprint/shared/ui/command-dialog). Browser tests check the
// real thing.

/** Gives jsdom's HTMLDialogElement showModal, show and close (open attribute, close event, focus back). */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { polyfilled?: boolean };
  if (proto.polyfilled) return;
  const opener = new WeakMap<HTMLDialogElement, Element | null>();
  Object.defineProperties(proto, {
    polyfilled: { value: true },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        opener.set(this, document.activeElement);
        this.setAttribute('open', '');
        this.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
      },
    },
    show: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (!this.hasAttribute('open')) return;
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
        const back = opener.get(this);
        if (back instanceof HTMLElement) back.focus();
      },
    },
  });
}
