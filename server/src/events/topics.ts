/**
 * The messages of the event bus, by topic. Each domain adds its own topic to this interface
 * (declaration merging in its `*.events.ts`), so the bus knows no domain and every message is
 * typed. Messages carry a topic and ids, never a record: subscribers load what they may see.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains
export interface Topics {}

export type Topic = keyof Topics;
export type BusMessage = Topics[Topic];
export type MessageOf<T extends Topic> = Topics[T];
