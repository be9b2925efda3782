import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { needsApp } from '@/lib/earlyPress';
import styles from './Carousel.module.css';
import { cx } from './cx';
import focus from './focusRing.module.css';
import { Icon } from './Icon';
import layout from './layout.module.css';

export interface CarouselImage {
  src: string;
  /** What the picture shows; an empty string marks a purely decorative image. */
  alt: string;
}

export interface CarouselProps {
  images: readonly CarouselImage[];
  /** Names the carousel for screen readers, e.g. 'Gambar Kopi Gayo Wine'. */
  label: string;
  /** The frame's shape, fixed before any image loads so nothing below it moves. */
  aspectRatio?: string;
  /** Load the first image at once: the carousel is the main picture of the page. */
  isPriority?: boolean;
  /** The pictures' drawn size, reserved before they load (their ratio, scaled to the slide). */
  imageSize?: { width: number; height: number };
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** A horizontal swipe longer than this many pixels turns the page. */
const SWIPE_THRESHOLD = 40;

/**
 * Product pictures one at a time. Previous/next wrap around at the ends; the dots jump to a
 * picture; arrow keys work anywhere inside; on touch screens a swipe turns the picture.
 * Pictures other than the current one are not rendered visible, so lazy ones load when shown.
 */
export function Carousel({
  images,
  label,
  aspectRatio = '1 / 1',
  isPriority = false,
  imageSize,
  previousLabel = 'Gambar sebelumnya',
  nextLabel = 'Gambar berikutnya',
  className,
}: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const index = count === 0 ? 0 : Math.min(current, count - 1);
  const go = (step: number) => setCurrent((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null || count < 2) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) > SWIPE_THRESHOLD) go(distance < 0 ? 1 : -1);
  };

  return (
    <section
      className={cx(layout.stack, styles.carousel, className)}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        style={{ aspectRatio }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div aria-live="polite" className={styles.track}>
          {images.map((image, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} dari ${count}`}
              className={styles.slide}
              hidden={i !== index}
              data-current={i === index || undefined}
            >
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={imageSize?.width}
                height={imageSize?.height}
                loading={i === 0 && isPriority ? 'eager' : 'lazy'}
                fetchPriority={i === 0 && isPriority ? 'high' : undefined}
                decoding="async"
                draggable={false}
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <Button
              className={cx(styles.nav, focus.focusRing, styles.previous)}
              aria-label={previousLabel}
              onPress={() => go(-1)}
              {...needsApp('carousel-previous')}
            >
              <Chevron direction="left" />
            </Button>
            <Button
              className={cx(styles.nav, focus.focusRing, styles.next)}
              aria-label={nextLabel}
              onPress={() => go(1)}
              {...needsApp('carousel-next')}
            >
              <Chevron direction="right" />
            </Button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {images.map((image, i) => (
            <Button
              key={image.src}
              className={styles.dot}
              aria-label={`Gambar ${i + 1} dari ${count}`}
              aria-current={i === index ? 'true' : undefined}
              onPress={() => setCurrent(i)}
              {...needsApp(`carousel-image-${i + 1}`)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Icon>
      <path d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </Icon>
  );
}
