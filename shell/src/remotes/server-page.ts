// The remote page the shell's server composed into #root (tooling/serve/compose-page.mjs). React renders
// over #root as before; until the remote's code has arrived, the page the server sent stays on screen in
// place of the skeleton (inert: its forms come alive with the code), so nothing blinks away and back.

interface ServerPage {
  /** 'internship/Landing': the remote module that renders it. */
  key: string;
  /** The path it was rendered for. */
  pathname: string;
  html: string;
}

let serverPage: ServerPage | null = null;

/** Before React renders into #root: keeps the server's page, if the server composed one. */
export function takeServerPage(container: HTMLElement): void {
  const key = container.dataset.serverPage;
  serverPage = key ? { key, pathname: window.location.pathname, html: container.innerHTML } : null;
}

/** The server's HTML of this remote module while its code loads, on the page it was rendered for only. */
export function serverPageFor(key: string): string | null {
  if (!serverPage || serverPage.key !== key || serverPage.pathname !== window.location.pathname) return null;
  return serverPage.html;
}
