import { can, USER_TYPES, type UserType } from '@haulage/shared/contracts';
import { mayReadType } from '../../src/content/access';
import { type ContentType, allContentTypes } from '../../src/content';
import { type SearchPath, searchPathsOf } from '../../src/content/search/search-paths';
import { seedFleetDemoData } from '../../src/modules/fleet';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';
import { type RelationPath, hiddenFieldNames, keysIn, mayTraverse, relationPaths, restrictedFields } from './relation-paths';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

/**
 * Generated from the content-type registry and the permission matrix, not hand-listed: every
 * relation path two hops deep from every listed content type, populated, filtered and sorted
 * through, and every field with restricted visibility at the end of every path, for every user
 * type. Reading through a relation is allowed exactly when the user may read every content type
 * and field on the way; otherwise the key does not exist for them (400) and never leaks.
 */
let t: TestApp;
const headers = new Map<UserType, { authorization: string }>();

beforeAll(async () => {
  t = await buildTestApp();
  await seedFleetDemoData(t.app.db);
  for (const type of USER_TYPES) headers.set(type, await authHeader(t.app, type));
});
afterAll(async () => t.close());

const listed = () => allContentTypes().filter((type) => t.app.hasRoute({ method: 'GET', url: `/api/${type.path ?? type.uid}` }));
const get = (type: UserType, url: string) => t.app.inject({ method: 'GET', url, headers: headers.get(type)! });
const bracket = (names: string[]): string => names.map((name) => `[${name}]`).join('');

const expected = (viewer: UserType, path: Pick<RelationPath, 'root' | 'types' | 'attributes'>): number => {
  if (!mayReadType(viewer, path.root)) return 403;
  return mayTraverse(viewer, path) ? 200 : 400;
};

/** Runs every probe and answers the mismatches, so a failure names the path, form and user type. */
const mismatches = async (probes: { viewer: UserType; url: string; want: number }[]): Promise<string[]> => {
  const wrong: string[] = [];
  for (const probe of probes) {
    const res = await get(probe.viewer, probe.url);
    if (res.statusCode !== probe.want) wrong.push(`${probe.viewer} GET ${probe.url}: ${res.statusCode}, expected ${probe.want}`);
    const hidden = [...keysIn(res.json())].filter((key) => hiddenFieldNames(probe.viewer).has(key));
    if (hidden.length > 0) wrong.push(`${probe.viewer} GET ${probe.url} answered ${hidden.join(', ')}`);
  }
  return wrong;
};

const fieldOf = (owner: ContentType, path: SearchPath) => (path.hops.at(-1)?.target ?? owner).attributes[path.field]!;

const pathsFromListed = () => relationPaths(2).filter((path) => listed().includes(path.root));

describe('relations follow the permission matrix at every depth', () => {
  it('covers every listed content type and a relation path of each', () => {
    expect(listed().map((type) => type.uid)).toEqual(
      expect.arrayContaining(['trucks', 'drivers', 'areas', 'customers', 'customer-contacts']),
    );
    expect(pathsFromListed().length).toBeGreaterThan(40);
  });

  it('populate: a relation the user may not read is an invalid key; one they may is answered', async () => {
    const probes = pathsFromListed().flatMap((path) =>
      USER_TYPES.map((viewer) => ({
        viewer,
        url: `/api/${path.root.path ?? path.root.uid}?populate=${path.names.join('.')}&pagination[pageSize]=3`,
        want: expected(viewer, path),
      })),
    );
    expect(await mismatches(probes)).toEqual([]);
  });

  it('filters: filtering through a relation the user may not read is refused', async () => {
    const probes = pathsFromListed().flatMap((path) =>
      USER_TYPES.map((viewer) => ({
        viewer,
        url: `/api/${path.root.path ?? path.root.uid}?filters${bracket(path.names)}[id][$notNull]=true`,
        want: expected(viewer, path),
      })),
    );
    expect(await mismatches(probes)).toEqual([]);
  });

  it('sort: sorting through a to-one relation the user may not read is refused', async () => {
    const probes = pathsFromListed()
      .filter((path) => path.toOneOnly)
      .flatMap((path) =>
        USER_TYPES.map((viewer) => ({
          viewer,
          url: `/api/${path.root.path ?? path.root.uid}?sort=${path.names.join('.')}.id:desc`,
          want: expected(viewer, path),
        })),
      );
    expect(probes.length).toBeGreaterThan(5);
    expect(await mismatches(probes)).toEqual([]);
  });

  it('populate=*: leaves out the relations the user may not read, and every hidden field', async () => {
    const probes = listed().flatMap((root) =>
      USER_TYPES.map((viewer) => ({
        viewer,
        url: `/api/${root.path ?? root.uid}?populate=*`,
        want: mayReadType(viewer, root) ? 200 : 403,
      })),
    );
    expect(await mismatches(probes)).toEqual([]);
    // Every type that reads trucks (a driver reads none of the back office).
    for (const viewer of USER_TYPES.filter((type) => can(type, 'trucks', 'read'))) {
      const trucks = (await get(viewer, '/api/trucks?populate=*')).json().data;
      expect(trucks.length).toBeGreaterThan(0);
      expect(trucks.some((truck: Record<string, unknown>) => 'drivers' in truck)).toBe(
        mayReadType(
          viewer,
          allContentTypes().find((type) => type.uid === 'drivers')!,
        ),
      );
    }
  });
});

