import { atom } from 'jotai';

export interface Farewell {
  title: string;
  message: string;
}

/**
 * The goodbye said after the customer logged out (SPEC §4: 'Berhasil!' / 'Sampai jumpa
 * kembali!'). The screen that ends the session sits behind the sign-in guard and is gone the
 * moment the session is, so the alert is shown by a host outside the routes (the profile
 * feature's FarewellAlert, mounted by the app next to the global error dialog).
 */
export const farewellAtom = atom<Farewell | null>(null);
