import type { CourseSummary, GroupId, IndexGroup } from './types';

/**
 * The light index of the catalogue: every course's id, title and name, nested provider group → category.
 * Lookup, the header's navigation and the provider listings read only this; the details live in
 * ./details/<group>.ts (one lazily loaded chunk per group) and a test keeps the two in step.
 * Order matters: it is the display order, and lookup breaks ties by it (flagship courses first).
 */
export const CATALOGUE_INDEX: IndexGroup[] = [
  {
    id: 'AUTODESK',
    label: 'Autodesk',
    categories: [
      {
        name: 'CAD & Drafting',
        courses: [
          { id: 'autocad', name: 'AutoCAD', title: 'AutoCAD 2D Drafting and 3D Modelling' },
          { id: 'autocad-electrical', name: 'AutoCAD Electrical', title: 'AutoCAD Electrical for Control Design' },
        ],
      },
      {
        name: 'BIM & Architecture',
        courses: [
          {
            id: 'revit-architecture',
            name: 'Revit Architecture',
            title: 'Revit Architecture: BIM for Building Design',
          },
          { id: 'revit-mep', name: 'Revit MEP', title: 'Revit MEP: Building Services Modelling' },
          { id: 'revit-structure', name: 'Revit Structure', title: 'Revit Structure: Structural BIM and Detailing' },
          { id: 'navisworks', name: 'Navisworks', title: 'Navisworks Manage for Coordination and 4D Review' },
        ],
      },
      {
        name: 'Civil & Infrastructure',
        courses: [
          { id: 'civil-3d', name: 'Civil 3D', title: 'Civil 3D for Roads, Grading and Drainage' },
          { id: 'infrawork', name: 'InfraWorks', title: 'InfraWorks for Conceptual Infrastructure Design' },
        ],
      },
      {
        name: 'Mechanical Design',
        courses: [{ id: 'inventor', name: 'Inventor', title: 'Inventor Professional for Mechanical Design' }],
      },
      {
        name: '3D Animation & Visualisation',
        courses: [
          { id: 'maya', name: 'Maya', title: 'Maya 3D Modelling, Rigging and Animation' },
          { id: '3ds-max', name: '3ds Max', title: '3ds Max for Architectural Visualisation' },
        ],
      },
    ],
  },
  {
    id: 'AUTODESK_FUSION',
    label: 'Autodesk Fusion',
    categories: [
      {
        name: 'Product Design & Manufacturing',
        courses: [
          { id: 'fusion', name: 'Fusion 360', title: 'Fusion 360 for Product Design' },
          { id: 'fusion-cam', name: 'Fusion 360 CAM', title: 'Fusion 360 CAM and CNC Machining' },
        ],
      },
    ],
  },
  {
    id: 'BENTLEY',
    label: 'Bentley Systems',
    categories: [
      {
        name: 'Road & Bridge Design',
        courses: [
          { id: 'openroads-designer', name: 'OpenRoads Designer', title: 'OpenRoads Designer for Highway Design' },
          { id: 'openbridge-modeler', name: 'OpenBridge Modeler', title: 'OpenBridge Modeler for Bridge Design' },
        ],
      },
      {
        name: 'Water & Sewer Networks',
        courses: [
          {
            id: 'openflows-watergems',
            name: 'OpenFlows WaterGEMS',
            title: 'OpenFlows WaterGEMS: Water Distribution Modelling',
          },
          {
            id: 'openflows-sewergems',
            name: 'OpenFlows SewerGEMS',
            title: 'OpenFlows SewerGEMS: Sewer and Stormwater Modelling',
          },
        ],
      },
      {
        name: 'Structural Engineering',
        courses: [{ id: 'staad-pro', name: 'STAAD.Pro', title: 'STAAD.Pro Structural Analysis and Design' }],
      },
      {
        name: 'CAD & Drafting',
        courses: [{ id: 'microstation', name: 'MicroStation', title: 'MicroStation 2D and 3D Drafting' }],
      },
    ],
  },
  {
    id: 'DASSAULT',
    label: 'Dassault Systèmes',
    categories: [
      {
        name: 'Mechanical Design',
        courses: [
          { id: 'solidworks', name: 'SOLIDWORKS', title: 'SOLIDWORKS Part, Assembly and Drawing' },
          { id: 'catia', name: 'CATIA', title: 'CATIA V5 Part, Assembly and Surface Design' },
        ],
      },
      {
        name: 'Simulation',
        courses: [
          {
            id: 'solidworks-simulation',
            name: 'SOLIDWORKS Simulation',
            title: 'SOLIDWORKS Simulation for Design Validation',
          },
        ],
      },
    ],
  },
  {
    id: 'BIM_CONSTRUCTION',
    label: 'BIM',
    categories: [
      {
        name: 'BIM Processes',
        courses: [
          { id: 'bim-fundamentals', name: 'BIM Fundamentals', title: 'BIM Fundamentals and ISO 19650' },
          { id: 'bim-coordination', name: 'BIM Coordination', title: 'BIM Coordination and Clash Detection' },
          { id: 'bim-management', name: 'BIM Management', title: 'BIM Management for Construction Projects' },
        ],
      },
      {
        name: 'Construction Planning',
        courses: [{ id: 'bim-4d-5d', name: '4D and 5D BIM', title: '4D and 5D BIM: Scheduling and Quantity Take-off' }],
      },
    ],
  },
  {
    id: 'OTHER',
    label: 'Others',
    categories: [
      {
        name: 'Architectural Visualisation',
        courses: [
          { id: 'sketchup', name: 'SketchUp', title: 'SketchUp Pro for Architectural Modelling' },
          { id: 'lumion', name: 'Lumion', title: 'Lumion for Architectural Rendering' },
          { id: 'v-ray', name: 'V-Ray', title: 'V-Ray Photorealistic Rendering' },
          { id: 'enscape', name: 'Enscape', title: 'Enscape Real-Time Visualisation' },
        ],
      },
      {
        name: 'Computational Design',
        courses: [
          { id: 'rhino', name: 'Rhino', title: 'Rhino 3D for Freeform Modelling' },
          { id: 'grasshopper', name: 'Grasshopper', title: 'Grasshopper Parametric Design' },
        ],
      },
      {
        name: 'Structural Analysis',
        courses: [{ id: 'etabs', name: 'ETABS', title: 'ETABS Building Analysis and Design' }],
      },
      {
        name: 'Product Design & Simulation',
        courses: [
          { id: 'creo-ptc', name: 'PTC Creo', title: 'PTC Creo Parametric for Product Design' },
          { id: 'ansys', name: 'Ansys', title: 'Ansys Mechanical: Finite Element Analysis' },
        ],
      },
      {
        name: 'Planning & GIS',
        courses: [
          { id: 'ms-project', name: 'Microsoft Project', title: 'Microsoft Project for Project Planning' },
          { id: 'primavera-p6', name: 'Primavera P6', title: 'Primavera P6 Project Scheduling' },
          { id: 'qgis', name: 'QGIS', title: 'QGIS for Civil and Environmental Mapping' },
        ],
      },
      {
        name: 'Graphic Design & Animation',
        courses: [
          { id: 'photoshop', name: 'Photoshop', title: 'Adobe Photoshop for Designers' },
          { id: 'illustrator', name: 'Illustrator', title: 'Adobe Illustrator for Vector Graphics' },
          { id: 'adobe-animate', name: 'Adobe Animate', title: 'Adobe Animate for 2D Animation' },
        ],
      },
    ],
  },
  {
    id: 'DIPLOMA',
    label: 'Diploma',
    categories: [
      {
        name: 'Professional Diplomas',
        courses: [
          { id: 'diploma-cad-bim', name: 'Diploma in CAD and BIM', title: 'Diploma in CAD and BIM' },
          {
            id: 'diploma-3d-design-visualization',
            name: 'Diploma in 3D Design and Visualization',
            title: 'Diploma in 3D Design and Visualization',
          },
        ],
      },
    ],
  },
  {
    id: 'IT',
    label: 'Programming & IT',
    categories: [
      {
        name: 'Full Stack Development',
        courses: [
          { id: 'java-fullstack', name: 'Java Full Stack', title: 'Java Full Stack Development' },
          { id: 'python-fullstack', name: 'Python Full Stack', title: 'Python Full Stack Development' },
          { id: 'mern-stack', name: 'MERN Stack', title: 'MERN Stack Development' },
        ],
      },
      {
        name: 'Cloud',
        courses: [
          { id: 'cloud-app-dev', name: 'Cloud Application Development', title: 'Cloud Application Development' },
        ],
      },
      {
        name: 'Data & AI',
        courses: [
          { id: 'data-science', name: 'Data Science', title: 'Data Science with Python' },
          { id: 'ai-ml', name: 'AI & Machine Learning', title: 'AI and Machine Learning' },
        ],
      },
      {
        name: 'Programming Foundations',
        courses: [{ id: 'python-programming', name: 'Python', title: 'Python Programming Essentials' }],
      },
    ],
  },
];

/** An index entry with where it sits: what lookup returns. */
export interface IndexedCourse extends CourseSummary {
  provider: GroupId;
  category: string;
}

/** Every course of the index, flat, in catalogue order. */
export const INDEXED_COURSES: IndexedCourse[] = CATALOGUE_INDEX.flatMap((group) =>
  group.categories.flatMap((category) =>
    category.courses.map((course) => ({ ...course, provider: group.id, category: category.name })),
  ),
);

export function indexGroup(id: GroupId): IndexGroup {
  const group = CATALOGUE_INDEX.find((candidate) => candidate.id === id);
  if (!group) throw new Error(`No provider group ${id} in the catalogue`);
  return group;
}
