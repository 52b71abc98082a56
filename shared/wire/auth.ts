/**
 * The OAuth calls of sfbn-auth (spec 7.1): the captcha, the token grants and the user's info.
 * Their answers are OAuth's own, not the {code, data, msg} wrapper; a refusal answers 400 (401
 * for an expired refresh token) with {error_code, error, error_description}. The console
 * (src/stores/session.ts) and the mock (mock/sfbn-auth.ts) use these types.
 */

/** A captcha (GET oauth/captcha): its key, sent back in the Captcha-Key header, and its PNG as a data URL. */
export interface CaptchaAnswer {
  key: string;
  image: string;
}

/**
 * The form-encoded body of POST oauth/token (never the query: credentials in a query answer 400).
 * grant_type password: username and password sm2-encrypted with the gateway's key, the captcha in
 * the Captcha-Key and Captcha-Code headers; refresh_token: the refresh token; authorization_code:
 * the code and the redirect_uri it was minted for.
 */
export interface TokenRequest {
  grant_type: 'password' | 'refresh_token' | 'authorization_code';
  scope?: string;
  tenantId?: string;
  /** password: sm2-encrypted account. */
  username?: string;
  /** password: sm2-encrypted password. */
  password?: string;
  type?: string;
  refresh_token?: string;
  code?: string;
  redirect_uri?: string;
}

/** The form-encoded body of POST oauth/token/refresh. */
export interface RefreshRequest {
  refresh_token: string;
}

/** A session's tokens and who it is (the answer of a grant, not wrapped). */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: string;
  /** Seconds the access token lives. */
  expires_in: number;
  scope: string;
  tenant_id: string;
  user_id: string;
  user_name: string;
  account: string;
  nick_name: string;
  real_name: string;
  role_id: string;
  /** Comma-joined role names. */
  role_name: string;
  avatar: string;
  dept_id: string;
  post_id: string;
  license?: string;
}

/** The signed-in user (oauth/user-info). */
export interface UserInfo {
  userId: string;
  account: string;
  name: string;
  realName: string;
  tenantId: string;
}
