import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Branch, branchQueries } from '@/api/branches';
import type { CartLine } from '@/api/cart';
import { failureReason } from '@/api/errors';
import { useServerData } from '@/api/serverData';
import { CartLineSummary, cartSummary, useCartLines, WithCartLines } from '@/features/cart/public';
import { usePageTitle } from '@/lib/pageTitle';
import { routes } from '@/lib/paths';
import {
  Button,
  ConfirmFlowDialogs,
  cx,
  EmptyState,
  Link,
  LoadError,
  layout,
  Price,
  SectionCard,
  Skeleton,
  SkeletonGroup,
} from '@/ui';
import { usePayAtBranch } from './hooks/usePayAtBranch';
import { BranchPicker } from './parts/BranchPicker';
import { BranchQrCode } from './parts/BranchQrCode';
import styles from './SelectBranchScreen.module.css';
import { branchTexts as texts } from './texts';

/**
 * /main/select-branch (SPEC §2 'Select branch'): choose a branch, confirm, and the QR
 * invoice is created with the cart's lines; its alias is shown as the QR to pay at the till.
 */
export default function SelectBranchScreen() {
  const { flow, payment, readAgain, isReading } = usePayAtBranch();
  const cart = useCartLines();
  // Once the QR is made the branch is chosen: the heading and the tab say what is left.
  const title = payment ? texts.paidTitle : texts.title;
  usePageTitle(title);

  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      {!payment && (
        <Link variant="standalone" href={routes.cart} className={styles.back}>
          <span aria-hidden="true">←</span> {texts.back}
        </Link>
      )}
      <header className={cx(layout.stack, styles.header)}>
        <h1 className={layout.taskTitle}>{title}</h1>
        {!payment && <p className={styles.lead}>{texts.lead}</p>}
      </header>
      {payment ? (
        <PaidAtBranch>
          <BranchQrCode
            payment={payment}
            onReadAgain={() => void readAgain()}
            isReading={isReading}
          />
        </PaidAtBranch>
      ) : (
        <WithCartLines cart={cart} skeleton={<BranchSkeleton />} texts={texts.cartLines}>
          {(lines) => (
            <PayAtBranch
              lines={lines}
              isSending={flow.isSending}
              onPay={(branch, lines) => flow.start({ branch, lines })}
            />
          )}
        </WithCartLines>
      )}
      <ConfirmFlowDialogs flow={flow} retryLabel={texts.retry} />
    </div>
  );
}

/** Moves focus to the QR's heading when it appears: the button that made it is gone. */
function PaidAtBranch({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('h2')?.focus();
  }, []);
  return <div ref={box}>{children}</div>;
}

function PayAtBranch({
  lines,
  isSending,
  onPay,
}: {
  lines: CartLine[];
  isSending: boolean;
  onPay: (branch: Branch, lines: CartLine[]) => void;
}) {
  const branches = useServerData(branchQueries.list);
  const [chosen, setChosen] = useState<string | null>(null);
  const branch = findBranch(branches.data, chosen);
  const { total } = cartSummary(lines);
  return (
    <div className={layout.withAside}>
      <div className={cx(layout.stack, styles.main)}>
        {branches.status === 'loading' && (
          <SkeletonGroup label={texts.loading}>
            <Skeleton height="4rem" />
            <Skeleton height="4rem" />
            <Skeleton height="4rem" />
          </SkeletonGroup>
        )}
        {branches.status === 'error' && (
          <LoadError
            title={texts.branchesFailedTitle}
            retryLabel={texts.retry}
            onRetry={branches.retry}
            headingLevel={2}
          >
            {failureReason(branches.error)}
          </LoadError>
        )}
        {branches.data?.length === 0 && (
          <EmptyState title={texts.noBranchesTitle} headingLevel={2}>
            {texts.noBranches}
          </EmptyState>
        )}
        {branches.data && branches.data.length > 0 && (
          <BranchPicker
            branches={branches.data}
            chosen={chosen}
            onChoose={setChosen}
            isDisabled={isSending}
          />
        )}
      </div>
      <aside className={cx(layout.stack, styles.aside)}>
        <SectionCard title={texts.summaryTitle}>
          <ul
            className={cx(layout.plainList, layout.stack, styles.lines)}
            aria-label={texts.linesLabel}
          >
            {lines.map((line) => (
              <li key={line.alias}>
                <CartLineSummary line={line} />
              </li>
            ))}
          </ul>
          <p className={cx(layout.amountRow, styles.total)}>
            <span>{texts.total}</span>
            <Price price={total} />
          </p>
          <Button
            size="lg"
            isFullWidth
            whyDisabled={branch ? undefined : texts.chooseFirst}
            isLoading={isSending}
            onPress={() => branch && onPay(branch, lines)}
          >
            {texts.pay}
          </Button>
        </SectionCard>
      </aside>
    </div>
  );
}

function findBranch(branches: readonly Branch[] | undefined, code: string | null) {
  return branches?.find((branch) => branch.code === code) ?? null;
}

function BranchSkeleton() {
  return (
    <SkeletonGroup label={texts.loading}>
      <Skeleton height="12rem" />
    </SkeletonGroup>
  );
}
