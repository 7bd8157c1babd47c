/** Request parameters without the blank ones: a filter left empty is not sent at all. */
export function definedParams(
  params: Record<string, string | number | null | undefined>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  return out;
}
