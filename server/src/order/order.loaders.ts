import { byId, defineLoader, groupBy } from '../common/loaders.js';
import { Order, OrderLine, OrderPayment, OrderShipment } from './order.entity.js';

/** Orders as they are now (refreshed: a live event must not see a stale copy). */
export const orderById = defineLoader<string, Order | null>('orderById', async (em, ids) =>
  byId(ids, await em.find(Order, { id: { $in: [...ids] } }, { populate: ['partner'], refresh: true })),
);

/** The order of each response (null before it is accepted). */
export const orderByResponse = defineLoader<string, Order | null>('orderByResponse', async (em, ids) => {
  const rows = await em.find(Order, { response: { $in: [...ids] } });
  const map = new Map(rows.map((row) => [row.response.id, row]));
  return ids.map((id) => map.get(id) ?? null);
});

/** The orders of each wire, oldest first (one per accepted response). */
export const ordersByWire = defineLoader<string, Order[]>('ordersByWire', async (em, wireIds) => {
  const rows = await em.find(
    Order,
    { wire: { $in: [...wireIds] } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return groupBy(wireIds, rows, (row) => row.wire.id);
});

export const linesByOrder = defineLoader<string, OrderLine[]>('orderLinesByOrder', async (em, ids) => {
  const rows = await em.find(
    OrderLine,
    { order: { $in: [...ids] } },
    { orderBy: { position: 'asc' }, refresh: true },
  );
  return groupBy(ids, rows, (row) => row.order.id);
});

export const orderLineById = defineLoader<string, OrderLine | null>('orderLineById', async (em, ids) =>
  byId(ids, await em.find(OrderLine, { id: { $in: [...ids] } })),
);

export const shipmentsByOrder = defineLoader<string, OrderShipment[]>('shipmentsByOrder', async (em, ids) => {
  const rows = await em.find(
    OrderShipment,
    { order: { $in: [...ids] } },
    { orderBy: { sequence: 'asc' }, refresh: true },
  );
  return groupBy(ids, rows, (row) => row.order.id);
});

export const paymentsByOrder = defineLoader<string, OrderPayment[]>('paymentsByOrder', async (em, ids) => {
  const rows = await em.find(
    OrderPayment,
    { order: { $in: [...ids] } },
    { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true },
  );
  return groupBy(ids, rows, (row) => row.order.id);
});
