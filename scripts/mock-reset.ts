/**
 * `npm run mock:reset`: forgets the mock's state (docs/mock.md, "State"), so the next `npm start`
 * or `npm run serve` begins from the seed. Deletes the state file and its journal from
 * MOCK_STATE_DIR (default .mock-state/), and the folder when nothing else is in it. Stop the
 * server first: a running one keeps its rows in memory and writes them on its next change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { STATE_FILE, stateDir } from '../mock/_lib/state';

export function resetState(dir = stateDir()): string[] {
  const removed: string[] = [];
  for (const name of [STATE_FILE, `${STATE_FILE}-wal`, `${STATE_FILE}-shm`, `${STATE_FILE}-journal`]) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) {
      fs.rmSync(file);
      removed.push(file);
    }
  }
  if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  return removed;
}

if (require.main === module) {
  const removed = resetState();
  console.log(
    removed.length
      ? `mock state removed (${stateDir()}): the next start begins from the seed`
      : `no mock state at ${stateDir()}: the next start begins from the seed`,
  );
}
