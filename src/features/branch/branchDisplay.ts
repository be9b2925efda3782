import type { Branch } from '@/api/branches';

/** A map link only when it is a web address on https: nothing else is followed. */
export function safeMapUrl(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The branch's street address on one line. */
export function branchAddress(branch: Pick<Branch, 'line1' | 'line2' | 'city' | 'postalCode'>) {
  return [branch.line1, branch.line2, `${branch.city} ${branch.postalCode}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
