/**
 * A base or fragment of schemas/ (docs/schemas.md): a file or folder whose name starts with "_". It
 * is no screen of its own; screens take it in with `$extends` / `$include`. One rule for the build,
 * the checker, the studio's server side and its page (which lists and edits parts apart).
 */
export const isPart = (relPath: string) => relPath.split(/[\\/]/).some((s) => s.startsWith('_'));
