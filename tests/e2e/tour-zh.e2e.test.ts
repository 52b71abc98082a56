/** Every menu entry in zh-CN (tests/e2e/tour.ts). */
import { tourSpec } from './tour';

tourSpec('zh-CN');
