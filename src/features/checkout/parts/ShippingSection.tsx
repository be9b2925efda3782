import { failureReason } from '@/api/errors';
import type { ServiceOffer } from '@/api/shipping';
import { formatIDR } from '@/lib/format';
import {
  Button,
  cx,
  layout,
  RadioGroup,
  SectionCard,
  Skeleton,
  SkeletonGroup,
  Spinner,
} from '@/ui';
import { etdDays } from '../delivery';
import type { Delivery } from '../hooks/useDelivery';
import { checkoutTexts } from '../texts';
import styles from './ShippingSection.module.css';

const texts = checkoutTexts.shipping;

function serviceDescription(offer: ServiceOffer): string {
  const days = etdDays(offer.etd);
  return [formatIDR(offer.cost), days && texts.etd(days)].filter(Boolean).join(' · ');
}

/** The chosen courier's services for the address and the cart's weight, each with its cost. */
function Services({ delivery }: { delivery: Delivery }) {
  const { services, service, chooseService } = delivery;
  if (services.status === 'loading') {
    return (
      <p className={styles.state} role="status">
        <Spinner size="sm" isDecorative />
        {texts.servicesLoading}
      </p>
    );
  }
  if (services.status === 'error') {
    return (
      <div className={cx(layout.stack, styles.failure)} role="alert">
        <p className={styles.failureTitle}>{texts.servicesFailed}</p>
        <p>{failureReason(services.error)}</p>
        <Button variant="secondary" size="sm" onPress={services.retry}>
          {checkoutTexts.retry}
        </Button>
      </div>
    );
  }
  if (services.data.length === 0) {
    return (
      <p className={styles.notice} role="status">
        {texts.noServices}
      </p>
    );
  }
  return (
    <RadioGroup
      label={texts.service}
      orientation="vertical"
      value={service?.service ?? null}
      onChange={chooseService}
      options={services.data.map((offer) => ({
        value: offer.service,
        label: `${offer.service} · ${offer.description}`,
        description: serviceDescription(offer),
      }))}
    />
  );
}

/**
 * Courier, then service (SPEC §2 Checkout, §4): no courier can be chosen before there is an
 * address to deliver to (SPEC §5's message says so), and the services follow the courier.
 */
export function ShippingSection({ delivery }: { delivery: Delivery }) {
  const { address, couriers, origin, courier, chooseCourier } = delivery;
  const failed = couriers.status === 'error' ? couriers : origin.status === 'error' ? origin : null;

  return (
    <SectionCard title={texts.title}>
      {failed && (
        <div className={cx(layout.stack, styles.failure)} role="alert">
          <p className={styles.failureTitle}>{texts.couriersFailed}</p>
          <p>{failureReason(failed.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              if (couriers.status === 'error') couriers.retry();
              if (origin.status === 'error') origin.retry();
            }}
          >
            {checkoutTexts.retry}
          </Button>
        </div>
      )}

      {!failed && couriers.status === 'loading' && (
        <SkeletonGroup
          label={texts.couriersLoading}
          className={cx(layout.cluster, styles.skeleton)}
        >
          <Skeleton height="2.75rem" width="9rem" />
          <Skeleton height="2.75rem" width="9rem" />
          <Skeleton height="2.75rem" width="9rem" />
        </SkeletonGroup>
      )}

      {!failed && couriers.status === 'success' && (
        <RadioGroup
          label={texts.courier}
          isDisabled={!address}
          description={address ? undefined : checkoutTexts.address.none}
          value={courier?.code ?? null}
          onChange={chooseCourier}
          options={couriers.data.map((option) => ({
            value: option.code,
            label: option.description,
          }))}
        />
      )}

      {!failed && address && couriers.status === 'success' && !courier && (
        <p className={styles.hint}>{texts.chooseCourier}</p>
      )}

      {!failed && address && courier && <Services delivery={delivery} />}
    </SectionCard>
  );
}
