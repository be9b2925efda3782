import { PLACEHOLDER } from '@/lib/format';

/** Each empty (or blank) part of the name becomes a dash, as SPEC.md §2 shows it. */
export function displayName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const part = (text: string | null | undefined) => text?.trim() || PLACEHOLDER;
  return `${part(firstName)} ${part(lastName)}`;
}

export const PROFILE_TABS = ['pesanan', 'profile', 'alamat', 'blend'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
const DEFAULT_PROFILE_TAB: ProfileTab = 'pesanan';

/** The tab named by `?tab=`; anything else (absent, misspelt, old links) opens the default. */
export function profileTabFrom(value: string | null | undefined): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? DEFAULT_PROFILE_TAB;
}

/**
 * Whether to remind the customer to add a shipping address. The address list is the
 * authority once it answered; only when it failed do the profile's own addresses decide.
 * While neither is known nothing is said, so the reminder never flashes up and away again.
 */
export function needsShippingAddress({
  listed,
  listFailed,
  fromProfile,
}: {
  /** The address list's answer, undefined until it succeeded. */
  listed: readonly unknown[] | undefined;
  listFailed: boolean;
  /** The loaded profile's addresses, undefined until loaded or when it carries none. */
  fromProfile: readonly unknown[] | undefined;
}): boolean {
  if (listed) return listed.length === 0;
  if (listFailed && fromProfile) return fromProfile.length === 0;
  return false;
}
