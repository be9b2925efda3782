import { countCharacters } from '@/lib/text';

// What a maker writes when sharing a blend (gateway.yaml, POST /api/SharedBlend), and the
// address it gets.

const NOTE_MAX_CHARACTERS = 140;
const SLUG_NAME_MAX = 40;
const SLUG_KEY_LENGTH = 10;

/**
 * A web address: a scheme, `www.`, or a bare domain (`kopi.example/x`, `toko.com`). A
 * note is read by strangers: a link in it would be the shop vouching for somewhere else.
 */
const WEB_ADDRESS =
  /(https?:\/\/|www\.|(^|[^\p{L}\p{N}_.-])[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*\.[a-z]{2,24}(?=$|[/:?#\s,;)!'"]))/iu;

/** The note as it is kept: trimmed, and null for only white space. */
export function trimmedNote(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/** Why a note cannot be shared (over 140 characters, a web address); null when it can. */
export function noteProblem(note: string | null): string | null {
  if (note === null) return null;
  if (countCharacters(note) > NOTE_MAX_CHARACTERS) {
    return `Catatan maksimal ${NOTE_MAX_CHARACTERS} karakter.`;
  }
  return WEB_ADDRESS.test(note) ? 'Catatan tidak boleh berisi tautan.' : null;
}

/** The blend's name as an address: lowercase a-z, 0-9 and hyphens, at most 40 characters. */
function slugOfName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_NAME_MAX)
    .replace(/-+$/, '');
  return slug || 'blend';
}

/** 10 random base-36 characters: no one finds a shared blend by guessing its address. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SLUG_KEY_LENGTH));
  // 252 is the largest multiple of 36 below 256: no character is likelier than another.
  let key = '';
  while (key.length < SLUG_KEY_LENGTH) {
    for (const byte of bytes) {
      if (byte < 252 && key.length < SLUG_KEY_LENGTH) key += (byte % 36).toString(36);
    }
    crypto.getRandomValues(bytes);
  }
  return key;
}

export function newSlug(name: string): string {
  return `${slugOfName(name)}-${randomKey()}`;
}
