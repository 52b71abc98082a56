/** Security and session messages (docs/security.md). */
export default {
  'request.network': 'Cannot reach the server; check your network and try again',
  'request.timeout': 'The request timed out; please try again later',
  'session.ended': 'Your session has ended; please sign in again',
  'table.loadFailed': 'The data could not be loaded; please try again later',
  'iframe.refused': 'This address cannot be opened in the console',
  'iframe.notAllowed': 'This site is not on the list of sites the console may embed',
};
