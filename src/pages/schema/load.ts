/**
 * The generic schema page's one loader: every schema route of umi's route table calls it
 * (config/lightRoutes.ts), so the page's chunk list is written into the first load once, not once
 * per route. The chunk name stays p__schema__index.
 */
let page: Promise<typeof import('./index')> | undefined;

export default function loadSchemaPage() {
  return (page ??= import(/* webpackChunkName: "p__schema__index" */ './index'));
}
