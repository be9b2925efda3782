import { catalogueQueries } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { RadioGroup, RetryNote, Skeleton, SkeletonGroup } from '@/ui';
import { catalogueTexts } from '../texts';
import styles from './AddToCartSheet.module.css';

const texts = catalogueTexts.form;

export interface GrindLevelFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** 'Tingkat penggilingan' for beans: the gateway's grind options, one to choose. */
export function GrindLevelField({ value, onChange, errorMessage }: GrindLevelFieldProps) {
  const options = useServerData(catalogueQueries.grindOptions);
  if (options.status === 'loading') {
    return (
      <SkeletonGroup label={texts.grindLoading}>
        <Skeleton width="10rem" height="1rem" />
        <Skeleton height="6rem" />
      </SkeletonGroup>
    );
  }
  if (options.status === 'error') {
    return (
      <RetryNote className={styles.priceError} retryLabel={texts.retry} onRetry={options.retry}>
        {texts.grindError}
      </RetryNote>
    );
  }
  return (
    <RadioGroup
      label={texts.grind}
      isRequired
      options={options.data.map((option) => ({ value: option.name, label: option.name }))}
      value={value || null}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
