/**
 * Every screen schema under schemas/, parsed and composed. Shared by the build-time route table,
 * the generated modules that serve a screen to the browser (config/screenModules.ts), the checker,
 * the browser specs and the mock's menu seed, so all of them see the same resolved files.
 *
 * Composition (docs/schemas.md, "Composition"):
 * - `"$extends": "./_base.json"`: the file is the base with this file's keys merged over it
 *   (objects merge key by key, other values replace; `fields` merge by name: a field of the same
 *   name is merged into the base's field in place, a new name is appended).
 * - `{ "$include": "../_fields/log.json" }` as an element of any list: replaced by the elements
 *   of that fragment (a JSON list).
 * Files and folders whose name starts with `_` are parts, never screens. Paths are relative to
 * the file that names them and must stay under schemas/.
 * Every value of a resolved file remembers where it was written, so a problem found in the
 * resolved screen is reported at the file and JSON pointer a person has to edit.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SCHEMAS_DIR = path.resolve(__dirname, '../schemas');

/** Where a value of a resolved file was written. */
export interface Origin {
  /** Absolute path of the file. */
  file: string;
  pointer: string;
}

export interface ComposeProblem extends Origin {
  message: string;
}

export interface Resolved {
  json: any;
  /** The files read (the screen, its bases and fragments): the loader's dependencies. */
  files: string[];
  problems: ComposeProblem[];
  /** The file and pointer a pointer of the resolved JSON came from. */
  origin: (pointer: string) => Origin;
}

export interface SchemaFile {
  /** Path under schemas/ without .json, e.g. "system/param". */
  screen: string;
  /** Absolute path. */
  path: string;
  json: any;
}

