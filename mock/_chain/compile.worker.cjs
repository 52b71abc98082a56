/**
 * The Solidity compiler's thread. Plain CommonJS on purpose: worker_threads loads it as is, under
 * tsx (`npm start`, `npm run serve`) and under vitest alike.
 *
 * solc's emscripten build takes most of a second to load and its first compile is slow, so the
 * thread loads it and compiles a tiny contract as soon as it starts ("warm"); later compiles of a
 * small project take tens of milliseconds. Loading solc here, never in the server's thread, also
 * keeps its process-wide `unhandledRejection` handler (which rethrows) out of the server.
 *
 * Protocol: in  { id, input }  (input: solc standard-JSON text) | { warm: input, times }
 *           out { id, output } (solc standard-JSON text) | { id, error } | { ready: version } | { warmed: true }
 */
const { parentPort } = require('node:worker_threads');

const solc = require('solc');

const WARM_INPUT = JSON.stringify({
  language: 'Solidity',
  sources: {
    'Warm.sol': {
      content: '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;\ncontract Warm { uint256 public x; function set(uint256 v) external { x = v; } }\n',
    },
  },
  settings: { evmVersion: 'prague', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
});

solc.compile(WARM_INPUT);
parentPort.postMessage({ ready: solc.version() });

/**
 * Further warming with a realistic project: solc is WebAssembly, and V8 only optimises its hot
 * functions after they have run a few times, so the first compiles of a real project are several
 * times slower than later ones. Warm compiles run one per turn of the event loop, so a user's
 * compile that arrives meanwhile is answered between them.
 */
function warm(input, times) {
  if (times <= 0) {
    parentPort.postMessage({ warmed: true });
    return;
  }
  solc.compile(input);
  setImmediate(() => warm(input, times - 1));
}

parentPort.on('message', (msg) => {
  if (msg && typeof msg.warm === 'string') {
    warm(msg.warm, msg.times || 1);
    return;
  }
  try {
    parentPort.postMessage({ id: msg.id, output: solc.compile(msg.input) });
  } catch (e) {
    parentPort.postMessage({ id: msg.id, error: String((e && e.message) || e) });
  }
});
