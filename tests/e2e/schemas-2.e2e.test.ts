/** Screen-schema browser spec, part 2 of 2 (the parts run in parallel; see schemaSpecs.ts). */
import { defineScreenSpecs } from './schemaSpecs';

defineScreenSpecs(1, 2);
