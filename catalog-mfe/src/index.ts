// Async boundary: the shared singletons (React, the router, the theme) are negotiated with the page's other
// apps before any code that imports them runs.
void import('./bootstrap');
