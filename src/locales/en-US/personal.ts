/**
 * Personal center texts the console shell needs before a personal page loads (route and tab
 * titles). The pages' own texts are in personalPages.ts, added when the first page loads.
 */
export default {
  'personal.messages.title': 'My messages',
  'personal.files.add': 'Upload a file',
  'personal.org.title': 'My organisation',
};
