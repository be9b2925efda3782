import type { Schemas } from '../domain/types';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { type BranchRecord, db, inListOrder } from '../store/collections';

function toBranch(branch: BranchRecord): Schemas['Branch'] {
  const { code, name, line1, line2, city, cityId, postalCode, imageUrl, gMapsUrl } = branch;
  return { code, name, line1, line2, city, cityId, postalCode, imageUrl, gMapsUrl };
}

export const branchHandlers = [
  route('get', '/api/Branch', ({ response }) =>
    response(200).json(db.branches.all().map(toBranch)),
  ),

  route('get', '/api/Branch/Origin', ({ response }) => {
    const origin = db.branches.findFirst((q) => q.where({ isOrigin: true }));
    if (!origin) return notFound('Cabang asal pengiriman belum diatur.');
    return response(200).json(toBranch(origin));
  }),

  route('get', '/api/Logistic', ({ response }) =>
    response(200).json(
      inListOrder(db.logistics.all()).map(({ code, description, imageUrl }) => ({
        code,
        description,
        imageUrl,
      })),
    ),
  ),
];
