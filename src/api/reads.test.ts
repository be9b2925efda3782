import { expect, test } from 'vitest';
import {
  addressReads,
  blendReads,
  branchReads,
  cartReads,
  customerReads,
  orderReads,
  regionReads,
} from './accountReads';
import { addressQueries } from './addresses';
import { blendQueries } from './blend';
import { blogQueries } from './blogs';
import { branchQueries } from './branches';
import { cartQueries } from './cart';
import { catalogueQueries } from './catalogue';
import { customerQueries } from './customer';
import { orderQueries } from './orders';
import { blogReads, catalogueReads } from './reads';
import type { Query } from './serverData';
import { regionQueries } from './shipping';

test('each read is its api module’s query, under the same key', () => {
  const pairs: [Query<unknown>, Query<unknown>][] = [
    [catalogueReads.categories, catalogueQueries.categories],
    [catalogueReads.products, catalogueQueries.products],
    [catalogueReads.top, catalogueQueries.top],
    [catalogueReads.similar('BN-ARB-GAYO'), catalogueQueries.similar('BN-ARB-GAYO')],
    [blogReads.list, blogQueries.list],
    [blendReads.grindOptions, catalogueQueries.grindOptions],
    [blendReads.uoMGroup('BAG'), catalogueQueries.uoMGroup('BAG')],
    [blendReads.beanTypes, blendQueries.beanTypes],
    [blendReads.origins('Arabica'), blendQueries.origins('Arabica')],
    [blendReads.products('Arabica', 'Gayo'), blendQueries.products('Arabica', 'Gayo')],
    [
      blendReads.price('Bag', { components: [] } as never),
      blendQueries.price('Bag', { components: [] } as never),
    ],
    [customerReads.profile, customerQueries.profile],
    [cartReads.lines, cartQueries.lines],
    [branchReads.list, branchQueries.list],
    [branchReads.origin, branchQueries.origin],
    [branchReads.logistics, branchQueries.logistics],
    [addressReads.list, addressQueries.list],
    [addressReads.one('rumah'), addressQueries.one('rumah')],
    [regionReads.provinces, regionQueries.provinces],
    [regionReads.cities('9'), regionQueries.cities('9')],
    [regionReads.subdistricts('23'), regionQueries.subdistricts('23')],
    [orderReads.group('outstanding'), orderQueries.group('outstanding')],
    [orderReads.group('delivered'), orderQueries.group('delivered')],
  ];
  for (const [read, query] of pairs) expect(read.key).toBe(query.key);
});
