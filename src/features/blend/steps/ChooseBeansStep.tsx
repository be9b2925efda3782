import { useAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { blendQueries, type OriginOption } from '@/api/blend';
import type { Product, ProductOption } from '@/api/catalogue';
import { type Resource, useServerData } from '@/api/serverData';
import { hrefs } from '@/lib/paths';
import {
  Button,
  ConfirmFlowDialogs,
  cx,
  Link,
  layout,
  RadioGroup,
  SectionCard,
  useConfirmFlow,
} from '@/ui';
import styles from '../BlendScreen.module.css';
import type { BlendComponent, BlendPercentage } from '../blend';
import { blendAtom } from '../blendAtom';
import {
  addComponent,
  isCompositionComplete,
  remainingPercentages,
  removeComponent,
  totalPercentage,
} from '../blendRules';
import { CompositionCard } from '../parts/CompositionCard';
import { blendTexts } from '../texts';
import { Loaded, Problem } from './StepStates';

const t = blendTexts.beans;

interface Choice {
  beanType: string | null;
  origin: string | null;
  product: string | null;
  percentage: BlendPercentage | null;
}

const NOTHING_CHOSEN: Choice = { beanType: null, origin: null, product: null, percentage: null };

/** A required choice among options the gateway lists (bean types, origins), once loaded. */
function LoadedChoice({
  resource,
  label,
  value,
  onChange,
}: {
  resource: Resource<readonly { code: string; name: string }[]>;
  label: string;
  value: string | null;
  onChange: (code: string) => void;
}) {
  return (
    <Loaded resource={resource} loadingLabel={t.loading}>
      {(options) => (
        <RadioGroup
          label={label}
          isRequired
          options={options.map(({ code, name }) => ({ value: code, label: name }))}
          value={value}
          onChange={onChange}
        />
      )}
    </Loaded>
  );
}

/**
 * Step 1 (SPEC §4): bean type, then origin (which loads its products), then product, then
 * share; each addition confirmed. The shares offered shrink with what is in the blend, and
 * the composition can be changed until the shopper goes on.
 */
export function ChooseBeansStep() {
  const [blend, setBlend] = useAtom(blendAtom);
  const [, navigate] = useLocation();
  const [choice, setChoice] = useState<Choice>(NOTHING_CHOSEN);
  const [isMissing, setIsMissing] = useState(false);
  const beanTypes = useServerData(blendQueries.beanTypes);
  const beanType = beanTypes.data?.find((option) => option.code === choice.beanType);
  const origins = useServerData(beanType ? blendQueries.origins(beanType.name) : null);
  const origin = origins.data?.find((option) => option.code === choice.origin);
  const products = useServerData(
    beanType && origin ? blendQueries.products(beanType.name, origin.name) : null,
  );
  const product = products.data?.find((option) => option.code === choice.product);
  const offered = remainingPercentages(blend.components);
  const isComplete = isCompositionComplete(blend.components);

  const adding = useConfirmFlow<BlendComponent, void>({
    send: async (component) => {
      const next = addComponent(blend, component);
      setBlend(next);
      setChoice(NOTHING_CHOSEN);
      // SPEC §4: at 100% the flow moves on to packaging (and can come back to change it).
      if (isCompositionComplete(next.components)) navigate(hrefs.blendStep('pilih-kemasan-produk'));
    },
    question: (component) => ({
      title: t.confirmTitle,
      message: t.confirmMessage(component.percentage, component.product.name),
      confirmLabel: t.confirm,
      cancelLabel: t.cancel,
    }),
    success: () => null,
    failure: () => ({ kind: 'error', title: blendTexts.loadError }),
  });

  const add = () => {
    if (!beanType || !origin || !product || choice.percentage === null) {
      setIsMissing(true);
      return;
    }
    setIsMissing(false);
    adding.start(componentOf(beanType, origin, product, choice.percentage));
  };

  const choose = (next: Partial<Choice>) => {
    setIsMissing(false);
    setChoice((current) => ({ ...current, ...next }));
  };

  return (
    <>
      <CompositionCard
        components={blend.components}
        onRemove={(code) => setBlend((current) => removeComponent(current, code))}
      />

      {isComplete ? (
        <div className={cx(layout.cluster, styles.actions)}>
          <p className={styles.note}>{t.complete}</p>
          <Link variant="primary" href={hrefs.blendStep('pilih-kemasan-produk')}>
            {blendTexts.next}
          </Link>
        </div>
      ) : (
        <SectionCard title={t.pickerTitle}>
          <div className={cx(layout.stack, styles.fields)}>
            <p className={styles.note}>{t.remaining(100 - totalPercentage(blend.components))}</p>
            <LoadedChoice
              resource={beanTypes}
              label={t.beanType}
              value={choice.beanType}
              onChange={(code) => choose({ beanType: code, origin: null, product: null })}
            />
            {beanType ? (
              <LoadedChoice
                resource={origins}
                label={t.origin}
                value={choice.origin}
                onChange={(code) => choose({ origin: code, product: null })}
              />
            ) : null}
            {beanType && origin ? (
              <Loaded resource={products} loadingLabel={t.loading}>
                {(options: Product[]) =>
                  options.length === 0 ? (
                    <Problem>{t.notFound}</Problem>
                  ) : (
                    <RadioGroup
                      label={t.product}
                      isRequired
                      orientation="vertical"
                      options={options.map(({ code, name }) => {
                        const isInBlend = blend.components.some((c) => c.product.code === code);
                        return {
                          value: code,
                          label: name,
                          isDisabled: isInBlend,
                          ...(isInBlend ? { description: t.alreadyInBlend } : {}),
                        };
                      })}
                      value={choice.product}
                      onChange={(code) => choose({ product: code })}
                    />
                  )
                }
              </Loaded>
            ) : null}
            <RadioGroup
              label={t.percentage}
              isRequired
              options={offered.map((percentage) => ({
                value: String(percentage),
                label: t.percentageOption(percentage),
              }))}
              value={choice.percentage === null ? null : String(choice.percentage)}
              onChange={(value) => choose({ percentage: Number(value) as BlendPercentage })}
            />
            {isMissing ? <Problem>{t.missingChoice}</Problem> : null}
            <div className={cx(layout.cluster, styles.actions)}>
              <Button variant="primary" onPress={add}>
                {t.add}
              </Button>
            </div>
          </div>
        </SectionCard>
      )}
      <ConfirmFlowDialogs flow={adding} />
    </>
  );
}

function componentOf(
  beanType: ProductOption,
  origin: OriginOption,
  product: Product,
  percentage: BlendPercentage,
): BlendComponent {
  return {
    beanType: { code: beanType.code, name: beanType.name },
    origin: {
      code: origin.code,
      name: origin.name,
      ...(origin.flavour ? { flavour: origin.flavour } : {}),
    },
    product: { code: product.code, name: product.name },
    percentage,
  };
}
