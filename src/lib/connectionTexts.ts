// The shop's words for a connection that failed, in one place: the gateway's client (api),
// the part that could not download (ui) and the screens that word their own failures use
// them, so a shopper reads the same sentence wherever the connection drops.

/** Said after what did not happen ('Profil kamu belum tersimpan.'): what to do about it. */
export const CHECK_CONNECTION = 'Periksa koneksi internetmu lalu coba lagi.';

/** A call or a download that got no answer at all. */
export const CANNOT_CONNECT = `Tidak dapat terhubung ke server. ${CHECK_CONNECTION}`;
