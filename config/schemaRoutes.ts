/**
 * Build-time: every screen schema under schemas/ becomes routes of the console (its list route
 * and, where it declares them, detail and other view routes). Route props carry the schema's
 * file and title only; the schema itself is loaded per route, so adding screens never grows the
 * first load. Runs in Node when umi reads its config (restart `npm start` after adding a file).
 */
import { readSchemaFiles } from './schemaFiles';

export interface SchemaRoute {
  path: string;
  component: string;
  /** schemas/<screen>.json, without the extension. */
  screen: string;
  /** Which view of the screen this route shows: "list", "detail", ... (keys of "routes"). */
  view: string;
  title?: unknown;
}

export function schemaRoutes(): SchemaRoute[] {
  return readSchemaFiles().flatMap(({ screen, json }) =>
    Object.entries<unknown>(json.routes ?? {})
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].startsWith('/'))
      .map(([view, route]) => ({ path: route, component: '@/pages/schema/index', screen, view, title: json.title })),
  );
}
