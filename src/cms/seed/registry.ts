/**
 * Every seeder, in the order they run: what others point to first (staff before the stories that
 * credit them, stories before the front pages that place them).
 */
import { staffSeeder } from './staff';
import { storiesSeeder } from './stories';
import type { Seeder } from './types';

export const seeders: Seeder[] = [staffSeeder, storiesSeeder];
