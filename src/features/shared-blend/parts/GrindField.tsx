import { catalogueQueries } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { RadioGroup, RetryNote, Skeleton, SkeletonGroup } from '@/ui';
import type { FieldProps } from '../buyForm';
import { sharedBlendTexts } from '../texts';

const { grind, grindLoading, grindError, retry } = sharedBlendTexts.form;

/** A coffee bag's 'Tingkat penggilingan': the gateway's grind options, by their codes. */
export function GrindField(props: FieldProps<string>) {
  const grinds = useServerData(catalogueQueries.grindOptions);
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
