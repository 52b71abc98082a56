/** The spec coverage report's expansion of the spec's shorthand and its one failing check. */
import { describe, expect, it } from 'vitest';
import routes from '../../config/routes';
import { brokenRoutes, expand } from '../../scripts/spec-coverage';

describe('spec coverage', () => {
  it('expands brace lists, nested lists and numeric ranges as the spec writes them', () => {
    expect(expand('/unions/{addoperedetail, innovatedetail1-3}')).toEqual([
      '/unions/addoperedetail',
      '/unions/innovatedetail1',
      '/unions/innovatedetail2',
      '/unions/innovatedetail3',
    ]);
    expect(expand('/subchain/{permissioned, ottpermissioned}/{block, block1-2}')).toEqual([
      '/subchain/permissioned/block',
      '/subchain/permissioned/block1',
      '/subchain/permissioned/block2',
      '/subchain/ottpermissioned/block',
      '/subchain/ottpermissioned/block1',
      '/subchain/ottpermissioned/block2',
    ]);
  });

  it('every route of the real route table has a page', () => {
    expect(brokenRoutes(routes as any[])).toEqual([]);
  });

  it('names a route whose component or screen file does not exist', () => {
    const table = [
      { path: '/ok', component: '@/pages/login/index' },
      { path: '/', component: '@/layouts/ConsoleLayout', routes: [{ path: '/gone', component: '@/pages/nowhere/index' }] },
      { path: '/screen', component: '@/pages/schema/index', screen: 'system/nothing' },
      { path: '/moved', redirect: '/ok' },
    ];
    expect(brokenRoutes(table).map((r) => r.path)).toEqual(['/gone', '/screen']);
  });
});
