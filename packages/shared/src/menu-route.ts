/**
 * The route of a menu's frontEndUrl (spec §2): "the route path is the last URL segment. A query value in the URL is
 * appended after an underscore and kept as a meta parameter". One definition for the menu API (which refuses what
 * cannot become a route) and the web (which builds its routes from it), so both always agree.
 *
 *   '/saf/check?checkType=A'  →  path '/saf/check_A', pageKey '/saf/check', routeName 'check_A', params { checkType: 'A' }
 *
 * Several menus can thus open one page, each with its own meta parameters (and its own rights).
 */
export type TFrontEndRoute = {
  /** browser path of the route: the URL path plus '_' and each query value */
  path: string;
  /** the page registered for the URL path (the query removed) */
  pageKey: string;
  /** last URL segment plus the '_' query values */
  routeName: string;
  /** the query values, by name (route meta parameters) */
  params: Record<string, string>;
};

export const FRONT_END_URL_MAX = 300;
/** at most this many query values per frontEndUrl */
export const FRONT_END_PARAMS_MAX = 5;

const PATH = /^\/[A-Za-z0-9_\-/.]*$/;
const KEY = /^[A-Za-z][A-Za-z0-9]{0,49}$/;
// values become part of the browser path after '_', so they are plain ASCII without '_' (no ambiguity, no encoding)
const VALUE = /^[A-Za-z0-9-]{1,50}$/;
const EXTERNAL = /^(https?:\/\/\S+|mailto:\S+|tel:\S+)$/i;

/** external links open in a new tab (spec §2 Layout) */
export const isExternalUrl = (url: string | null | undefined): boolean => !!url && /^(https?:|mailto:|tel:)/i.test(url.trim());

/** the route of an internal frontEndUrl, or null when it cannot be one (bad path, bad or repeated query names, empty values) */
export function frontEndRouteOf(frontEndUrl: string): TFrontEndRoute | null {
  const url = frontEndUrl.trim();
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? null : url.slice(q + 1);
  if (!PATH.test(rawPath)) return null;
  const segments = rawPath.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) return null;
  const pageKey = '/' + segments.join('/');
  const params: Record<string, string> = {};
  const values: string[] = [];
  if (query !== null) {
    const pairs = query.split('&');
    if (pairs.length > FRONT_END_PARAMS_MAX) return null;
    for (const pair of pairs) {
      const eq = pair.indexOf('=');
      if (eq < 0) return null;
      const k = pair.slice(0, eq);
      const v = pair.slice(eq + 1);
      if (!KEY.test(k) || !VALUE.test(v) || Object.hasOwn(params, k)) return null;
      params[k] = v;
      values.push(v);
    }
  }
  if (pageKey === '/' && values.length) return null;
  const suffix = values.length ? '_' + values.join('_') : '';
  const last = segments.at(-1) ?? '';
  return { path: pageKey + suffix, pageKey, routeName: last + suffix, params };
}

/** a frontEndUrl the menu API accepts: empty, an external link, or an internal URL that makes a route */
export function isValidFrontEndUrl(url: string): boolean {
  const v = url.trim();
  if (v === '') return true;
  if (v.length > FRONT_END_URL_MAX) return false;
  if (isExternalUrl(v)) return EXTERNAL.test(v);
  return frontEndRouteOf(v) !== null;
}
