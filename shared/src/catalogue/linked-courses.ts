// Catalogue references made outside the catalog: the course ids other pages link to (/courses/{id}) and the
// internship programs' tracks a registration names. One list of each, here: the pages that show them, the
// API's seed and tests, and the catalog's test that every linked id opens a course all read these.

export interface LinkedCourse {
  /** A course id the catalog resolves at /courses/{id} (an id or one of its aliases). */
  id: string;
  /** What the link says. */
  label: string;
}

export interface LinkedCourseGroup {
  /** Provider heading; absent when the list is not grouped. */
  name?: string;
  courses: LinkedCourse[];
}

export type HomeModalId = 'product-design' | 'aec' | 'it';

/** The course lists of the Home page's Product Design and Manufacturing, AEC and IT modals. */
export const HOME_MODAL_COURSES: Record<HomeModalId, LinkedCourseGroup[]> = {
  'product-design': [
    {
      name: 'Autodesk',
      courses: [
        { id: 'fusion', label: 'Fusion 360' },
        { id: 'autocad', label: 'AutoCAD' },
        { id: 'maya', label: 'Maya' },
        { id: '3ds-max', label: '3ds Max' },
      ],
    },
    { name: 'Dassault', courses: [{ id: 'solidworks', label: 'SOLIDWORKS' }] },
    {
      name: 'Others',
      courses: [
        { id: 'creo-ptc', label: 'Creo (PTC)' },
        { id: 'ansys', label: 'Ansys' },
        { id: 'adobe-animate', label: 'Adobe Animate' },
      ],
    },
  ],
  aec: [
    {
      name: 'Autodesk',
      courses: [
        { id: 'autocad', label: 'AutoCAD' },
        { id: 'autocad-electrical', label: 'AutoCAD Electrical' },
        { id: 'revit-architecture', label: 'Revit Architecture' },
        { id: 'revit-mep', label: 'Revit MEP' },
        { id: 'revit-structure', label: 'Revit Structure' },
        { id: 'civil-3d', label: 'Civil 3D' },
        { id: 'navisworks', label: 'Navisworks' },
        { id: 'infrawork', label: 'InfraWorks' },
      ],
    },
    {
      name: 'Bentley Systems',
      courses: [
        { id: 'openroads-designer', label: 'OpenRoads Designer' },
        { id: 'openflows-watergems', label: 'OpenFlows WaterGEMS' },
        { id: 'openflows-sewergems', label: 'OpenFlows SewerGEMS' },
        { id: 'staad-pro', label: 'STAAD.Pro' },
        { id: 'microstation', label: 'MicroStation' },
      ],
    },
    {
      name: 'Others',
      courses: [
        { id: 'sketchup', label: 'SketchUp' },
        { id: 'lumion', label: 'Lumion' },
        { id: 'v-ray', label: 'V-Ray' },
        { id: 'enscape', label: 'Enscape' },
        { id: 'rhino', label: 'Rhino' },
        { id: 'grasshopper', label: 'Grasshopper' },
        { id: 'etabs', label: 'ETABS' },
        { id: 'ms-project', label: 'MS Project' },
        { id: 'qgis', label: 'QGIS' },
        { id: 'adobe-animate', label: 'Adobe Animate' },
        { id: 'photoshop', label: 'Photoshop' },
        { id: 'illustrator', label: 'Illustrator' },
      ],
    },
  ],
  it: [
    {
      courses: [
        { id: 'java-fullstack', label: 'Java Full Stack Development' },
        { id: 'python-fullstack', label: 'Python Full Stack Development' },
        { id: 'mern-stack', label: 'MERN Stack Development' },
        { id: 'cloud-app-dev', label: 'Cloud Application Development' },
      ],
    },
  ],
};

/** The Home page's course cards that open a course: card id → the course id its link names. */
export const HOME_CARD_COURSES = {
  'bim-construction': 'bim-construction',
  'bim-infrastructure': 'bim-infrastructure',
  'bim-architecture': 'revit-architecture',
} as const;

export type TrackProgram = 'IT' | 'Civil' | 'Mechanical';

export interface Track {
  /** What a registration stores as its `course`. IT track ids are catalogue course ids too. */
  id: string;
  label: string;
}

/** The tracks of each internship program (Other has none), in the order the pages list them. */
export const PROGRAM_TRACKS = {
  IT: [
    { id: 'ai-ml', label: 'AI & Machine Learning' },
    { id: 'data-science', label: 'Data Science' },
    { id: 'java-fullstack', label: 'Java Fullstack' },
    { id: 'python-fullstack', label: 'Python Fullstack' },
  ],
  Civil: [
    { id: 'bim-construction', label: 'BIM Construction' },
    { id: 'bim-infrastructure', label: 'BIM infrastructure' },
    { id: 'bim-architecture', label: 'BIM architecture' },
  ],
  Mechanical: [
    { id: 'cad-cam', label: 'CAD/CAM' },
    { id: 'product-design', label: 'Product Design' },
    { id: 'manufacturing', label: 'Manufacturing' },
  ],
} as const satisfies Record<TrackProgram, readonly Track[]>;

export type ItTrackId = (typeof PROGRAM_TRACKS.IT)[number]['id'];

/**
 * How a registration's `course` reads: a registration stores the track id ('java-fullstack', what the forms
 * send), and every display shows the track's label ('Java Fullstack'). Anything else shows as it is.
 */
export function courseLabel(course: string): string {
  for (const tracks of Object.values(PROGRAM_TRACKS)) {
    const track = tracks.find((candidate: Track) => candidate.id === course);
    if (track) return track.label;
  }
  return course;
}
