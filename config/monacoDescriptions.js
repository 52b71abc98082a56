/**
 * Webpack loader (config/monacoBuild.ts): Monaco's texts that only a settings or theme editor
 * shows, left out of the IDE's and the studio's JSON Monaco (issue 12, the IDE route's bytes).
 *
 * Monaco registers every editor option, theme colour and icon with a description (a `localize`
 * call) for VS Code's settings UI and JSON schemas; the standalone editor has neither, so those
 * texts are never displayed. With `{ table: true }` the loader blanks the same messages in
 * Monaco's Chinese table (monaco-editor/nls/lang/zh-cn): each `localize(N, …)` call site owns its
 * index N, so a description's index is used by nothing else.
 *
 * Left out: the value of a `description`, `markdownDescription`, `deprecationMessage` or
 * `markdownDeprecationMessage` property that is a `localize` call, and the third argument of
 * `registerColor` and `registerIcon` (their description) when it is one. They become `undefined`.
 *
 * CommonJS, because webpack requires its loaders with Node.
 */
const fs = require('fs');
const path = require('path');

const DESCRIPTION = /\b(?:description|markdownDescription|deprecationMessage|markdownDeprecationMessage)\s*:\s*(?=(?:[\w$]+\.)?localize2?\s*\()/g;
const REGISTER = /\b(?:registerColor|registerIcon)\s*\(/g;
const LOCALIZE = /^\s*(?:[\w$]+\.)?localize2?\s*\(\s*(\d+)\s*,/;

/** Index just past the string or template literal whose quote is at s[i]. */
function skipString(s, i) {
  const quote = s[i];
  for (let j = i + 1; j < s.length; j++) {
    if (s[j] === '\\') j++;
    else if (quote === '`' && s[j] === '$' && s[j + 1] === '{') j = skipBracket(s, j + 1) - 1;
    else if (s[j] === quote) return j + 1;
  }
  throw new Error(`unterminated string at ${i}`);
}

/** Index just past the comment starting at s[i] ("//" or "/*"). */
function skipComment(s, i) {
  const end = s[i + 1] === '/' ? s.indexOf('\n', i) : s.indexOf('*/', i + 2) + 2;
  return end < i + 2 ? s.length : end;
}

/** s[i] opens a bracket; the index just past the bracket that closes it. */
function skipBracket(s, i) {
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    const c = s[j];
    if (c === '"' || c === "'" || c === '`') j = skipString(s, j) - 1;
    else if (c === '/' && (s[j + 1] === '/' || s[j + 1] === '*')) j = skipComment(s, j) - 1;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (--depth === 0) return j + 1;
    }
  }
  throw new Error(`unclosed bracket at ${i}`);
}

/** The [start, end) of each top-level argument of the call whose "(" is at s[open]. */
function callArguments(s, open) {
  const spans = [];
  let start = open + 1;
  for (let j = open + 1; j < s.length; j++) {
    const c = s[j];
    if (c === '"' || c === "'" || c === '`') j = skipString(s, j) - 1;
    else if (c === '/' && (s[j + 1] === '/' || s[j + 1] === '*')) j = skipComment(s, j) - 1;
    else if (c === '(' || c === '[' || c === '{') j = skipBracket(s, j) - 1;
    else if (c === ',' || c === ')') {
      if (c === ',' || s.slice(start, j).trim()) spans.push([start, j]);
      if (c === ')') return spans;
      start = j + 1;
    }
  }
  throw new Error(`unclosed call at ${open}`);
}

/**
 * The module's source without its description texts, and the message indices they had.
 * Only the spans named above are replaced; anything else is copied as it is.
 */
function stripDescriptions(source) {
  const spans = [];
  for (const m of source.matchAll(DESCRIPTION)) {
    const open = source.indexOf('(', m.index + m[0].length);
    spans.push([m.index + m[0].length, skipBracket(source, open)]);
  }
  for (const m of source.matchAll(REGISTER)) {
    const third = callArguments(source, m.index + m[0].length - 1)[2];
    if (third && LOCALIZE.test(source.slice(third[0], third[1]))) spans.push(third);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const indices = [];
  let code = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) continue; // inside a span already left out
    indices.push(Number(LOCALIZE.exec(source.slice(start, end))[1]));
    code += `${source.slice(at, start)}${/^\s/.test(source[start]) ? ' ' : ''}undefined`;
    at = end;
  }
  return { code: code + source.slice(at), indices };
}

let descriptionIndices;
/** Every description's message index in Monaco's ESM sources (read once per build). */
function allDescriptionIndices(vsRoot) {
  if (descriptionIndices) return descriptionIndices;
  descriptionIndices = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join(vsRoot, 'nls', 'lang')) walk(file);
      } else if (entry.name.endsWith('.js')) {
        for (const i of stripDescriptions(fs.readFileSync(file, 'utf8')).indices) descriptionIndices.add(i);
      }
    }
  };
  walk(vsRoot);
  return descriptionIndices;
}

/** A message table module (`globalThis._VSCODE_NLS_MESSAGES=[…];`) with these entries as 0. */
function blankMessages(source, indices) {
  const start = source.indexOf('_VSCODE_NLS_MESSAGES=[');
  if (start < 0) throw new Error('no _VSCODE_NLS_MESSAGES table');
  const open = source.indexOf('[', start);
  const close = skipBracket(source, open);
  // lookupMessage() falls back to the English text for an entry that is not a string.
  const table = JSON.parse(source.slice(open, close)).map((text, i) => (indices.has(i) ? 0 : text));
  return source.slice(0, open) + JSON.stringify(table) + source.slice(close);
}

module.exports = function monacoDescriptions(source) {
  if (this.getOptions().table) {
    const vsRoot = path.resolve(path.dirname(this.resourcePath), '../..');
    return blankMessages(source, allDescriptionIndices(vsRoot));
  }
  return stripDescriptions(source).code;
};
module.exports.stripDescriptions = stripDescriptions;
module.exports.blankMessages = blankMessages;
