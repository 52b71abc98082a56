/**
 * The screen manifest: every view route of every screen schema under schemas/ (its list route and,
 * where it declares them, detail and other view routes), path -> screen file and view.
 *
 * The console has one catch-all route for all of them (config/routes.ts): the generic schema page
 * finds its screen here. The browser gets the manifest through config/screenManifestLoader.js,
 * which webpack re-runs whenever a file under schemas/ is added, changed or removed, so a screen
 * saved under `npm start` is served at its path without a restart. Node code (the spec coverage
 * report, the checker, tests) reads the same list from here.
 */
import type { ScreenRoute } from '../shared/screenRoute';
import { readSchemaFiles } from './schemaFiles';

export function screenManifest(): ScreenRoute[] {
  return readSchemaFiles().flatMap(({ screen, json }) =>
    Object.entries<unknown>(json.routes ?? {})
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].startsWith('/'))
      .map(([view, route]) => ({
        path: route,
        screen,
        view,
        title: json.title,
        ...(json.views?.[view] ? { tab: true as const } : {}),
        ...(json.menu && view === 'list' ? { menu: true as const } : {}),
      })),
  );
}
