// What the page server, the builds that render pages, the shell and the forms agree on. Plain constants: the
// browser's bundles import them too.

/** Where a build publishes what it rendered, beside its files: its pages' HTML and their index. */
export const FRAGMENTS_DIR = 'fragments';
/** The index of a build's rendered pages (fragments.ts's fragmentIndexSchema), relative to the build's root. */
export const FRAGMENT_INDEX = `${FRAGMENTS_DIR}/index.json`;
/** A remote's route list (route-list.ts), beside its mf-manifest.json: the pages the shell learns from it. */
export const ROUTE_LIST = 'routes.json';
/** A remote server's endpoint for the page requests the shell's server passes on (page-requests.ts). */
export const RENDER_PATH = `/${FRAGMENTS_DIR}/render`;

/**
 * The shell's build renders its layout around the slot of any remote's page once more, under this key (under
 * each base: '/*' + '/*'), with this module: the page server uses it for a page a remote published after the
 * shell was built, whose path the build did not know.
 */
export const ANY_REMOTE_PAGE = '*/*';

/** The attribute of the empty <template> that marks the page's place in the shell's layout. */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';
/**
 * Where the remote's page goes in the shell's layout: the shell's build renders its layout with this in the
 * page's place, and the page server puts the remote's HTML of the page there.
 */
export const PAGE_SLOT = `<template ${PAGE_SLOT_ATTRIBUTE}=""></template>`;

/** The origin a build writes into a page's JSON-LD; the page server puts the site's public origin in its place. */
export const SITE_ORIGIN = 'https://public-origin.invalid';

/**
 * The folder a build's files are served from, as a server render names them (its public path): a remote's
 * address and release are the run-time config's, so the build splits its HTML there (fragments.ts) and the
 * page server puts the folder's URL between the parts.
 */
export const BUILD_FILES = 'https://build-files.invalid/';

/** The hidden field of every form that names which form of the page was sent. */
export const FORM_FIELD = '_form';
/** The query a form sent without JavaScript redirects to on success (`?sent=<form>`): its confirmation. */
export const SENT_PARAM = 'sent';

/**
 * The data blocks (`<script type="application/json">`, which the browser parses as text and never runs) a page
 * server puts at the end of a page's body: its run-time config, and (the shell's) the route lists it learnt.
 * Data, not a script, so that nothing of theirs is compiled or run before the page's first paint.
 */
export const PAGE_DATA = { config: 'blueprint-config', routeLists: 'blueprint-route-lists' } as const;
