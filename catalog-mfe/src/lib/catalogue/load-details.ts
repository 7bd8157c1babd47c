import type { CourseMatch } from './lookup';
import type { Course, GroupDetails, GroupId } from './types';

// One chunk per provider group: a course page downloads its own group's details only, never the whole
// catalogue (their sizes: catalog-mfe/README.md).
const LOADERS: Record<GroupId, () => Promise<GroupDetails>> = {
  AUTODESK: () =>
    import(/* webpackChunkName: "courses-autodesk" */ './details/autodesk').then((m) => m.AUTODESK_DETAILS),
  AUTODESK_FUSION: () =>
    import(/* webpackChunkName: "courses-autodesk-fusion" */ './details/autodesk-fusion').then(
      (m) => m.AUTODESK_FUSION_DETAILS,
    ),
  BENTLEY: () => import(/* webpackChunkName: "courses-bentley" */ './details/bentley').then((m) => m.BENTLEY_DETAILS),
  DASSAULT: () =>
    import(/* webpackChunkName: "courses-dassault" */ './details/dassault').then((m) => m.DASSAULT_DETAILS),
  BIM_CONSTRUCTION: () =>
    import(/* webpackChunkName: "courses-bim-construction" */ './details/bim-construction').then(
      (m) => m.BIM_CONSTRUCTION_DETAILS,
    ),
  OTHER: () => import(/* webpackChunkName: "courses-other" */ './details/other').then((m) => m.OTHER_DETAILS),
  DIPLOMA: () => import(/* webpackChunkName: "courses-diploma" */ './details/diploma').then((m) => m.DIPLOMA_DETAILS),
  IT: () => import(/* webpackChunkName: "courses-it" */ './details/it').then((m) => m.IT_DETAILS),
};

// One request per group, however many components ask; what has arrived is kept for synchronous reads, so a
// page shown again renders at once.
const pending = new Map<GroupId, Promise<GroupDetails>>();
const arrived = new Map<GroupId, GroupDetails>();

/** The details of one group's courses, loaded once; a failed load is forgotten so that a retry refetches. */
export function loadGroupDetails(group: GroupId): Promise<GroupDetails> {
  let promise = pending.get(group);
  if (!promise) {
    promise = LOADERS[group]();
    pending.set(group, promise);
    promise.then(
      (details) => arrived.set(group, details),
      () => undefined,
    );
    promise.catch(() => pending.delete(group));
  }
  return promise;
}

/** Several groups' details in one object (the Autodesk page lists two groups): one promise per set of groups. */
const combined = new Map<string, Promise<GroupDetails>>();
export function loadDetailsOf(groups: readonly GroupId[]): Promise<GroupDetails> {
  const key = groups.join('+');
  let promise = combined.get(key);
  if (!promise) {
    promise = Promise.all(groups.map(loadGroupDetails)).then(merge);
    combined.set(key, promise);
    promise.catch(() => combined.delete(key));
  }
  return promise;
}

const merged = new Map<string, GroupDetails>();
function merge(parts: GroupDetails[]): GroupDetails {
  return Object.assign({}, ...parts) as GroupDetails;
}

/** The groups' details if they have all arrived already, else undefined. Same object for the same groups. */
export function peekDetailsOf(groups: readonly GroupId[]): GroupDetails | undefined {
  const key = groups.join('+');
  const known = merged.get(key);
  if (known) return known;
  const parts = groups.map((group) => arrived.get(group));
  if (!parts.every((part): part is GroupDetails => part !== undefined)) return undefined;
  const details = merge(parts);
  merged.set(key, details);
  return details;
}

/** The complete course for a lookup result. */
export function courseFrom(match: CourseMatch, details: GroupDetails): Course {
  const { provider: _provider, category: _category, ...summary } = match.course;
  const rest = details[summary.id];
  if (!rest) throw new Error(`No details for course ${summary.id} in ${match.course.provider}`);
  return { ...summary, ...rest };
}
