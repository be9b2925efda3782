import { useParams } from 'wouter';
import type { ApiError } from '@/api/errors';
import { routes } from '@/lib/paths';
import { Button, cx, Link, layout, Spinner } from '@/ui';
import styles from './ActivationScreen.module.css';
import { AuthCard } from './AuthCard';
import { failureReason } from './failureMessages';
import { activationTexts as texts } from './texts';
import { useActivation } from './useActivation';

/** /Activation/:alias, the link in the registration e-mail. */
export default function ActivationScreen() {
  const { alias = '' } = useParams<{ alias: string }>();
  const activation = useActivation(alias);

  if (activation.status === 'loading') {
    return (
      <AuthCard title={texts.title}>
        <div className={cx(layout.stack, styles.busy)}>
          <Spinner size="lg" isDecorative />
          <p role="status">{texts.activating}</p>
        </div>
      </AuthCard>
    );
  }
  if (activation.status === 'success') {
    return (
      <AuthCard title={texts.activatedTitle} lead={texts.activated}>
        <LoginLink />
      </AuthCard>
    );
  }
  const { error, retry } = activation;
  if (isUnknownLink(error)) {
    return (
      <AuthCard title={texts.invalidTitle} lead={texts.invalid}>
        <Link variant="primary" href={routes.register}>
          {texts.register}
        </Link>
      </AuthCard>
    );
  }
  if (error.status === 409) {
    return (
      <AuthCard title={texts.usedTitle} lead={texts.used}>
        <LoginLink />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={texts.failedTitle} lead={failureReason(error) ?? error.userMessage}>
      <Button size="lg" onPress={retry}>
        {texts.retry}
      </Button>
    </AuthCard>
  );
}

/** 404 says the link is unknown; 400 is what gateways answer for a malformed alias. */
function isUnknownLink(error: ApiError): boolean {
  return error.status === 404 || error.status === 400;
}

function LoginLink() {
  return (
    <Link variant="primary" href={routes.login}>
      {texts.login}
    </Link>
  );
}
