/**
 * The screen manifest as the browser holds it: path -> screen file and view for every view of every
 * file under schemas/, and how to load each screen (its own chunk). The generated modules of
 * src/.screens/ (config/screenModules.ts) register both: manifest.ts, imported by the console
 * layout, and load.ts, imported by the schema page. As Node code (unit tests) sees it, the
 * manifest is empty.
 *
 * Under `npm start` the screens change while the console is open: the development server sends
 * them whole, with their version, on one event stream (studio/screensStream.ts, followScreens below),
 * and subscribers hear of each new version. The list and the screens it names arrive in the same
 * message, so a menu entry cannot lead to a manifest that does not know it yet.
 */
import type { ScreenRoute } from '../../shared/screenRoute';

/** What the development server sends on its stream, and what src/.screens/manifest.ts registers under `npm start`. */
export interface ScreensRelease {
  /** Changes whenever a screen file's composed text or the list changes. */
  version: string;
  manifest: ScreenRoute[];
  /** screen -> its composed file. */
  screens: Record<string, unknown>;
}

let entries: ScreenRoute[] | undefined;
let loaders: Record<string, () => Promise<unknown>> = {};
let release: string | undefined;
let changes = 0;
const listeners = new Set<() => void>();

/** Called by src/.screens/manifest.ts when it first runs (and, under `npm start`, by its hot update: see setScreens). */
export function setManifest(next: ScreenRoute[]): void {
  entries = next;
}

/** Called by src/.screens/load.ts. */
export function setScreenLoaders(next: Record<string, () => Promise<unknown>>): void {
  loaders = next;
}

/**
 * `npm start`: a release of the screens (the generated module's or the stream's). A version already
 * held is nothing new (the bundler's update of the module follows the stream's message with the
 * same release); a new one replaces manifest and screens and tells the subscribers.
 */
export function setScreens(next: ScreensRelease): void {
  if (next.version === release) return;
  const first = release === undefined;
  release = next.version;
  entries = next.manifest;
  loaders = Object.fromEntries(Object.entries(next.screens).map(([screen, json]) => [screen, () => Promise.resolve({ default: json })]));
  if (first) return;
  changes += 1;
  listeners.forEach((l) => l());
}

let following = false;
/** `npm start`: takes each release the development server sends (studio/screensStream.ts); EventSource reconnects by itself. */
export function followScreens(url: string): void {
  if (following || typeof EventSource === 'undefined') return;
  following = true;
  new EventSource(url).addEventListener('screens', (e) => setScreens(JSON.parse((e as MessageEvent<string>).data)));
}

export const manifestEntries = (): ScreenRoute[] => entries ?? [];

/** The composed screen file schemas/<screen>.json (its own chunk). */
export function loadScreenModule(screen: string): Promise<unknown> {
  const load = loaders[screen];
  return load ? load() : Promise.reject(new Error(`schemas/${screen}.json does not exist`));
}

/** How many times the screens changed since the page loaded (0 in a build). */
export const manifestVersion = (): number => changes;

export function subscribeManifest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
