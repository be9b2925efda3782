import { customerQueries } from '@/api/customer';
import { useServerData } from '@/api/serverData';

/** Activates the account of an e-mailed link (SPEC §2: /Activation/{alias}). */
export function useActivation(alias: string) {
  return useServerData(customerQueries.activation(alias));
}
