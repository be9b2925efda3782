import styles from './OutOfDateNote.module.css';

/** What the shopper is told about data shown without a connection. */
const OUT_OF_DATE_TEXT = 'Kamu sedang offline. Yang tampil mungkin sudah tidak terbaru.';

export interface OutOfDateNoteProps {
  /**
   * What the screen shows, as useServerData answered it: the note shows while any of it may be
   * out of date (offline, or not confirmed since the connection dropped).
   */
  shown: readonly { outOfDate?: boolean }[];
}

/**
 * The one note for a screen that shows what it read while the connection is gone: the data
 * stays, this says it may be old, and it leaves once the gateway has answered again. A live
 * region that is always there (empty while the data is current), so its coming is announced.
 */
export function OutOfDateNote({ shown }: OutOfDateNoteProps) {
  const outOfDate = shown.some((resource) => resource.outOfDate === true);
  return (
    <p role="status" className={outOfDate ? styles.note : styles.empty}>
      {outOfDate ? OUT_OF_DATE_TEXT : null}
    </p>
  );
}
