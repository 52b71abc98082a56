/** Every menu entry in en-US (tests/e2e/tour.ts). */
import { tourSpec } from './tour';

tourSpec('en-US');
