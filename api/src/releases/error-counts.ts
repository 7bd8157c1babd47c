// Browser errors reported per release of a remote, for the releases list (`npm run releases`, the errors
// column). Nothing reports them yet: every release answers none (null) until the browsers' reports are
// counted here.
export async function errorCountsByRelease(_remote: string): Promise<Map<string, number>> {
  return new Map();
}
