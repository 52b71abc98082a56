/**
 * One route of the screen manifest: a console path and the screen file and view it shows. The
 * build writes the manifest (config/screenManifest.ts, read from schemas/); the console routes by
 * it (src/utils/screenRoutes.ts).
 */
export interface ScreenRoute {
  path: string;
  /** schemas/<screen>.json, without the extension. */
  screen: string;
  /** Which view of the screen this route shows: "list", "detail", ... (keys of the schema's "routes"). */
  view: string;
  title?: string | Record<string, string>;
  /** A status tab of the list (a key of the schema's "views"): shown in the list's console tab. */
  tab?: true;
  /** The screen has a menu entry (on its list route): the studio lists it only to those whose menus show it. */
  menu?: true;
}
