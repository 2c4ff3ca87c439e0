// Every picture the docs show, in the order render.ts makes them; test/docs/pictures.test.ts checks that each has its
// file, that no other file sits beside them, and that the pages use each one.
import { buildingExtrusion } from './buildingExtrusion.ts';
import { cartography } from './cartography.ts';
import { clusterRadius } from './clusterRadius.ts';
import type { Picture } from './picture.ts';
import { templates } from './templates.ts';

export const PICTURES: Picture[] = [clusterRadius, buildingExtrusion, cartography, templates];
