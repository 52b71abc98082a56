/**
 * Vote weights per business type (spec 7.4 voteWeight/*, docs/domain/alliance.md): the weight table
 * (member type -> weight) of each business type, over the shared table of _governance.ts that the
 * chain area's weighted votes read (voteWeightOf / totalVoteWeight).
 */
import { needs } from '../_lib/access';
import { fail, ok, params, type Routes } from '../_lib/http';
import { voteWeights, type VoteWeight } from './_governance';

const BASE = '/api/sfbn-alliance/voteWeight';
const BUSINESS = [1, 2, 3];
const MEMBER = [1, 2, 3];
export const WEIGHT_RANGE = '权重必须为0到100之间的整数';

const order = (a: VoteWeight, b: VoteWeight) => a.businessType - b.businessType || a.memberType - b.memberType;

/** One weight change, checked; answers a message when refused. */
function check(p: Record<string, any>): string | { businessType: number; memberType: number; weight: number } {
  const businessType = Number(p.businessType);
  const memberType = Number(p.memberType);
  if (!BUSINESS.includes(businessType)) return '请选择业务类型';
  if (!MEMBER.includes(memberType)) return '请选择成员类型';
  const raw = p.weight;
  const weight = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : typeof raw === 'number' ? raw : NaN;
  if (!Number.isInteger(weight) || weight < 0 || weight > 100) return WEIGHT_RANGE;
  return { businessType, memberType, weight };
}

const routes: Routes = {
  // The weight table of a business type (all business types without businessType), one row per member type.
  // Hand-written: a business type's weight table (a list, not a page) with its own message.
  [`GET ${BASE}/detail`]: needs(
    (req, res) => {
      const p = params(req);
      const bt = String(p.businessType ?? '').trim();
      if (bt && !BUSINESS.includes(Number(bt))) return fail(res, '业务类型取值不正确');
      ok(res, voteWeights.rows.filter((w) => !bt || w.businessType === Number(bt)).sort(order));
    },
    'user',
    { wire: { query: 'VoteWeightQuery', answer: { list: 'VoteWeight' } } },
  ),
  // One weight ({businessType, memberType, weight}) or a business type's table ({businessType, weights: [{memberType, weight}]}).
  // Hand-written: several rows saved in one call.
  [`POST ${BASE}/weightConfig`]: needs(
    (req, res) => {
      const p = params(req);
      const items = Array.isArray(p.weights) ? p.weights.map((w: any) => ({ ...w, businessType: p.businessType })) : [p];
      if (!items.length) return fail(res, '请设置权重');
      const checked = items.map((w: any) => check(w && typeof w === 'object' ? w : {}));
      const bad = checked.find((c: unknown) => typeof c === 'string');
      if (bad) return fail(res, bad as string);
      for (const c of checked as { businessType: number; memberType: number; weight: number }[]) {
        const row = voteWeights.rows.find((w) => w.businessType === c.businessType && w.memberType === c.memberType)!;
        row.weight = c.weight;
      }
      ok(res, voteWeights.rows.filter((w) => w.businessType === (checked[0] as any).businessType).sort(order), '权重配置成功');
    },
    'admin',
    { wire: { body: 'WeightConfig', answer: { list: 'VoteWeight' } } },
  ),
};

export default routes;
