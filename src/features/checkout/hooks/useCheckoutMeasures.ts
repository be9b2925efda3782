import { useEffect, useRef } from 'react';
import type { CartLine } from '@/api/cart';
import type { ShippingQuote } from '@/api/orders';
import { track } from '@/features/analytics/public';

/**
 * Analytics of the checkout (after 'Terima' only): begin_checkout once the form shows, and
 * add_shipping_info each time a new courier service is chosen.
 */
export function useCheckoutMeasures(lines: CartLine[], quote: ShippingQuote | null) {
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    track({ name: 'begin_checkout', items: lines.map((line) => ({ line })) });
  }, [lines]);
  const tier = quote ? `${quote.courier} ${quote.service}` : null;
  const measuredTier = useRef<string | null>(null);
  useEffect(() => {
    if (tier === null || measuredTier.current === tier) return;
    measuredTier.current = tier;
    track({
      name: 'add_shipping_info',
      shippingTier: tier,
      items: lines.map((line) => ({ line })),
    });
  }, [tier, lines]);
}
