import { useEffect } from 'react';
import { catalogueQueries } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import type { FieldProps } from '@/lib/zodForm';
import { RadioGroup, RetryNote, Skeleton, SkeletonGroup } from '@/ui';
import { sharedBlendTexts } from '../texts';

const { grind, grindLoading, grindError, retry } = sharedBlendTexts.form;

/**
 * A coffee bag's 'Tingkat penggilingan': the gateway's grind options, by their codes. The
 * maker's grind (by its name, all a share gives) is chosen until the buyer chooses another.
 */
export function GrindField({
  makersGrind,
  ...props
}: FieldProps<string> & { makersGrind?: string | null }) {
  const grinds = useServerData(catalogueQueries.grindOptions);
  const { value, onChange } = props;
  const makersCode = grinds.data?.find((option) => option.name === makersGrind)?.code;
  useEffect(() => {
    if (value === '' && makersCode) onChange(makersCode);
  }, [value, makersCode, onChange]);
  switch (grinds.status) {
    case 'loading':
      return (
        <SkeletonGroup label={grindLoading}>
          <Skeleton height="6rem" />
        </SkeletonGroup>
      );
    case 'error':
      return (
        <RetryNote retryLabel={retry} onRetry={grinds.retry}>
          {grindError}
        </RetryNote>
      );
    default: {
      const options = grinds.data.map(({ code, name }) => ({ value: code, label: name }));
      return <RadioGroup label={grind} isRequired options={options} {...props} />;
    }
  }
}
