import { type ReactNode, useRef } from 'react';
import {
  Dialog as AriaDialog,
  Button,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import sheetStyles from './BottomSheet.module.css';
import { cx } from './cx';
import dialogStyles from './Dialog.module.css';
import { Icon } from './Icon';
import iconButton from './iconButton.module.css';
import layout from './layout.module.css';
import styles from './ModalShell.module.css';
import { useIsOverflowing } from './useIsOverflowing';

type Slot = ReactNode | ((actions: { close: () => void }) => ReactNode);

export interface ModalProps
  extends Pick<
    ModalOverlayProps,
    'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
  > {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** The content; a function receives `close` for a button that should dismiss. */
  children?: Slot;
  /** Actions under the content, such as a submit button. */
  footer?: Slot;
  /** `alertdialog` for confirmations and alerts that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** A picture above a centred title, as in alerts. */
  icon?: ReactNode;
  isCloseButtonHidden?: boolean;
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  'aria-describedby'?: string;
  className?: string;
}

interface ModalShellProps extends ModalProps {
  placement: 'center' | 'bottom';
}

const render = (slot: Slot, close: () => void) =>
  typeof slot === 'function' ? slot({ close }) : slot;

/**
 * The one modal the design system has, placed in the middle (Dialog) or at the bottom, a
 * sheet (ResponsiveDialog below 1024px). react-aria traps focus inside, restores it on close, closes on Escape,
 * hides the page from screen readers and locks its scroll while open.
 */
export function ModalShell({
  placement,
  title,
  children,
  footer,
  role = 'dialog',
  icon,
  isCloseButtonHidden = false,
  closeLabel = 'Tutup',
  size = 'md',
  isDismissable = true,
  'aria-describedby': describedBy,
  className,
  ...overlayProps
}: ModalShellProps) {
  const look = placement === 'bottom' ? sheetStyles : dialogStyles;
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      className={cx(styles.overlay, look.overlay, icon !== undefined && styles.centred)}
    >
      <Modal className={cx(styles.modal, look.modal, size !== 'md' && look[size], className)}>
        {placement === 'bottom' && <span className={sheetStyles.handle} aria-hidden="true" />}
        <AriaDialog role={role} aria-describedby={describedBy} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {icon}
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {!isCloseButtonHidden && (
                  <Button
                    slot="close"
                    aria-label={closeLabel}
                    className={cx(iconButton.iconButton, styles.close)}
                  >
                    <Icon>
                      <path d="M6 6l12 12M18 6 6 18" />
                    </Icon>
                  </Button>
                )}
              </div>
              {children !== undefined && <ModalBody>{render(children, close)}</ModalBody>}
              {footer !== undefined && (
                <div className={cx(layout.cluster, styles.footer)}>{render(footer, close)}</div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The content area; it scrolls when tall, and is then focusable so the keyboard can scroll it. */
function ModalBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isOverflowing = useIsOverflowing(ref);
  return (
    <div ref={ref} className={styles.body} tabIndex={isOverflowing ? 0 : undefined}>
      {children}
    </div>
  );
}
