import { useState } from 'react';
import { imageUrl } from '@/lib/images';
import styles from './BlogImage.module.css';

export interface BlogImageProps {
  src: string | null | undefined;
  /** The first image on screen loads at once; the others when they come near. */
  priority?: boolean;
  className?: string;
}

/**
 * An article's picture in a fixed 16:9 frame, so the text never jumps when it loads. It
 * illustrates a subject the heading already names, hence the empty alt. Without an image,
 * or when it fails to load, the frame shows a drawn cup instead of a broken-image icon.
 */
export function BlogImage({ src: stored, priority = false, className }: BlogImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // The gateway's address, if it may be shown at all (no javascript:, data:, other hosts' //).
  const src = imageUrl(stored);
  const frame = [styles.frame, className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
    return (
      <div className={frame}>
        <svg
          viewBox="0 0 160 90"
          className={styles.placeholder}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M58 34h44l-4 30a8 8 0 0 1-8 7H70a8 8 0 0 1-8-7z" />
          <path d="M101 40c10 0 10 16-1 16" className={styles.handle} />
          <path
            d="M70 26c-3-4 3-7 0-11M80 26c-3-4 3-7 0-11M90 26c-3-4 3-7 0-11"
            className={styles.steam}
          />
        </svg>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        src={src}
        alt=""
        width={800}
        height={450}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.image}
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
