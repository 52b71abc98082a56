/**
 * The screen manifest: path -> screen file and view, for every view of every file under schemas/.
 * The build replaces this module's body with the entries read from schemas/
 * (config/screenManifestLoader.js, config/screenManifest.ts); as written here it is the empty
 * manifest that Node code (unit tests) sees.
 */
import type { ScreenRoute } from '../../shared/screenRoute';

const entries: ScreenRoute[] = [];
export default entries;
