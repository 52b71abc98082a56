/**
 * What the hand-written handlers need (resource descriptors declare theirs with the resource):
 * 'METHOD /api/path' -> need (access.ts). A call not listed needs only a session.
 */
import type { Need } from './access';

export const GRANTS: Record<string, Need> = {};
