/**
 * npm run schemas:meta — writes schemas/screen.schema.json, the meta-schema of the screen format,
 * generated from its one source: the types of src/engine/format/types.ts (root ScreenFile) with their
 * JSDoc (descriptions, @pattern, @minItems, @asType integer, ...), by ts-json-schema-generator.
 * Then the registry's names are written in (widgets, action kinds, built-in actions, display
 * types, menu groups, menu icons; the kinds, built-ins and display types with their modules' doc lines), so
 * the editor's help, `npm run schemas:check` and the engine share one list: src/engine/format/registry.ts.
 *
 * The output is shaped for people reading it in an editor: JSON Schema 2020-12, a type used in
 * one place is written in that place, a type used in several places (or by itself) is one entry
 * of $defs named after it (Text -> text). A unit test fails when the committed file differs from
 * what this script writes, so a changed type needs `npm run schemas:meta`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  createFormatter,
  createParser,
  createProgram,
  DEFAULT_CONFIG,
  SchemaGenerator,
  StringType,
  type CompletedConfig,
  type SubNodeParser,
} from 'ts-json-schema-generator';
import { actionKindModules, builtinActionModules, displayModules, menuGroups, menuIcons, widgets } from '../src/engine/format/registry';
import { DOCS_PATH, generateDocs } from './registry-docs';

export const META_PATH = path.resolve(__dirname, '../schemas/screen.schema.json');
/** The same format for a file that $extends another and for a part (_*.json): see partOf. */
export const PART_META_PATH = path.resolve(__dirname, '../schemas/screen-part.schema.json');
export const TYPES_PATH = path.resolve(__dirname, '../src/engine/format/types.ts');
const ROOT = 'ScreenFile';

type Node = Record<string, any>;

const isObject = (v: unknown): v is Node => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const defName = (ref: string) => decodeURIComponent(ref.replace(/^#\/definitions\//, ''));
const newName = (type: string) => type.charAt(0).toLowerCase() + type.slice(1);

/** Every "$ref" under a node, in document order. */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((x) => refsOf(x, out));
  else if (isObject(node)) {
    if (typeof node.$ref === 'string') out.push(defName(node.$ref));
    Object.values(node).forEach((x) => refsOf(x, out));
  }
  return out;
}

/** Types that reach themselves through their references. */
function recursive(defs: Record<string, Node>): Set<string> {
  const out = new Set<string>();
  for (const start of Object.keys(defs)) {
    const seen = new Set<string>();
    const stack = refsOf(defs[start]);
    while (stack.length) {
      const n = stack.pop()!;
      if (n === start) {
        out.add(start);
        break;
      }
      if (seen.has(n) || !defs[n]) continue;
      seen.add(n);
      stack.push(...refsOf(defs[n]));
    }
  }
  return out;
}

/**
 * The generator's draft-07 output as the meta-schema: the root type's schema at the top, types used
 * once written in place (their place's description wins over the type's), the others in $defs.
 */
export function shape(generated: Node, root: string = ROOT): Node {
  const defs: Record<string, Node> = generated.definitions ?? {};
  const uses = new Map<string, number>();
  for (const n of refsOf(Object.values(defs))) uses.set(n, (uses.get(n) ?? 0) + 1);
  const loops = recursive(defs);
  const kept = new Set(Object.keys(defs).filter((n) => n !== root && (loops.has(n) || (uses.get(n) ?? 0) > 1)));

  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const name = defName(node.$ref);
      const { $ref: _ref, ...siblings } = node;
      if (kept.has(name)) return { $ref: `#/$defs/${newName(name)}`, ...rewriteEach(siblings) };
      const inner = rewrite(defs[name]) as Node;
      return { ...inner, ...rewriteEach(siblings) };
    }
    return rewriteEach(node);
  };
  const rewriteEach = (node: Node): Node => Object.fromEntries(Object.entries(node).map(([k, v]) => [k, rewrite(v)]));

  const { $schema: _s, $ref: _r, definitions: _d, ...rest } = generated;
  const top = rewrite(defs[root]) as Node;
  const { title, description, ...body } = top;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'screen.schema.json',
    title,
    description,
    ...body,
    ...rest,
    $defs: Object.fromEntries([...kept].map((n) => [newName(n), rewrite(defs[n])])),
  };
}

