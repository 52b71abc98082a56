/**
 * OAuth authorization codes (authorization_code grant). GET /api/sfbn-auth/oauth/authorize mints
 * one for the signed-in user (what an identity provider does after its own login); the token
 * endpoint takes it once, within 5 minutes, for the same redirect_uri.
 */
import { randomBytes } from 'node:crypto';
import { users, type User } from './users';

const codes = new Map<string, { userId: string; redirectUri?: string; expiresAt: number }>();

export function mintAuthorizationCode(user: User, redirectUri?: string): string {
  const code = randomBytes(12).toString('hex');
  codes.set(code, { userId: user.id, redirectUri: redirectUri || undefined, expiresAt: Date.now() + 5 * 60_000 });
  return code;
}

export function takeAuthorizationCode(code: string, redirectUri?: string): User | undefined {
  const c = codes.get(code);
  codes.delete(code);
  if (!c || c.expiresAt < Date.now()) return undefined;
  if (c.redirectUri && redirectUri && c.redirectUri !== redirectUri) return undefined;
  return users.get(c.userId);
}