describe('fields hidden from a user type cannot be read, filtered, sorted or searched through any path', () => {
  const fieldProbes = (form: (path: string[], field: string) => string | null) => {
    const roots = listed().map((root) => ({
      root,
      names: [] as string[],
      types: [] as (typeof root)[],
      attributes: [] as RelationPath['attributes'],
    }));
    return [...roots, ...pathsFromListed()].flatMap((path) => {
      const end = path.types.at(-1) ?? path.root;
      return restrictedFields(end).flatMap(([field, attribute]) =>
        USER_TYPES.flatMap((viewer) => {
          const url = form(path.names, field);
          if (!url) return [];
          const want = expected(viewer, { ...path, attributes: [...path.attributes, attribute] });
          return [{ viewer, url: `/api/${path.root.path ?? path.root.uid}?${url}`, want }];
        }),
      );
    });
  };

  it('filters on a hidden field, also percent-encoded, are invalid keys', async () => {
    const probes = [
      ...fieldProbes((names, field) => `filters${bracket(names)}[${field}][$startsWith]=8`),
      ...fieldProbes((names, field) => `filters${bracket(names)}[%${field.charCodeAt(0).toString(16)}${field.slice(1)}][$startsWith]=8`),
    ];
    expect(probes.length).toBeGreaterThan(8);
    expect(await mismatches(probes)).toEqual([]);
  });

  it('sort and fields on a hidden field are invalid keys', async () => {
    const probes = [
      ...fieldProbes((names, field) => (names.length === 0 ? `sort=${field}:asc` : null)),
      ...fieldProbes((names, field) => (names.length === 0 ? `fields=${field}` : null)),
    ];
    expect(await mismatches(probes)).toEqual([]);
  });

  it('a search never matches on a hidden field', async () => {
    const [driver] = (await get('admin', '/api/drivers?pagination[pageSize]=1')).json().data;
    const number = String(driver.personalIdentityNumber);
    for (const viewer of ['dispatcher', 'finance'] as const) {
      expect((await get(viewer, `/api/drivers?_q=${encodeURIComponent(driver.lastName)}`)).json().data).toContainEqual(
        expect.objectContaining({ documentId: driver.documentId }),
      );
      expect((await get(viewer, `/api/drivers?_q=${encodeURIComponent(number)}`)).json().data).toHaveLength(0);
    }
  });

  it('declared searches reach only fields and relations everyone who may read the owner may read', () => {
    const wrong = allContentTypes().flatMap((owner) =>
      searchPathsOf(owner).flatMap((path) =>
        USER_TYPES.filter((viewer) => mayReadType(viewer, owner))
          .filter(
            (viewer) =>
              !mayTraverse(viewer, {
                types: path.hops.map((hop) => hop.target),
                attributes: [...path.hops.map((hop) => hop.attribute), fieldOf(owner, path)],
              }),
          )
          .map((viewer) => `${owner.uid} searches ${[...path.hops.map((hop) => hop.name), path.field].join('.')}, hidden from ${viewer}`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
