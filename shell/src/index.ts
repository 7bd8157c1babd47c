// Async boundary: the shared singletons are set up before any code that imports them runs.
void import('./bootstrap');
