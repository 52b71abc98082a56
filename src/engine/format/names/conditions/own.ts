import type { Context } from '../../runtime';

/** The row's creator is the signed-in user's BID (ownRow, notOwnRow). */
export const ownRow = (row: Record<string, any>, ctx: Context) => Boolean(ctx.user?.bid) && row.creator === ctx.user?.bid;

/** A tree row that has children (hasChildren, leaf). */
export const hasChildren = (row: Record<string, any>) => Boolean(row.hasChildren) || (Array.isArray(row.children) && row.children.length > 0);
