/**
 * Every seeder, in the order they run: what others point to first (staff before the stories that
 * credit them, stories before the front pages that place them).
 */
import { booksSeeder } from './books';
import { eventsSeeder } from './events';
import { frontPageSeeder } from './frontPage';
import { groupsSeeder } from './groups';
import { initiativesSeeder } from './initiatives';
import { resourcesSeeder } from './resources';
import { staffSeeder } from './staff';
import { storiesSeeder } from './stories';
import type { Seeder } from './types';

export const seeders: Seeder[] = [staffSeeder, storiesSeeder, frontPageSeeder, eventsSeeder, booksSeeder, groupsSeeder, initiativesSeeder, resourcesSeeder];
