import { cx } from './cx';
import fieldStyles from './Field.module.css';
import layout from './layout.module.css';
import { onDemandPart } from './onDemandPart';
import type { SelectProps } from './Select';
import { Skeleton, SkeletonGroup } from './Skeleton';

/**
 * The select's skeleton, of its size: a line for the label, the trigger's box, and a line
 * for each help text it will show. Its story compares the boxes with the select's own.
 */
export function SelectSkeleton({ description, errorMessage, isInvalid, className }: SelectProps) {
  return (
    <SkeletonGroup className={cx(layout.stack, fieldStyles.field, className)}>
      <Skeleton shape="text" width="8rem" className={fieldStyles.label} />
      <Skeleton height="var(--size-field)" />
      {description && <Skeleton shape="text" width="70%" className={layout.muted} />}
      {isInvalid && errorMessage && (
        <Skeleton shape="text" width="50%" className={fieldStyles.error} />
      )}
    </SkeletonGroup>
  );
}

/**
 * Select, with react-aria's select (list box, popover, collections: some 30 KB gzip) loaded
 * when it is first shown: the screens that show one at once (order history, the address
 * form) render without it, its skeleton in its place until it is in.
 */
export const SelectOnDemand = onDemandPart(async () => (await import('./Select')).Select, {
  Skeleton: SelectSkeleton,
});
