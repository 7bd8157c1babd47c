// Async boundary: the shared singletons are set up before any code that imports them runs.
// In a task after main.js's own: evaluating main.js (the federation runtime) and setting up the shared modules
// the bootstrap needs are two shorter tasks instead of one long one, so a phone stays responsive to input meanwhile.
setTimeout(() => void import('./bootstrap'), 0);
