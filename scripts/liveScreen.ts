/**
 * A new screen saved on the development server by the tooling's save (PUT
 * /api/__dev/studio/file, studio/router.ts), for tests/dev/live-screen.dev.test.ts and `npm run bench:start`:
 * a 节假日管理 list with a text, a dictionary select and a date field under 系统设置, whose calls
 * nothing answers (the save derives its mock resource). `remove()` deletes what the save wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeSeed } from '../studio/menuSeed';

const root = path.resolve(__dirname, '..');

export function liveScreen(n = Date.now() % 1_000_000) {
  const key = `system.live${n}`;
  const file = path.join(root, `schemas/system/live${n}.json`);
  const resource = path.join(root, `mock/sfbn-system/${key}.resource.json`);
  const screen = {
    $schema: '../screen.schema.json',
    key,
    title: { 'zh-CN': `节假日管理${n}`, 'en-US': `Holidays ${n}` },
    routes: { list: `/system/live${n}` },
    menu: { parent: 'system-base', sort: 95 },
    api: {
      list: `GET /sfbn-system/live${n}/page`,
      detail: `GET /sfbn-system/live${n}/detail`,
      submit: `POST /sfbn-system/live${n}/submit`,
      remove: `POST /sfbn-system/live${n}/remove`,
    },
    fields: [
      { name: 'holidayName', label: { 'zh-CN': '节日名称', 'en-US': 'Name' }, search: true, maxLength: 50, required: true },
      { name: 'kind', label: { 'zh-CN': '类型', 'en-US': 'Kind' }, widget: 'select', dict: 'enable_status', search: true, required: true },
      { name: 'day', label: { 'zh-CN': '日期', 'en-US': 'Date' }, widget: 'date', required: true },
    ],
    list: { toolbar: ['add'], row: ['view', 'edit', 'delete'] },
  };
  return {
    screen,
    title: screen.title['zh-CN'],
    listPath: screen.routes.list,
    file,
    /** Saves through the studio's tooling save; resolves to its answer's body. */
    async save(base: string): Promise<unknown> {
      const r = await fetch(`${base}/api/__dev/studio/file`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: `system/live${n}.json`, text: `${JSON.stringify(screen, null, 2)}\n` }),
      });
      return r.json();
    },
    /** Deletes the screen file and its derived resource, and writes the menu seed without it. */
    remove() {
      fs.rmSync(file, { force: true });
      fs.rmSync(resource, { force: true });
      writeSeed();
    },
  };
}
