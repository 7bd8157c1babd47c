// @ts-check
// Reads the figures the Lighthouse bench reports out of one Lighthouse result (LHR). Pure: no browser, no I/O.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits whose score says nothing is wrong, or that Lighthouse does not score. */
const UNSCORED_MODES = new Set(['informative', 'notApplicable', 'manual']);

/**
 * The run whose performance score is the median of the runs' (the lower middle one for an even count).
 * Lighthouse's own computeMedianRun picks the run nearest the median FCP and time to interactive instead, which
 * can be a run with a score above every other: the issue's targets are on the score, so the score decides.
 * @template {{ categories: Record<string, { score: number | null }> }} T
 * @param {T[]} runs
 * @returns {T}
 */
export function medianByPerformance(runs) {
  if (runs.length === 0) throw new Error('No runs to take the median of');
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Milliseconds (or the unitless CLS) of a metric audit, rounded for reading. */
function metric(lhr, id, digits = 0) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? Number(value.toFixed(digits)) : null;
}

/**
 * Depth of the longest critical chain in a `network-tree` (from `network-dependency-tree-insight`, which
 * replaced `critical-request-chains` in Lighthouse 13): only the requests Lighthouse deems critical (high
 * priority, before first paint). The HTML counts as 0: the number of requests past the HTML.
 * @param {Record<string, { children?: Record<string, unknown> }> | undefined} chains
 * @returns {number}
 */
export function chainDepth(chains) {
  const heights = Object.values(chains ?? {}).map((node) => {
    const children = /** @type {any} */ (node.children);
    return children && Object.keys(children).length ? 1 + chainDepth(children) : 0;
  });
  return Math.max(0, ...heights);
}

/** URLs of the longest chain, root (the HTML) first, following the nodes Lighthouse marks `isLongest`. */
export function longestChainUrls(chains) {
  const urls = [];
  for (let nodes = chains; nodes;) {
    const entries = Object.values(nodes);
    const next = entries.find((node) => node.isLongest) ?? entries[0];
    if (!next) break;
    urls.push(next.url);
    nodes = next.children && Object.keys(next.children).length ? next.children : undefined;
  }
  return urls;
}

/**
 * The longest chain of requests that each waited for the one before (the request's initiator, as Lighthouse's
 * network recorder sets it), over every request until the network was quiet. The HTML counts as 0, as in
 * bench/web.mjs. Unlike the dependency tree above, this sees the low-priority scripts a page injects too.
 * @param {Array<{ url: string, initiatorRequest?: any }>} records
 * @returns {{ depth: number, urls: string[] }}
 */
export function initiatorChain(records) {
  let longest = /** @type {string[]} */ ([]);
  for (const record of records) {
    if (!/^https?:/.test(record.url)) continue;
    const urls = [];
    // Bounded: an initiator loop in a malformed log must not hang the bench.
    for (let at = record; at && urls.length < 50; at = at.initiatorRequest) urls.unshift(at.url);
    if (urls.length > longest.length) longest = urls;
  }
  return { depth: Math.max(0, longest.length - 1), urls: longest };
}

/**
 * The audits that held a category below 100: those it scores (or that failed to run) with a score under 1.
 * Performance's weightless insights and diagnostics are included: they name what to fix.
 */
export function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && !UNSCORED_MODES.has(audit.scoreDisplayMode))
    .filter(({ audit }) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1))
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(audit.errorMessage ? { error: audit.errorMessage } : {}),
    }));
}

/**
 * Per route: the four category scores (0-100), the metrics, and the bytes and requests Lighthouse saw until
 * the network was quiet. Bytes are transfer sizes (compressed as served, headers included).
 */
export function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
  /** @type {Array<{ url: string, resourceType?: string, transferSize?: number }>} */
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const html = requests.find((request) => request.resourceType === 'Document');
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const tree = lhr.audits['network-dependency-tree-insight']?.details?.items?.find(
    (item) => item.value?.type === 'network-tree',
  )?.value;
  return {
    scores,
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift', 3),
    speedIndexMs: metric(lhr, 'speed-index'),
    htmlBytes: html?.transferSize ?? null,
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: scripts.length,
    scriptUrls: scripts.map((request) => request.url),
    requests: requests.length,
    criticalChain: tree ? chainDepth(tree.chains) : null,
    criticalChainMs: tree?.longestChain?.duration ?? null,
    criticalChainUrls: tree ? longestChainUrls(tree.chains) : [],
    failing: Object.fromEntries(
      CATEGORIES.filter((id) => scores[id] !== null && scores[id] < 100).map((id) => [id, failingAudits(lhr, id)]),
    ),
  };
}
