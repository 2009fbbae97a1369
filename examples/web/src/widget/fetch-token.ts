/**
 * The page's side of the token endpoint: `GET /api/vs-token` on your own backend, with the user's session cookie.
 * It answers 200 with the bare token as text/plain, or 401 when nobody is signed in. Check the status before using
 * the body: an error page passed as `jwt` only makes the widget say that the user was rejected.
 */
export const TOKEN_PATH = '/api/vs-token';

export async function fetchVirtualStadiumToken(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(TOKEN_PATH, {credentials: 'include'});
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  return response.text();
}
