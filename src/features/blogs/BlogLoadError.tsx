import { LoadError } from '@/ui';
import { blogTexts } from './texts';

/** The blog list could not be loaded: on /blogs, and on an article that needed the list. */
export function BlogLoadError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <LoadError
      title={blogTexts.errorTitle}
      retryLabel={blogTexts.retry}
      retryVariant="secondary"
      onRetry={onRetry}
      className={className}
    >
      {blogTexts.errorText}
    </LoadError>
  );
}
