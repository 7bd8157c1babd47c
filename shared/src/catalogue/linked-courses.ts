// Catalogue references made outside the catalog: the course ids other pages link to (/courses/{id}). One list,
// here: the pages that show them and the catalog's test that every linked id opens a course read it. (The
// internship programs' tracks a registration names are the contract's: @blueprint/contract/api/values.)

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
