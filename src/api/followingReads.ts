import { fetchServerData, prefetchServerData, type Query } from './serverData';

/**
 * Reads that can only be asked once another read has answered (the cart's suggestions name a
 * product of its lines), as one first read: prefetching it joins `after`'s load (or takes its
 * data) and starts the reads `then` picks from that data the moment it arrives, not after the
 * screen has rendered it and mounted the part that reads them. Its own key (`after:` and the
 * read's key) holds nothing a screen shows; a failure of `after` starts nothing (the screen
 * shows it). Outside serverData/, which the shell's chunk holds whole: only a feature's first
 * reads use it, and their chunk carries it.
 */
export function followingReads<T>(
  after: Query<T>,
  then: (data: T) => readonly Query<unknown>[],
): Query<null> {
  return {
    key: `after:${after.key}`,
    load: async (_signal, store) => {
      // Joins the load under way, or takes the data already there (a screen showing it, even
      // for a while): never a second request for it.
      const data = await fetchServerData(store, after, Number.POSITIVE_INFINITY);
      for (const query of then(data)) prefetchServerData(store, query);
      return null;
    },
  };
}
