/** A GET call's request as a query string; empty and absent values are left out, lists are comma-joined. */
export const queryString = (body: object | undefined): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const q = params.toString();
  return q ? `?${q}` : '';
};
