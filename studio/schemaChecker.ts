/**
 * The checker behind `npm run schemas:check` (and its unit tests): every screen file is parsed,
 * validated against schemas/screen.schema.json with ajv, then cross-checked (src/engine/format/check.ts).
 * Every problem is one line: `file: /json/pointer: a sentence`.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { listScreenFiles, resolveSchemaFile, SCHEMAS_DIR } from '../config/schemaFiles';
import { crossCheck, crossCheckAll, type Problem } from '../src/engine/format/check';
import type { ScreenSchema } from '../src/engine/format/types';

export { listScreenFiles, SCHEMAS_DIR };
export const META_FILE = 'screen.schema.json';
/** What a file completed by composition ($extends, $include) names as "$schema": the format with nothing required (scripts/schema-meta.ts). */
export const PART_META_FILE = 'screen-part.schema.json';

let compiled: ReturnType<Ajv2020['compile']> | null = null;
function validator(root: string) {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
    addFormats(ajv);
    compiled = ajv.compile(JSON.parse(fs.readFileSync(path.join(root, META_FILE), 'utf8')));
  }
  return compiled;
}

function sentence(e: ErrorObject): { pointer: string; message: string } {
  const at = e.instancePath;
  const p = e.params as any;
  switch (e.keyword) {
    case 'required':
      return { pointer: at, message: `the required key "${p.missingProperty}" is missing` };
    case 'additionalProperties':
      return { pointer: `${at}/${p.additionalProperty}`, message: `"${p.additionalProperty}" is not a key the screen format knows (misspelt?)` };
    case 'enum':
      return {
        pointer: at,
        message: `${JSON.stringify(e.data)} is not allowed; use one of ${p.allowedValues.map((v: unknown) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return { pointer: at, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return {
        pointer: at,
        message: `must be ${p.type === 'object' ? 'an object' : p.type === 'array' ? 'a list' : `a ${p.type}`}, not ${JSON.stringify(e.data)}`,
      };
    case 'pattern': {
      const desc = (e.parentSchema as any)?.description as string | undefined;
      return { pointer: at, message: `${JSON.stringify(e.data)} is not well formed${desc ? `; expected ${desc.replace(/^An? /, '')}` : ''}` };
    }
    case 'oneOf':
    case 'anyOf': {
      const desc = (e.parentSchema as any)?.description as string | undefined;
      return { pointer: at, message: `${JSON.stringify(e.data)} does not fit${desc ? `: ${desc}` : ' any allowed form'}` };
    }
    case 'minItems':
      return { pointer: at, message: `needs at least ${p.limit} item${p.limit === 1 ? '' : 's'}` };
    case 'minimum':
    case 'maximum':
      return { pointer: at, message: `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${p.limit}` };
    default:
      return { pointer: at, message: e.message ?? 'is not valid' };
  }
}

/** ajv's errors as sentences; errors under a failed oneOf collapse into the oneOf's own sentence. */
export function ajvProblems(errors: ErrorObject[], file: string): Problem[] {
  const oneOfAt = new Set(errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath));
  const kept = errors.filter((e) => {
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf') return true;
    // An error inside a branch of a failed oneOf at the same or a deeper path of that instance.
    return ![...oneOfAt].some((at) => (e.instancePath === at || e.instancePath.startsWith(`${at}/`)) && /\/(oneOf|anyOf)\//.test(e.schemaPath));
  });
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const e of kept) {
    const s = sentence(e);
    const k = `${s.pointer}|${s.message}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ file, ...s });
  }
  return out;
}

/** Checks one file's text (already composed). `file` is the name printed (relative to the project). */
export function checkText(text: string, file: string, root = SCHEMAS_DIR, absPath?: string): { problems: Problem[]; json?: ScreenSchema } {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch (e: any) {
    return { problems: [{ file, pointer: '', message: `not valid JSON: ${e.message}` }] };
  }
  return checkJson(json, file, root, absPath);
}

