/**
 * The mock gateway as its own process, for tests that kill and restart it (mock-state.test.ts):
 * the router of `npm start` / `npm run serve` on a free port, with the state folder of the
 * environment (MOCK_STATE_DIR). Prints `listening <port>` once it answers.
 *   npx tsx tests/unit/mockProcess.ts
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createMockRouter } from '../../mock';

const app = express();
app.use(createMockRouter());
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
