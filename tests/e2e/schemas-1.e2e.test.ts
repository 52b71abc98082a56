/** Screen-schema browser spec, part 1 of 2 (the parts run in parallel; see schemaSpecs.ts). */
import { defineScreenSpecs } from './schemaSpecs';

defineScreenSpecs(0, 2);
