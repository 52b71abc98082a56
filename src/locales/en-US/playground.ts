/** The schema playground (docs/playground.md): loaded with its page (src/pages/tool/playground/locale.ts). */
export default {
  'playground.title': 'Schema playground',
  'playground.files': 'Screen files',
  'playground.filter': 'Filter files',
  'playground.new': 'New from template',
  'playground.newPath': 'New file path (under schemas/)',
  'playground.editor': 'Screen file editor',
  'playground.preview': 'Live preview',
  'playground.problems': '{count} problem(s)',
  'playground.noProblems': 'No problems',
  'playground.save': 'Save',
  'playground.download': 'Download',
  'playground.saved': 'Saved to {file}. The screen is live on the development server (npm start); a new screen appears in the menu at once, no restart needed.',
  'playground.saveRefused': 'The file has problems; not saved',
  'playground.devOff':
    'This is not the development server: you can edit and download the file but not save it into schemas/; composition ($extends / $include) previews only under the development server.',
  'playground.pick': 'Pick a screen file on the left, or start a new one from the template.',
  'playground.checking': 'Checking…',
};
