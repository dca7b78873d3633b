import * as migration_20261123_021826_initial from './20261123_021826_initial';
import * as migration_20261123_051851_media_sizes from './20261123_051851_media_sizes';
import * as migration_20261123_052447_schedule_publish from './20261123_052447_schedule_publish';
import * as migration_20261123_090500_reference_drafts from './20261123_090500_reference_drafts';
import * as migration_20261123_091500_story_section from './20261123_091500_story_section';
import * as migration_20261123_093000_search_index from './20261123_093000_search_index';
import * as migration_20261123_121342_story_corrections from './20261123_121342_story_corrections';
import * as migration_20261123_170000_staff_authors from './20261123_170000_staff_authors';
import * as migration_20261123_170627_front_page from './20261123_170627_front_page';
import * as migration_20261123_171500_event_submissions from './20261123_171500_event_submissions';
import * as migration_20261123_180000_search_tiers from './20261123_180000_search_tiers';
import * as migration_20261123_201500_staff_versions from './20261123_201500_staff_versions';
import * as migration_20261123_203000_search_speed from './20261123_203000_search_speed';
import * as migration_20261125_030000_empty_slugs from './20261125_030000_empty_slugs';
import * as migration_20261125_033027_former_slugs from './20261125_033027_former_slugs';
import * as migration_20261125_092742_former_slugs_authors_community from './20261125_092742_former_slugs_authors_community';
import * as migration_20261125_154441_media_public from './20261125_154441_media_public';
import * as migration_20261126_220000_story_alt_overrides from './20261126_220000_story_alt_overrides';
import * as migration_20261127_201026_ready_for_review from './20261127_201026_ready_for_review';
import * as migration_20261127_220612_staff_title_text from './20261127_220612_staff_title_text';

export const migrations = [
  {
    up: migration_20261123_021826_initial.up,
    down: migration_20261123_021826_initial.down,
    name: '20261123_021826_initial',
  },
  {
    up: migration_20261123_051851_media_sizes.up,
    down: migration_20261123_051851_media_sizes.down,
    name: '20261123_051851_media_sizes',
  },
  {
    up: migration_20261123_052447_schedule_publish.up,
    down: migration_20261123_052447_schedule_publish.down,
    name: '20261123_052447_schedule_publish',
  },
  {
    up: migration_20261123_090500_reference_drafts.up,
    down: migration_20261123_090500_reference_drafts.down,
    name: '20261123_090500_reference_drafts',
  },
  {
    up: migration_20261123_091500_story_section.up,
    down: migration_20261123_091500_story_section.down,
    name: '20261123_091500_story_section',
  },
  {
    up: migration_20261123_093000_search_index.up,
    down: migration_20261123_093000_search_index.down,
    name: '20261123_093000_search_index',
  },
  {
    up: migration_20261123_121342_story_corrections.up,
    down: migration_20261123_121342_story_corrections.down,
    name: '20261123_121342_story_corrections',
  },
  {
    up: migration_20261123_170000_staff_authors.up,
    down: migration_20261123_170000_staff_authors.down,
    name: '20261123_170000_staff_authors',
  },
  {
    up: migration_20261123_170627_front_page.up,
    down: migration_20261123_170627_front_page.down,
    name: '20261123_170627_front_page',
  },
  {
    up: migration_20261123_171500_event_submissions.up,
    down: migration_20261123_171500_event_submissions.down,
    name: '20261123_171500_event_submissions',
  },
  {
    up: migration_20261123_180000_search_tiers.up,
    down: migration_20261123_180000_search_tiers.down,
    name: '20261123_180000_search_tiers',
  },
  {
    up: migration_20261123_201500_staff_versions.up,
    down: migration_20261123_201500_staff_versions.down,
    name: '20261123_201500_staff_versions',
  },
  {
    up: migration_20261123_203000_search_speed.up,
    down: migration_20261123_203000_search_speed.down,
    name: '20261123_203000_search_speed',
  },
  {
    up: migration_20261125_030000_empty_slugs.up,
    down: migration_20261125_030000_empty_slugs.down,
    name: '20261125_030000_empty_slugs',
  },
  {
    up: migration_20261125_033027_former_slugs.up,
    down: migration_20261125_033027_former_slugs.down,
    name: '20261125_033027_former_slugs',
  },
  {
    up: migration_20261125_092742_former_slugs_authors_community.up,
    down: migration_20261125_092742_former_slugs_authors_community.down,
    name: '20261125_092742_former_slugs_authors_community',
  },
  {
    up: migration_20261125_154441_media_public.up,
    down: migration_20261125_154441_media_public.down,
    name: '20261125_154441_media_public',
  },
  {
    up: migration_20261126_220000_story_alt_overrides.up,
    down: migration_20261126_220000_story_alt_overrides.down,
    name: '20261126_220000_story_alt_overrides',
  },
  {
    up: migration_20261127_201026_ready_for_review.up,
    down: migration_20261127_201026_ready_for_review.down,
    name: '20261127_201026_ready_for_review',
  },
  {
    up: migration_20261127_220612_staff_title_text.up,
    down: migration_20261127_220612_staff_title_text.down,
    name: '20261127_220612_staff_title_text',
  },
];
