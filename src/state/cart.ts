import { atom } from 'jotai';

/**
 * The number of lines in the signed-in customer's cart, shown in the navbar and the mobile
 * top bar. Refreshed at start, on each navigation and after every cart change (SPEC §2);
 * null while unknown so the badge does not flash a wrong 0.
 */
export const cartCountAtom = atom<number | null>(null);
