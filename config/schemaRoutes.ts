/**
 * Build-time: every screen schema under schemas/ becomes routes of the console (its list route
 * and, where it declares them, detail and other view routes). Route props carry the schema's
 * file and title only; the schema itself is loaded per route, so adding screens never grows the
 * first load. Runs in Node when umi reads its config (restart `npm start` after adding a file).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SchemaRoute {
  path: string;
  component: string;
  /** schemas/<screen>.json, without the extension. */
  screen: string;
  /** Which view of the screen this route shows: "list", "detail", ... (keys of "routes"). */
  view: string;
  title?: unknown;
}

export function schemaRoutes(root = path.resolve(__dirname, '../schemas')): SchemaRoute[] {
  const out: SchemaRoute[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.json') && !e.name.endsWith('.schema.json')) {
        const screen = path.relative(root, p).replace(/\\/g, '/').replace(/\.json$/, '');
        let json: any;
        try {
          json = JSON.parse(fs.readFileSync(p, 'utf8'));
        } catch {
          // A file that does not parse still gets no route; `npm run schemas:check` names it.
          continue;
        }
        for (const [view, route] of Object.entries<string>(json.routes ?? {})) {
          if (typeof route !== 'string' || !route.startsWith('/')) continue;
          out.push({ path: route, component: '@/pages/schema/index', screen, view, title: json.title });
        }
      }
    }
  };
  walk(root);
  return out;
}
