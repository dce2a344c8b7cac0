import type { ContentType } from '../content-type';
import { registerContentType } from '../registry';
import { searchInputColumnsOf } from './search-paths';

const owners = registerContentType({
  uid: 'test-owners',
  table: 'test_owners',
  attributes: {
    name: { type: 'string' },
    status: { type: 'string' },
    area: { type: 'relation', relation: 'manyToOne', target: 'test-areas', column: 'area_id' },
    notes: { type: 'relation', relation: 'oneToMany', target: 'test-notes', mappedBy: 'owner' },
  },
  search: ['name', 'area.title', 'notes.text'],
} satisfies ContentType);

const areas = registerContentType({
  uid: 'test-areas',
  table: 'test_areas',
  attributes: { title: { type: 'string' }, colour: { type: 'string' } },
} satisfies ContentType);

const notes = registerContentType({
  uid: 'test-notes',
  table: 'test_notes',
  attributes: {
    text: { type: 'string' },
    pinned: { type: 'boolean' },
    owner: { type: 'relation', relation: 'manyToOne', target: 'test-owners', column: 'owner_id' },
  },
} satisfies ContentType);

describe('the columns a search text reads', () => {
  it('names an owner’s searched fields and to-one keys, not its other fields', () => {
    expect([...searchInputColumnsOf(owners)].sort()).toEqual(['area_id', 'name']);
  });

  it('names what owners one hop away read, and the key that ties a related entry to its owner', () => {
    expect([...searchInputColumnsOf(areas)]).toEqual(['title']);
    expect([...searchInputColumnsOf(notes)].sort()).toEqual(['owner_id', 'text']);
  });

  // Types of its own: registering changes what the registry answers for every later test.
  it('follows types registered later', () => {
    const regions = registerContentType({
      uid: 'test-regions',
      table: 'test_regions',
      attributes: { title: { type: 'string' }, colour: { type: 'string' } },
    } satisfies ContentType);
    registerContentType({
      uid: 'test-sites',
      table: 'test_sites',
      attributes: { region: { type: 'relation', relation: 'manyToOne', target: 'test-regions', column: 'region_id' } },
      search: ['region.title'],
    } satisfies ContentType);
    expect([...searchInputColumnsOf(regions)]).toEqual(['title']);
    registerContentType({
      uid: 'test-depots',
      table: 'test_depots',
      attributes: { region: { type: 'relation', relation: 'manyToOne', target: 'test-regions', column: 'region_id' } },
      search: ['region.colour'],
    } satisfies ContentType);
    expect([...searchInputColumnsOf(regions)].sort()).toEqual(['colour', 'title']);
  });
});
