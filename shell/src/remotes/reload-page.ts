/** A full page load: the way back to one whole release after a chunk of the old one went away. */
export function reloadPage(): void {
  window.location.reload();
}
