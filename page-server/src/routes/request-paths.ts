// A request's path, read from its URL.

/** The path asked for, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** A path as the file lookup sees it (percent-decoded), or as it is when that fails. */
export function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
