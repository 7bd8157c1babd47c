// The catalogue's shapes (docs/spec-notes.md#entities: Course provider group, Category, Course).
// The catalogue is split in two so that pages pay only for what they show: a light index (ids, titles,
// names, group and category) that lookup, navigation and listings use, and the heavy per-course details,
// one chunk per provider group, loaded when a course or a provider page needs them.

export const GROUP_IDS = [
  'AUTODESK',
  'AUTODESK_FUSION',
  'BENTLEY',
  'DASSAULT',
  'BIM_CONSTRUCTION',
  'OTHER',
  'DIPLOMA',
  'IT',
] as const;
export type GroupId = (typeof GROUP_IDS)[number];

export const DIFFICULTIES = [
  'Beginner',
  'Beginner to Intermediate',
  'Intermediate',
  'Advanced',
  'Beginner to Advanced',
] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The discipline a course belongs to: picks its icon and its cover illustration. */
export const DISCIPLINES = [
  'drafting',
  'architecture',
  'infrastructure',
  'structural',
  'mechanical',
  'visualisation',
  'planning',
  'programming',
  'data',
] as const;
export type Discipline = (typeof DISCIPLINES)[number];

/** What the index knows about a course: enough to find it, list it and link to it. */
export interface CourseSummary {
  /** URL id, lower-case kebab: /courses/{id}. */
  id: string;
  /** Full course title, e.g. 'AutoCAD 2D Drafting and 3D Modelling'. */
  title: string;
  /** The software or subject, e.g. 'AutoCAD'. */
  name: string;
}

/** The rest of a course, kept in its provider group's details chunk. */
export interface CourseDetails {
  icon: Discipline;
  description: string;
  /** '40 Hours', '8 weeks' or '6 Months'. */
  duration: string;
  difficulty: Difficulty;
  /** Rupees. */
  price: number;
  instructor: string;
  targetAudience: string;
  curriculum: string[];
  learningOutcomes: string[];
  prerequisites: string[];
  /** URL of the cover illustration. */
  coverImage: string;
}

export type Course = CourseSummary & CourseDetails;

export interface IndexCategory {
  name: string;
  courses: CourseSummary[];
}

export interface IndexGroup {
  id: GroupId;
  /** How people name the provider: 'Autodesk', 'Bentley Systems'. */
  label: string;
  categories: IndexCategory[];
}

/** The full catalogue, nested provider group → category → course. */
export interface Category {
  name: string;
  courses: Course[];
}
export interface ProviderGroup {
  id: GroupId;
  label: string;
  /** URL of the group's illustration. */
  logo: string;
  categories: Category[];
}

/** Details of one provider group's courses, by course id. */
export type GroupDetails = Record<string, CourseDetails>;
