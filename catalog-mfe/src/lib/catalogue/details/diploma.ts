import { COVERS } from '../covers';
import type { GroupDetails } from '../types';

export const DIPLOMA_DETAILS: GroupDetails = {
  'diploma-cad-bim': {
    icon: 'architecture',
    description:
      'A six-month job-oriented programme from CAD drafting to BIM coordination: AutoCAD, Revit, Navisworks and BIM processes, ending with a portfolio project.',
    duration: '6 Months',
    difficulty: 'Beginner to Advanced',
    price: 2499,
    instructor: 'Ar. Kavya Menon and the Blueprint Academy BIM faculty',
    targetAudience: 'Civil and architecture graduates and diploma holders preparing for CAD and BIM careers.',
    curriculum: [
      'AutoCAD 2D drafting and 3D modelling',
      'Revit Architecture and Structure',
      'Revit MEP essentials',
      'Navisworks coordination and 4D',
      'BIM standards and execution planning',
      'Portfolio project and interview preparation',
    ],
    learningOutcomes: [
      'Work confidently in AutoCAD and Revit',
      'Coordinate multidisciplinary BIM models',
      'Follow BIM standards on projects',
      'Show a complete project portfolio',
    ],
    prerequisites: ['Diploma or degree in civil engineering or architecture, or final-year students'],
    coverImage: COVERS.architecture,
  },
  'diploma-3d-design-visualization': {
    icon: 'visualisation',
    description:
      'A six-month programme in 3D design and visualisation: SketchUp, 3ds Max, V-Ray, Lumion and Photoshop, building a portfolio of interiors, exteriors and walkthroughs.',
    duration: '6 Months',
    difficulty: 'Beginner to Advanced',
    price: 2499,
    instructor: 'Nikhil Rao and the Blueprint Academy visualisation faculty',
    targetAudience: 'Architecture and interior design students, designers and aspiring visualisation artists.',
    curriculum: [
      'SketchUp modelling for design',
      '3ds Max modelling and scene setup',
      'V-Ray materials, lighting and rendering',
      'Lumion walkthroughs and animation',
      'Photoshop post-production',
      'Portfolio and client presentation',
    ],
    learningOutcomes: [
      'Model interiors and exteriors quickly',
      'Render photorealistic images',
      'Produce walkthrough videos',
      'Present a professional portfolio',
    ],
    prerequisites: ['Basic computer skills', 'Interest in design and visual storytelling'],
    coverImage: COVERS.visualisation,
  },
};
