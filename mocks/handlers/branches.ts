import { toBranch } from '../domain/dto';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { db, inListOrder } from '../store/collections';

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
