/**
 * Resolves in a task of its own: the browser handles input and paints between the work before it and the work
 * after it. Start-up work that runs in one task of 50 ms and more on a mid-range phone is what Lighthouse
 * counts as blocking time.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
