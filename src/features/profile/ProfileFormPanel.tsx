import type { CustomerProfile } from '@/api/customer';
import type { Resource } from '@/api/serverData';
import {
  Button,
  cx,
  EmptyState,
  FieldSkeleton,
  LoadError,
  layout,
  onDemandPart,
  SkeletonGroup,
} from '@/ui';
import styles from './EditProfileForm.module.css';
import { profileTexts as texts } from './texts';

const SKELETON_FIELDS = [
  texts.firstName,
  texts.lastName,
  texts.email,
  texts.mobileNumber,
  texts.birthday,
];

/** The form's shape while the profile loads; Save is there but cannot be pressed yet. */
function EditProfileFormSkeleton() {
  return (
    <div className={cx(layout.stack, styles.form)}>
      <SkeletonGroup label={texts.loadingProfile} className={cx(layout.cardGrid, styles.grid)}>
        {SKELETON_FIELDS.map((field) => (
          <FieldSkeleton key={field} labelWidth="40%" />
        ))}
      </SkeletonGroup>
      <div className={styles.actions}>
        <Button size="lg" className={styles.save} isDisabled>
          {texts.save}
        </Button>
      </div>
    </div>
  );
}

/**
 * The form's code (react-hook-form, react-aria's fields): the profile page opens on its
 * orders, so it loads right after the page renders (ProfileScreen preloads it) and shows its
 * skeleton if the form is wanted before then.
 */
export const EditProfileForm = onDemandPart(
  async () => (await import('./EditProfileForm')).EditProfileForm,
  { Skeleton: EditProfileFormSkeleton },
);

export interface ProfileFormPanelProps {
  hasProfileCookie: boolean;
  profile: Resource<CustomerProfile | null>;
}

/** The edit form in whatever state the profile is: loading, failed, missing or there. */
export function ProfileFormPanel({ hasProfileCookie, profile }: ProfileFormPanelProps) {
  if (profile.data) {
    return <EditProfileForm profile={profile.data} />;
  }
  if (hasProfileCookie && profile.status === 'loading') return <EditProfileFormSkeleton />;
  if (hasProfileCookie && profile.status === 'error') {
    return (
      <LoadError title={texts.loadFailedTitle} retryLabel={texts.retry} onRetry={profile.retry}>
        {profile.error.userMessage}
      </LoadError>
    );
  }
  return (
    <EmptyState headingLevel={2} title={texts.noProfileTitle}>
      {texts.noProfileMessage}
    </EmptyState>
  );
}
