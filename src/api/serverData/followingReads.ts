import { fetchServerData, prefetchServerData, type Query, type Store } from './cache';

/**
 * Reads that can only be asked once another read has answered (the cart's suggestions name
 * a product of its lines): `then` picks them from the first read's data. A route's first
 * reads declare them beside the read they follow, so they start the moment its answer
 * arrives, not after the screen has rendered it and mounted the part that reads them.
 */
export interface FollowingReads<T> {
  after: Query<T>;
  // Method syntax: a FollowingReads of any data fits a list of first reads.
  then(data: T): readonly Query<unknown>[];
}

/** What a screen's first render reads: a query, or the queries that follow one's answer. */
export type FirstRead = Query<unknown> | FollowingReads<unknown>;

export function followingReads<T>(
  after: Query<T>,
  then: (data: T) => readonly Query<unknown>[],
): FollowingReads<T> {
  return { after, then };
}

const isFollowing = (read: FirstRead): read is FollowingReads<unknown> => 'after' in read;

/** The plain queries of a list of first reads (what a page can be pre-rendered with). */
export function queriesOf(reads: readonly FirstRead[]): Query<unknown>[] {
  return reads.filter((read): read is Query<unknown> => !isFollowing(read));
}

/**
 * Starts a screen's first reads (prefetchServerData), and the ones that follow a read as soon
 * as that read has answered. A read that fails starts nothing after it: the screen shows its
 * failure, and what follows is asked by the screen once it has data.
 */
export function prefetchFirstReads(store: Store, reads: readonly FirstRead[]): void {
  for (const read of reads) {
    if (!isFollowing(read)) {
      prefetchServerData(store, read);
      continue;
    }
    prefetchServerData(store, read.after);
    // Joins the load just started, or takes the data already there (a screen showing it, even
    // for a while): never a second request for it.
    fetchServerData(store, read.after, Number.POSITIVE_INFINITY).then(
      (data) => {
        for (const query of read.then(data)) prefetchServerData(store, query);
      },
      () => undefined,
    );
  }
}
