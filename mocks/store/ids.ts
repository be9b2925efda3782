import { db } from './collections';

/** A public record id like `crt-3f9a1c0b2d4e`: random, so aliases cannot be guessed or walked. */
export function newAlias(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/** An unguessable bearer token. */
export function newToken(): string {
  return `kopi_${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;
}

/** The next value of a named sequence (document numbers, customer ids, product codes). */
export async function nextInSequence(name: string, start: number): Promise<number> {
  const counter = db.counters.findFirst((q) => q.where({ name }));
  if (!counter) {
    await db.counters.create({ name, value: start });
    return start;
  }
  const updated = await db.counters.update(counter, {
    data(draft) {
      draft.value += 1;
    },
  });
  return updated?.value ?? counter.value + 1;
}