/** The schema at a JSON pointer of the meta-schema, following $defs references. */
function at(meta: Node, pointer: string): Node {
  let node: Node = meta;
  for (const key of pointer.split('/').filter(Boolean)) {
    while (typeof node.$ref === 'string') node = meta.$defs[node.$ref.replace(/^#\/\$defs\//, '')];
    node = node[key];
    if (!node) throw new Error(`the meta-schema has nothing at ${pointer} (at "${key}")`);
  }
  while (typeof node.$ref === 'string') node = meta.$defs[node.$ref.replace(/^#\/\$defs\//, '')];
  return node;
}

/** Writes the registry's names into the places that take them. */
export function applyRegistry(meta: Node): Node {
  at(meta, '/$defs/widgetName').enum = [...widgets];
  const kind = at(meta, '/properties/actions/additionalProperties/properties/kind');
  kind.enum = actionKindModules.map((a) => a.name);
  kind.description = `The action kind: ${actionKindModules.map((a) => `${a.name}: ${a.doc}`).join('; ')}.`;
  const display = at(meta, '/$defs/field/properties/display');
  display.enum = displayModules.map((d) => d.name);
  display.description = `How list and detail show the value: ${displayModules.map((d) => `"${d.name}" (${d.doc})`).join(', ')}.`;
  const builtins = (where: 'row' | 'toolbar') =>
    builtinActionModules
      .filter((m) => m.at === where)
      .map((m) => `${m.name}: ${m.doc}`)
      .join('; ');
  at(meta, '/properties/list/properties/toolbar').description =
    `Buttons above the table, in order: names of "actions" or built-in actions. ${builtins('toolbar')}.`;
  at(meta, '/properties/list/properties/row').description = `Buttons of each row, in order: names of "actions" or built-in actions. ${builtins('row')}.`;
  const permissions = at(meta, '/properties/permissions');
  permissions.description = permissions.description.replace('a built-in action,', `a built-in action (${builtinActionModules.map((m) => m.name).join(', ')}),`);
  at(meta, '/properties/menu/properties/parent').enum = [...menuGroups];
  at(meta, '/properties/menu/properties/icon').enum = [...menuIcons];
  return meta;
}

/** The generator's raw (draft-07) schema of the root type (of another copy of the types in tests). */
export function generateRaw(typesPath: string = TYPES_PATH): Node {
  return generator(typesPath).createSchema(ROOT) as Node;
}

/**
 * The registry's name types (RegisteredWidget, ...: src/engine/format/registry.ts derives them from its
 * modules, so a misspelt name in engine code does not compile) are strings to the generator,
 * which cannot read the modules; applyRegistry writes the registry's lists in as their enums.
 * They are the names the types file imports from './names/list'.
 */
const registryNames: SubNodeParser = {
  supportsNode(node: ts.Node): boolean {
    if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName)) return false;
    const name = node.typeName.text;
    return node
      .getSourceFile()
      .statements.some(
        (st) =>
          ts.isImportDeclaration(st) &&
          ts.isStringLiteral(st.moduleSpecifier) &&
          st.moduleSpecifier.text === './names/list' &&
          st.importClause?.namedBindings !== undefined &&
          ts.isNamedImports(st.importClause.namedBindings) &&
          st.importClause.namedBindings.elements.some((e) => e.name.text === name),
      );
  },
  createType: () => new StringType(),
};

/** The generator of a meta-schema from JSDoc'd types (also the mock resources', scripts/resource-meta.ts). */
export function generator(typesPath: string, root: string = ROOT) {
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: typesPath,
    type: root,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    // An object type without an index signature takes no other key ("misspelt?").
    additionalProperties: false,
    sortProps: false,
    // types.ts is type-checked by `npm run typecheck`; here only its shape is read.
    skipTypeCheck: true,
  };
  const program = createProgram(config);
  const parser = createParser(program, config, (chain) => chain.addNodeParser(registryNames));
  return new SchemaGenerator(program, parser, createFormatter(config), config);
}

/**
 * The meta-schema of a file that $extends another, or of a part (_*.json) that others extend or
 * include: the same keys, types and descriptions, but nothing is required, since the file is
 * complete only once composed (the checker checks the composed screen against the full
 * meta-schema). A field keeps its "name", by which an override meets the field it changes. The
 * alternatives of anyOf (a text in both languages, a condition) keep theirs: they tell one form
 * from another.
 */
export function partOf(meta: Node, include: Node): Node {
  // `names`: the node maps names to schemas (properties, $defs), its keys are not keywords.
  const relax = (node: unknown, at: string, names = false): unknown => {
    if (Array.isArray(node)) return node.map((x, i) => relax(x, `${at}/${i}`));
    if (!isObject(node)) return node;
    const out: Node = {};
    for (const [k, v] of Object.entries(node)) {
      if (!names && k === 'required') {
        if (at === '/$defs/field') out.required = ['name'];
      } else if (!names && k === 'anyOf') out.anyOf = v;
      // "$include" may stand for elements of any list.
      else if (!names && k === 'items' && isObject(v)) out.items = { anyOf: [relax(v, `${at}/items`), { $ref: '#/$defs/include' }] };
      else out[k] = relax(v, `${at}/${k}`, !names && (k === 'properties' || k === '$defs'));
    }
    return out;
  };
  const { $schema, $id: _full, title, description, $defs, ...rest } = meta;
  return {
    $schema,
    $id: 'screen-part.schema.json',
    title: `${title} (part)`,
    description:
      `A screen file that "$extends" another or "$include"s a fragment, or a part (_*.json): the keys of ${path.basename(META_PATH)}, none of them required (the composed screen is checked against the full format). ${description ?? ''}`.trim(),
    ...(relax(rest, '') as Node),
    $defs: { ...(relax($defs, '/$defs', true) as Node), include },
  };
}

let generated: { meta: string; part: string } | undefined;
/** Both meta-schemas' texts: generated from the types (one run of the generator), with the registry's names. */
export function generateMetas(): { meta: string; part: string } {
  if (!generated) {
    const g = generator(TYPES_PATH);
    const meta = applyRegistry(shape(g.createSchema(ROOT) as Node));
    const { definitions, $schema: _s, $ref: _r, ...include } = g.createSchema('Include') as Node;
    const includeSchema = { ...(definitions?.Include ?? include) };
    generated = { meta: `${JSON.stringify(meta, null, 2)}\n`, part: `${JSON.stringify(partOf(meta, includeSchema), null, 2)}\n` };
  }
  return generated;
}
export const generateMeta = () => generateMetas().meta;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { meta, part } = generateMetas();
  fs.writeFileSync(META_PATH, meta);
  fs.writeFileSync(PART_META_PATH, part);
  fs.writeFileSync(DOCS_PATH, generateDocs());
  console.log(
    `wrote ${path.relative(process.cwd(), META_PATH)}, ${path.relative(process.cwd(), PART_META_PATH)} and the registry's tables of ${path.relative(process.cwd(), DOCS_PATH)}`,
  );
}
