/** Widget names with a component in src/engine/widgets.tsx (compile.ts formComponent maps them). */
import { formComponent } from '@/engine/compile';

export const formilyComponentNames = Object.keys(formComponent);
