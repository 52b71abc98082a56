import { defineBuiltin } from '../define';

export default defineBuiltin({
  name: 'export',
  doc: 'calls `api.export` with the current search and saves its rows as a CSV of the listed columns (a `link` answered is opened instead)',
  at: 'toolbar',
  label: 'engine.export',
  studioLabel: 'studio.action.export',
  needs: ['export'],
  run: (env) => env.exportList(),
});
