// A short recommender for 'Get Course Recommendation': the visitor's goal and experience lead to up to three
// courses, in the order a counsellor at the institute would suggest them.

export const GOALS = [
  { id: 'architecture', label: 'Design buildings and interiors' },
  { id: 'civil', label: 'Roads, water and civil infrastructure' },
  { id: 'structural', label: 'Structural analysis and design' },
  { id: 'mechanical', label: 'Product and mechanical design' },
  { id: 'visualisation', label: '3D visualisation and animation' },
  { id: 'construction', label: 'Plan and manage construction projects' },
  { id: 'software', label: 'Build software and web applications' },
  { id: 'data', label: 'Work with data and AI' },
] as const;
export type Goal = (typeof GOALS)[number]['id'];

export const LEVELS = [
  { id: 'new', label: 'New to it' },
  { id: 'some', label: 'Some experience' },
  { id: 'experienced', label: 'Experienced' },
] as const;
export type Level = (typeof LEVELS)[number]['id'];

/** Course ids by goal and level. A test checks that every id is in the catalogue. */
const PATHS: Record<Goal, Record<Level, readonly string[]>> = {
  architecture: {
    new: ['autocad', 'sketchup', 'revit-architecture'],
    some: ['revit-architecture', 'enscape', 'diploma-cad-bim'],
    experienced: ['grasshopper', 'bim-coordination', 'bim-management'],
  },
  civil: {
    new: ['autocad', 'civil-3d', 'qgis'],
    some: ['civil-3d', 'openroads-designer', 'openflows-watergems'],
    experienced: ['openroads-designer', 'openbridge-modeler', 'openflows-sewergems'],
  },
  structural: {
    new: ['autocad', 'staad-pro', 'revit-structure'],
    some: ['staad-pro', 'etabs', 'revit-structure'],
    experienced: ['etabs', 'revit-structure', 'bim-coordination'],
  },
  mechanical: {
    new: ['autocad', 'solidworks', 'fusion'],
    some: ['solidworks', 'creo-ptc', 'fusion-cam'],
    experienced: ['catia', 'ansys', 'solidworks-simulation'],
  },
  visualisation: {
    new: ['sketchup', 'lumion', 'photoshop'],
    some: ['3ds-max', 'v-ray', 'diploma-3d-design-visualization'],
    experienced: ['maya', 'v-ray', 'adobe-animate'],
  },
  construction: {
    new: ['bim-fundamentals', 'ms-project', 'navisworks'],
    some: ['navisworks', 'primavera-p6', 'bim-4d-5d'],
    experienced: ['bim-4d-5d', 'bim-coordination', 'bim-management'],
  },
  software: {
    new: ['python-programming', 'python-fullstack', 'java-fullstack'],
    some: ['java-fullstack', 'mern-stack', 'python-fullstack'],
    experienced: ['cloud-app-dev', 'mern-stack', 'ai-ml'],
  },
  data: {
    new: ['python-programming', 'data-science'],
    some: ['data-science', 'ai-ml'],
    experienced: ['ai-ml', 'cloud-app-dev'],
  },
};

export function recommendCourses(goal: Goal, level: Level): readonly string[] {
  return PATHS[goal][level];
}
