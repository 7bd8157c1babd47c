// The course lists behind the Home page's Product Design and Manufacturing, AEC and IT cards (spec section 2,
// "Home"). Every id is a course id the catalog remote resolves at /courses/{id}.

export type CourseModalId = 'product-design' | 'aec' | 'it';

export interface ModalCourse {
  id: string;
  /** What the link says. */
  label: string;
}

export interface ModalCourseGroup {
  /** Provider heading; absent when the modal has a single list. */
  name?: string;
  courses: ModalCourse[];
}

export interface CourseModal {
  id: CourseModalId;
  title: string;
  intro: string;
  groups: ModalCourseGroup[];
}

export const COURSE_MODALS: Record<CourseModalId, CourseModal> = {
  'product-design': {
    id: 'product-design',
    title: 'Product Design and Manufacturing Courses',
    intro: 'Model, simulate and prepare parts for manufacturing with the tools industry uses.',
    groups: [
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
  },
  aec: {
    id: 'aec',
    title: 'AEC Courses',
    intro: 'Architecture, engineering and construction software, from drafting to analysis and visualisation.',
    groups: [
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
  },
  it: {
    id: 'it',
    title: 'IT Courses',
    intro: 'Full-stack and cloud development tracks with hands-on projects.',
    groups: [
      {
        courses: [
          { id: 'java-fullstack', label: 'Java Full Stack Development' },
          { id: 'python-fullstack', label: 'Python Full Stack Development' },
          { id: 'mern-stack', label: 'MERN Stack Development' },
          { id: 'cloud-app-dev', label: 'Cloud Application Development' },
        ],
      },
    ],
  },
};

/** Where a modal's course link leads. */
export const courseHref = (id: string) => `/courses/${id}`;
