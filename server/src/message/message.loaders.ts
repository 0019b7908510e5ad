import { byId, defineLoader } from '../common/loaders.js';
import { Message } from './message.entity.js';
import type { MessageSide } from './message.enums.js';

export const messageById = defineLoader<string, Message | null>('messageById', async (em, ids) =>
  byId(ids, await em.find(Message, { id: { $in: [...ids] } })),
);

/** How far each side of each thread has read (side → time), by response id. */
export const threadReadsByResponse = defineLoader<string, Partial<Record<MessageSide, Date>>>(
  'threadReadsByResponse',
  async (em, responseIds) => {
    const rows = await em.execute<{ response_id: string; side: MessageSide; last_read_at: Date }[]>(
      `select response_id, side, last_read_at from message_thread_read where response_id in (?)`,
      [[...responseIds]],
    );
    return responseIds.map((id) =>
      Object.fromEntries(
        rows.filter((row) => row.response_id === id).map((row) => [row.side, new Date(row.last_read_at)]),
      ),
    );
  },
);

/**
 * Unread messages of a thread for one account, keyed `responseId memberId`: the other side's
 * messages after this side last read; 0 for an account that is not a party. One statement per
 * list, whatever its length.
 */
export const unreadMessageCount = defineLoader<string, number>('unreadMessageCount', async (em, keys) => {
  const pairs = keys.map((key) => key.split(' ') as [string, string]);
  const rows = await em.execute<{ response_id: string; member_id: string; n: number }[]>(
    `with k (response_id, member_id) as (values ${pairs.map(() => '(?::uuid, ?::uuid)').join(', ')}),
     s as (
       select k.response_id, k.member_id,
              case when w.owner_id = k.member_id then 'BUYER' when p.member_id = k.member_id then 'PARTNER' end as side
         from k join response r on r.id = k.response_id
                join wire w on w.id = r.wire_id
                join partner p on p.id = r.partner_id
     )
     select s.response_id, s.member_id, count(m.id)::int as n
       from s
       join message m on m.response_id = s.response_id and m.side <> s.side
       left join message_thread_read t on t.response_id = s.response_id and t.side = s.side
      where s.side is not null and (t.last_read_at is null or m.created_at > t.last_read_at)
      group by s.response_id, s.member_id`,
    pairs.flat(),
  );
  const counts = new Map(rows.map((row) => [`${row.response_id} ${row.member_id}`, row.n]));
  return keys.map((key) => counts.get(key) ?? 0);
});
