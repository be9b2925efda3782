/** Where the address screens live and how the form knows where to send the shopper back. */

export const ADDRESS_LIST_PATH = '/main/address';
export const ADDRESS_FORM_PATH = '/main/address-form';
export const PROFILE_PATH = '/main/profile';
/** The profile's 'Alamat' tab: where a saved address is seen unless a caller says otherwise. */
export const PROFILE_ADDRESSES_PATH = '/main/profile?tab=alamat';

/** The query parameter naming the page the form returns to after saving. */
export const RETURN_PARAM = 'from';

/**
 * The page to return to, if `from` names one of the shop's own pages. Anything else (another
 * site, `//host`, `/\host`, a bare word) falls back to the default, so a crafted link can
 * never send the shopper off the shop after a save.
 */
export function returnPathFrom(search: string): string {
  const from = new URLSearchParams(search).get(RETURN_PARAM);
  if (from === null || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return PROFILE_ADDRESSES_PATH;
  }
  return from;
}

/**
 * The form's address: new when `alias` is missing, editing otherwise. `returnTo` is the page
 * to come back to; the profile's 'Alamat' tab needs no parameter, being the default.
 */
export function addressFormHref({ alias, returnTo }: { alias?: string; returnTo?: string } = {}) {
  const path = alias ? `${ADDRESS_FORM_PATH}/${encodeURIComponent(alias)}` : ADDRESS_FORM_PATH;
  if (!returnTo || returnTo === PROFILE_ADDRESSES_PATH) return path;
  return `${path}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`;
}
