import type { CartLine } from '@/api/cart';
import { lineImage } from '../cartLines';

/**
 * A line's product picture (the shop's default when it has none), `size` pixels square.
 * Beside the line's name it says nothing more, so its alt text is empty unless given.
 */
export function LinePicture({
  line,
  size,
  alt = '',
  className,
}: {
  line: Pick<CartLine, 'product'>;
  size: number;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={lineImage(line)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
