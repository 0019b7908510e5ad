import type { WireEventType } from './wire.enums.js';

export type WireMessage = { topic: 'WIRE'; type: WireEventType; wireId: string };

declare module '../events/topics.js' {
  interface Topics {
    WIRE: WireMessage;
  }
}
