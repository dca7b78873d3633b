import * as migration_20261123_021826_initial from './20261123_021826_initial';

export const migrations = [
  {
    up: migration_20261123_021826_initial.up,
    down: migration_20261123_021826_initial.down,
    name: '20261123_021826_initial'
  },
];
