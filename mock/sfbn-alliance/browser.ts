/**
 * The chain browser's calls (spec 7.5 Browser) on the server's chains, the ones the IDE deploys to
 * and calls (mock/_chain/chain.ts chainFor). The calls themselves: _browserRoutes.ts.
 */
import { chainFor } from '../_chain/chains';
import { browserRoutes } from './_browserRoutes';

export default browserRoutes(chainFor);