type Origins = Map<string, Origin>;

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, any> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function lookup(map: Origins, pointer: string): Origin {
  // The longest recorded prefix wins; the rest of the pointer is the same below it.
  let p = pointer;
  for (;;) {
    const o = map.get(p);
    if (o) return { file: o.file, pointer: o.pointer + pointer.slice(p.length) };
    if (!p) throw new Error('origin map without a root');
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/** Records that the value at `to` (and everything below it) comes from `from` of another map. */
function graft(map: Origins, fromMap: Origins, from: string, to: string) {
  for (const k of [...map.keys()]) if (k === to || k.startsWith(`${to}/`)) map.delete(k);
  map.set(to, lookup(fromMap, from));
  for (const [k, o] of fromMap) if (k.startsWith(`${from}/`)) map.set(to + k.slice(from.length), o);
}

/** Composes one file. `read` is injectable for tests; default reads the disk. */
export function resolveSchemaFile(file: string, root = SCHEMAS_DIR, read: (abs: string) => string = (f) => fs.readFileSync(f, 'utf8')): Resolved {
  const files = new Set<string>();
  const problems: ComposeProblem[] = [];
  const cache = new Map<string, { json: any; map: Origins } | null>();

  const target = (from: string, ref: unknown, at: string): string | null => {
    if (typeof ref !== 'string' || !ref.endsWith('.json')) {
      problems.push({ file: from, pointer: at, message: `${JSON.stringify(ref)} is not a path to a .json file` });
      return null;
    }
    const abs = path.resolve(path.dirname(from), ref);
    if (path.relative(root, abs).startsWith('..')) {
      problems.push({ file: from, pointer: at, message: `"${ref}" leads outside schemas/` });
      return null;
    }
    return abs;
  };

  const load = (abs: string, from: Origin | null, stack: string[]): { json: any; map: Origins } | null => {
    if (stack.includes(abs)) {
      problems.push({
        ...(from ?? { file: abs, pointer: '' }),
        message: `"${path.relative(root, abs)}" includes itself (${[...stack, abs].map((f) => path.relative(root, f)).join(' -> ')})`,
      });
      return null;
    }
    if (cache.has(abs)) return cache.get(abs)!;
    files.add(abs);
    let raw: any;
    try {
      raw = JSON.parse(read(abs));
    } catch (e: any) {
      const missing = e?.code === 'ENOENT';
      problems.push(
        missing && from
          ? { ...from, message: `"${path.relative(root, abs)}" does not exist` }
          : { file: abs, pointer: '', message: missing ? 'the file does not exist' : `not valid JSON: ${e.message}` },
      );
      cache.set(abs, null);
      return null;
    }
    const inner = [...stack, abs];
    const map: Origins = new Map([['', { file: abs, pointer: '' }]]);
    const self: Origins = new Map([['', { file: abs, pointer: '' }]]);

    // $include: list elements replaced by a fragment's elements.
    const expand = (v: any, rawAt: string, outAt: string): any => {
      if (Array.isArray(v)) {
        const out: any[] = [];
        v.forEach((el, i) => {
          if (isObject(el) && '$include' in el) {
            const t = target(abs, el.$include, `${rawAt}/${i}/$include`);
            const frag = t && load(t, { file: abs, pointer: `${rawAt}/${i}/$include` }, inner);
            if (!frag) return;
            if (!Array.isArray(frag.json)) {
              problems.push({ file: abs, pointer: `${rawAt}/${i}/$include`, message: `"${el.$include}" must hold a list to be included in a list` });
              return;
            }
            frag.json.forEach((x, j) => {
              graft(map, frag.map, `/${j}`, `${outAt}/${out.length}`);
              out.push(structuredClone(x));
            });
            return;
          }
          const k = out.length;
          if (k !== i) graft(map, self, `${rawAt}/${i}`, `${outAt}/${k}`);
          out.push(expand(el, `${rawAt}/${i}`, `${outAt}/${k}`));
        });
        return out;
      }
      if (isObject(v)) {
        const out: Record<string, any> = {};
        for (const [k, x] of Object.entries(v)) out[k] = expand(x, `${rawAt}/${esc(k)}`, `${outAt}/${esc(k)}`);
        return out;
      }
      return v;
    };
    let json = expand(raw, '', '');

    if (isObject(json) && '$extends' in json) {
      const t = target(abs, json.$extends, '/$extends');
      const base = t && load(t, { file: abs, pointer: '/$extends' }, inner);
      const { $extends: _drop, ...child } = json;
      if (base && isObject(base.json)) {
        const merged = structuredClone(base.json);
        const mmap: Origins = new Map(base.map);
        const mergeInto = (into: Record<string, any>, from: Record<string, any>, at: string) => {
          for (const [k, v] of Object.entries(from)) {
            const p = `${at}/${esc(k)}`;
            if (k === 'fields' && at === '' && Array.isArray(v) && Array.isArray(into.fields)) {
              v.forEach((f, i) => {
                const j = isObject(f) ? into.fields.findIndex((b: any) => isObject(b) && b.name === f.name) : -1;
                if (j < 0) {
                  graft(mmap, map, `/fields/${i}`, `/fields/${into.fields.length}`);
                  into.fields.push(f);
                  return;
                }
                for (const [fk, fv] of Object.entries(f)) {
                  into.fields[j][fk] = fv;
                  graft(mmap, map, `/fields/${i}/${esc(fk)}`, `/fields/${j}/${esc(fk)}`);
                }
              });
            } else if (isObject(v) && isObject(into[k])) mergeInto(into[k], v, p);
            else {
              into[k] = v;
              graft(mmap, map, p, p);
            }
          }
        };
        mergeInto(merged, child, '');
        cache.set(abs, { json: merged, map: mmap });
        return cache.get(abs)!;
      } else if (base) problems.push({ file: abs, pointer: '/$extends', message: `"${json.$extends}" must hold an object to be extended` });
      json = child;
    }
    cache.set(abs, { json, map });
    return cache.get(abs)!;
  };

  const abs = path.resolve(file);
  const r = load(abs, null, []);
  const map = r?.map ?? new Map([['', { file: abs, pointer: '' }]]);
  // A problem with the whole screen (a missing key) is the screen file's, even where a base supplies the rest.
  return { json: r?.json, files: [...files], problems, origin: (p) => (p === '' ? { file: abs, pointer: '' } : lookup(map, p)) };
}

export { isPart } from '../shared/screenPart';

/** The .json files under schemas/ but the meta-schemas (absolute paths, sorted), parts or screens. */
function listJsonFiles(root: string, parts: boolean): string[] {
  const out: string[] = [];
  const walk = (dir: string, inPart: boolean) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const part = inPart || e.name.startsWith('_');
      if (part && !parts) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, part);
      else if (e.name.endsWith('.json') && !e.name.endsWith('.schema.json') && part === parts) out.push(p);
    }
  };
  if (fs.existsSync(root)) walk(root, false);
  return out.sort();
}

/** The screen files under schemas/ (absolute paths, sorted), not parts, not the meta-schema. */
export const listScreenFiles = (root = SCHEMAS_DIR): string[] => listJsonFiles(root, false);
/** The bases and fragments under schemas/ (absolute paths, sorted). */
export const listPartFiles = (root = SCHEMAS_DIR): string[] => listJsonFiles(root, true);

/**
 * Every screen, resolved. A file that does not parse or compose is skipped here;
 * `npm run schemas:check` and the page itself name it.
 */
export function readSchemaFiles(root = SCHEMAS_DIR): SchemaFile[] {
  return listScreenFiles(root).flatMap((p) => {
    const r = resolveSchemaFile(p, root);
    if (r.problems.length || !isObject(r.json)) return [];
    return [
      {
        screen: path
          .relative(root, p)
          .replace(/\\/g, '/')
          .replace(/\.json$/, ''),
        path: p,
        json: r.json,
      },
    ];
  });
}
