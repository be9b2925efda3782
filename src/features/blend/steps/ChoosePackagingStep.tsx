import { useAtom } from 'jotai';
import { useLocation } from 'wouter';
import { type BlendPackaging, blendQueries } from '@/api/blend';
import { catalogueQueries, unitLabel } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { hrefs } from '@/lib/paths';
import { Button, cx, Link, layout, Price, RadioGroup, SectionCard } from '@/ui';
import styles from '../BlendScreen.module.css';
import { blendAtom } from '../blendAtom';
import { chooseGrind, choosePackaging, chooseUnit, withPrice } from '../blendRules';
import { grindsFor, PACKAGING_UOM_GROUPS, PACKAGINGS } from '../packaging';
import { blendTexts } from '../texts';
import { Loaded, Problem } from './StepStates';

const t = blendTexts.packaging;

/**
 * Step 2: Coffee Bag or Drip Bag, its size, the grind, and the blend's price for that unit
 * from the gateway (the Drip call for drip bags). SPEC §5: only a price above 0 goes on.
 */
export function ChoosePackagingStep() {
  const [blend, setBlend] = useAtom(blendAtom);
  const [, navigate] = useLocation();
  const { packaging, unit, grind } = blend;
  const group = useServerData(
    packaging ? catalogueQueries.uoMGroup(PACKAGING_UOM_GROUPS[packaging]) : null,
  );
  const grinds = useServerData(catalogueQueries.grindOptions);
  const price = useServerData(
    packaging && unit
      ? blendQueries.price(packaging, {
          code: PACKAGING_UOM_GROUPS[packaging],
          uoMCode: unit.alternateUoM.code,
          percentages: blend.components.map(({ product, percentage }) => ({
            productCode: product.code,
            percentage,
          })),
        })
      : null,
  );
  const priced = price.status === 'success' && price.data > 0 ? price.data : null;
  const canGoOn = priced !== null && grind !== null;

  const goOn = () => {
    if (priced === null) return;
    setBlend((current) => withPrice(current, priced));
    navigate(hrefs.blendStep('input-nama-blend'));
  };

  return (
    <SectionCard title={t.cardTitle}>
      <div className={cx(layout.stack, styles.fields)}>
        <RadioGroup
          label={t.packaging}
          isRequired
          options={PACKAGINGS.map((value) => ({ value, label: t.options[value] }))}
          value={packaging}
          onChange={(value) =>
            setBlend((current) => choosePackaging(current, value as BlendPackaging))
          }
        />
        {packaging === null ? null : (
          <Loaded resource={group} loadingLabel={t.loading}>
            {({ details }) => (
              <RadioGroup
                label={t.unit}
                isRequired
                options={details.map(({ alternateUoM }) => ({
                  value: alternateUoM.code,
                  label: unitLabel(alternateUoM),
                }))}
                value={unit?.alternateUoM.code ?? null}
                onChange={(code) => {
                  const chosen = details.find((d) => d.alternateUoM.code === code);
                  if (!chosen) return;
                  setBlend((current) => chooseUnit(current, chosen));
                }}
              />
            )}
          </Loaded>
        )}
        <Loaded resource={grinds} loadingLabel={t.loading}>
          {(options) => (
            <RadioGroup
              label={t.grind}
              isRequired
              options={grindsFor(packaging, options).map(({ code, name }) => ({
                value: code,
                label: name,
              }))}
              value={grind?.code ?? null}
              onChange={(code) => {
                const chosen = options.find((option) => option.code === code);
                if (chosen)
                  setBlend((current) => chooseGrind(current, { code, name: chosen.name }));
              }}
            />
          )}
        </Loaded>
        <div className={cx(layout.stack, styles.price)} aria-live="polite">
          {packaging === null || unit === null ? (
            <p className={styles.note}>{t.missing}</p>
          ) : (
            <Loaded resource={price} loadingLabel={t.priceLoading} errorMessage={t.priceError}>
              {(amount) =>
                amount > 0 ? (
                  <>
                    <span className={styles.muted}>{t.price}</span>
                    <Price price={amount} size="lg" />
                  </>
                ) : (
                  <Problem>{t.priceZero}</Problem>
                )
              }
            </Loaded>
          )}
        </div>
        <div className={cx(layout.cluster, styles.actions)}>
          <Link variant="secondary" href={hrefs.blendStep('pilih-biji-kopi')}>
            {blendTexts.back}
          </Link>
          <Button variant="primary" isDisabled={!canGoOn} onPress={goOn}>
            {blendTexts.next}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
