import rows from './data/origins.json' with { type: 'json' };
import { ORIGIN_TINTS } from './illustrations';
import type { BeanType, FlavourLevel, OriginName, SeedFlavour, SeedOrigin } from './types';

const BEAN_TYPES: readonly string[] = ['Arabika', 'Robusta', 'Liberika'] satisfies BeanType[];

const isOriginName = (name: string): name is OriginName => Object.hasOwn(ORIGIN_TINTS, name);
const isBeanType = (beanType: string): beanType is BeanType => BEAN_TYPES.includes(beanType);
/** A cupping score: 1 (hardly any) to 5 (a lot). */
function level(score: number): FlavourLevel {
  if (score !== 1 && score !== 2 && score !== 3 && score !== 4 && score !== 5) {
    throw new Error(`Flavour levels run from 1 to 5, not ${score}`);
  }
  return score;
}

/** Body, acidity, sweetness, bitterness, each a level. */
function cup({ body, acidity, sweetness, bitterness }: Record<keyof SeedFlavour, number>) {
  return {
    body: level(body),
    acidity: level(acidity),
    sweetness: level(sweetness),
    bitterness: level(bitterness),
  };
}

function origin(row: (typeof rows)[number]): SeedOrigin {
  const { name, beanType, region, cityId, flavour } = row;
  if (!isOriginName(name) || !isBeanType(beanType)) {
    throw new Error(`Unknown origin or bean type in data/origins.json: ${name}, ${beanType}`);
  }
  return { name, beanType, region, cityId, tint: ORIGIN_TINTS[name], flavour: cup(flavour) };
}

/**
 * Growing regions the roastery buys from, as data in data/origins.json; cityId is the regency
 * in regions.ts. The flavour is how the roastery's cuppers score each origin's coffee:
 * highland Arabika brighter and sweeter, Robusta heavy, flat and bitter, Liberika heavy,
 * sweet and woody in between.
 */
export const origins: readonly SeedOrigin[] = rows.map(origin);

export function originByName(name: OriginName): SeedOrigin {
  const found = origins.find((o) => o.name === name);
  if (!found) throw new Error(`Unknown origin ${name}`);
  return found;
}
