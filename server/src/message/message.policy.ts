import type { Viewer } from '../common/actor.js';
import type { Message } from './message.entity.js';

/** Whether the viewer wrote the message (a system message has no author). */
export function isAuthor(viewer: Viewer | null, message: Message): boolean {
  return viewer !== null && message.author !== null && message.author.id === viewer.id;
}
