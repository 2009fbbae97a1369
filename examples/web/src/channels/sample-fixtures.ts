import type {OwnFixture} from './map-matches';

/** Stands for your own fixture list in the entry points in bin/; replace it with a read from your system. */
export const SAMPLE_FIXTURES: readonly OwnFixture[] = [
  {ownMatchId: 'm-20931', home: 'North City FC', away: 'South Rovers', kickoff: new Date('2030-05-12T19:45:00Z')},
];