function checkJson(json: any, file: string, root = SCHEMAS_DIR, absPath?: string, metaFile = META_FILE): { problems: Problem[]; json?: ScreenSchema } {
  const problems: Problem[] = [];
  const validate = validator(root);
  if (!validate(json)) problems.push(...ajvProblems(validate.errors ?? [], file));
  if (absPath && typeof json.$schema === 'string') {
    const target = path.resolve(path.dirname(absPath), json.$schema);
    if (target !== path.join(root, metaFile))
      problems.push({
        file,
        pointer: '/$schema',
        message: `"${json.$schema}" does not lead to schemas/${metaFile}; use "${path.relative(path.dirname(absPath), path.join(root, metaFile)).replace(/\\/g, '/')}"`,
      });
  } else if (absPath) {
    problems.push({
      file,
      pointer: '/$schema',
      message: `add "$schema": "${path.relative(path.dirname(absPath), path.join(root, metaFile)).replace(/\\/g, '/')}" so editors show help`,
    });
  }
  // Cross-checks assume the basic shape; on a badly broken file they may throw: ajv has spoken then.
  try {
    const seen = new Set(problems.map((p) => p.pointer));
    problems.push(...crossCheck(json, file).filter((p) => !seen.has(p.pointer)));
  } catch {
    /* reported above */
  }
  return { problems, json };
}

/**
 * Checks one screen file on disk (or as `read` gives the files: the studio's draft in place):
 * composes it ($extends, $include), checks the result, and reports every problem at the file and
 * pointer where it was written (a base, a fragment).
 */
export function checkFile(
  abs: string,
  root = SCHEMAS_DIR,
  read: (abs: string) => string = (f) => fs.readFileSync(f, 'utf8'),
): { problems: Problem[]; json?: ScreenSchema } {
  const name = (f: string) => path.relative(path.resolve(root, '..'), f).replace(/\\/g, '/');
  const file = name(abs);
  const r = resolveSchemaFile(abs, root, read);
  if (r.problems.length) return { problems: r.problems.map((p) => ({ file: name(p.file), pointer: p.pointer, message: p.message })) };
  // "$schema" is checked in the screen file itself (bases have their own).
  let own: any;
  try {
    own = JSON.parse(read(abs));
  } catch {
    own = {};
  }
  const json = { ...r.json };
  delete json.$schema;
  if (own.$schema !== undefined) json.$schema = own.$schema;
  // A file that $extends another or $includes a fragment is complete only once composed: editors
  // check it against the format with nothing required (the composed screen is checked against the
  // full one here).
  const composed = r.files.length > 1;
  const checked = checkJson(json, file, root, abs, composed ? PART_META_FILE : META_FILE);
  const problems = checked.problems.map((p) => {
    if (p.pointer === '/$schema') return p;
    const o = r.origin(p.pointer);
    return { ...p, file: name(o.file), pointer: o.pointer };
  });
  return { problems, json: checked.json };
}

export function checkDirectory(root = SCHEMAS_DIR, reservedRoutes: string[] = []): { files: number; problems: Problem[] } {
  const files = listScreenFiles(root);
  const problems: Problem[] = [];
  const parsed: { file: string; json: ScreenSchema }[] = [];
  const seen = new Set<string>();
  for (const abs of files) {
    const file = path.relative(path.resolve(root, '..'), abs).replace(/\\/g, '/');
    const r = checkFile(abs, root);
    // A problem in a shared base or fragment is reported once, not once per screen using it.
    for (const p of r.problems) {
      const k = `${p.file}|${p.pointer}|${p.message}`;
      if (!seen.has(k)) problems.push(p);
      seen.add(k);
    }
    if (r.json) parsed.push({ file, json: r.json });
  }
  problems.push(...crossCheckAll(parsed, reservedRoutes));
  return { files: files.length, problems };
}
