import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { isChunkLoadError } from '@/lib/onDemand';
import { routes } from '@/lib/paths';
import buttonStyles from '@/ui/Button.module.css';
import { cx } from '@/ui/cx';
import layout from '@/ui/layout.module.css';
import { screenErrorTexts } from './layout/texts';
import styles from './ScreenErrorBoundary.module.css';

export interface ScreenErrorBoundaryProps {
  /** Where the shopper is: going elsewhere clears a failure, as the next screen is another. */
  location: string;
  children: ReactNode;
  /** Reloads the page (a screen's code that failed to download is only fetched again so). */
  onReload?: () => void;
}

interface State {
  error: Error | null;
  /** The location the failure happened at. */
  failedAt: string | null;
}

function reloadPage() {
  window.location.reload();
}

/**
 * Every screen sits under this: a screen that throws while rendering (an answer of a shape no
 * one expected, a bug) or whose code cannot be downloaded shows what happened and a way on,
 * inside the shell, instead of a blank page. The shell's navigation stays usable.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (state.error && state.failedAt === null) return { failedAt: props.location };
    // Another address is another screen: it gets its own chance to render.
    if (state.error && state.failedAt !== props.location) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console for whoever investigates; the shopper sees the message below.
    console.error('A screen failed to render', error, info.componentStack);
  }

  private retry = () => {
    const { error } = this.state;
    if (error && isChunkLoadError(error)) (this.props.onReload ?? reloadPage)();
    else this.setState({ error: null, failedAt: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className={styles.failed} role="alert" aria-labelledby="screen-error-title">
        <h1 id="screen-error-title" className={styles.title}>
          {screenErrorTexts.title}
        </h1>
        <p className={styles.body}>
          {isChunkLoadError(error) ? screenErrorTexts.chunkBody : screenErrorTexts.body}
        </p>
        <div className={cx(layout.cluster, styles.actions)}>
          {/* Plain elements with the buttons' look: the shell's first load stays free of
              react-aria's press handling, and this must show even when code can't load. */}
          <button
            type="button"
            className={cx(buttonStyles.button, buttonStyles.primary, styles.action)}
            onClick={this.retry}
          >
            {screenErrorTexts.retry}
          </button>
          <Link
            href={routes.home}
            className={cx(buttonStyles.button, buttonStyles.secondary, styles.action)}
          >
            {screenErrorTexts.home}
          </Link>
        </div>
      </section>
    );
  }
}
