/**
 * The screen manifest: every view route of every screen schema under schemas/ (its list route and,
 * where it declares them, detail and other view routes), path -> screen file and view.
 *
 * The console has one catch-all route for all of them (config/routes.ts): the generic schema page
 * finds its screen here. The browser gets the manifest as a generated module
 * (config/screenModules.ts), written again under `npm start` whenever a file under schemas/ is
 * added, changed or removed, so a saved screen is served at its path without a restart. Node code
 * (the spec coverage report, the checker, tests) reads the same list from here.
 */
import type { ScreenRoute } from '../shared/screenRoute';
import { readSchemaFiles, SCHEMAS_DIR, type SchemaFile } from './schemaFiles';

export function screenManifest(root = SCHEMAS_DIR): ScreenRoute[] {
  return manifestOf(readSchemaFiles(root));
}

/** The manifest of screen files already read (config/screenModules.ts reads each once). */
export function manifestOf(files: SchemaFile[]): ScreenRoute[] {
  return files.flatMap(({ screen, json }) =>
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
