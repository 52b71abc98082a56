/**
 * The identity-provider half of the authorization_code flow, so /Authorization can be exercised
 * against the mock: a signed-in user asks for a code and is sent to redirect_uri with it.
 */
import { mintAuthorizationCode } from '../_lib/authCodes';
import { fail, ok, params, type Routes } from '../_lib/http';
import { currentUser, users } from '../_lib/users';
import { devOnly, needs } from '../_lib/access';
import type { AuthorizeAnswer } from '../../shared/wire/system';

const routes: Routes = {
  // Hand-written: mints a one-use code for the caller (a flow, not a row).
  /** Needs a token. Answers {code, redirect}: redirect_uri with ?code= (or #/Authorization?code= for the console itself). */
  'GET /api/sfbn-auth/oauth/authorize': needs(
    (req, res) => {
      const p = params(req);
      const u = currentUser(req);
      const code = mintAuthorizationCode(u, p.redirect_uri);
      const target = String(p.redirect_uri || '');
      const redirect = target ? `${target}${target.includes('?') ? '&' : '?'}code=${code}${p.state ? `&state=${encodeURIComponent(p.state)}` : ''}` : '';
      ok<AuthorizeAnswer>(res, { code, redirect });
    },
    'user',
    { wire: { query: 'AuthorizeQuery', answer: 'AuthorizeAnswer' } },
  ),
  /** Development only: a code for a demo account, for the browser tests. */
  'GET /api/__dev/auth-code/:account': devOnly((req, res) => {
    const u = users.find((x) => x.account === req.params.account);
    if (!u) return fail(res, '账号不存在');
    res.json({ code: mintAuthorizationCode(u) });
  }),
};

export default routes;
