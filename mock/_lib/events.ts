/**
 * What the mock tells those listening in-process: `reloaded` after every reload of its resource
 * files and menu seed (tests wait for it), `menus` when the menu seed it serves changed (the
 * development event stream, mock/dev-events.ts, passes it on to open consoles).
 */
import { EventEmitter } from 'node:events';

export const mockEvents = new EventEmitter();
// One listener per open console's event stream: many tabs are not a leak.
mockEvents.setMaxListeners(0);
