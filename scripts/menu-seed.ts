/**
 * `npm run mock:seed`: writes mock/_seed/menus.json from schemas/ (studio/menuSeed.ts, which
 * `npm start` and the studio's save use too).
 *   tsx scripts/menu-seed.ts          write the seed
 *   tsx scripts/menu-seed.ts --check  exit 1 when the seed differs from the schemas
 */
import fs from 'node:fs';
import { SEED_FILE, seedText, writeSeed } from '../studio/menuSeed';

if (process.argv.includes('--check')) {
  const same = fs.existsSync(SEED_FILE) && fs.readFileSync(SEED_FILE, 'utf8') === seedText();
  if (!same) {
    console.error('mock/_seed/menus.json is stale: run npm run mock:seed');
    process.exit(1);
  }
} else console.log(writeSeed() ? `wrote ${SEED_FILE}` : 'menu seed up to date');
