import { COVERS } from '../covers';
import type { GroupDetails } from '../types';

const VIKRAM = 'Vikram Shetty, mechanical design engineer, 12 years in product development';

export const AUTODESK_FUSION_DETAILS: GroupDetails = {
  fusion: {
    icon: 'mechanical',
    description:
      'Take a product from sketch to prototype in Fusion 360: parametric and freeform modelling, assemblies, rendering, drawings and preparation for 3D printing.',
    duration: '40 Hours',
    difficulty: 'Beginner to Intermediate',
    price: 1199,
    instructor: VIKRAM,
    targetAudience: 'Mechanical and product design students, makers and start-up engineers.',
    curriculum: [
      'Sketching and parametric constraints',
      'Solid, surface and T-spline modelling',
      'Assemblies, joints and motion studies',
      'Appearance, rendering and decals',
      'Drawings and design documentation',
      'Preparing parts for 3D printing',
    ],
    learningOutcomes: [
      'Design manufacturable parts and assemblies',
      'Combine parametric and freeform modelling',
      'Render product visuals for reviews',
      'Prepare models for prototyping',
    ],
    prerequisites: ['Basic computer skills', 'Engineering drawing basics help'],
    coverImage: COVERS.mechanical,
  },
  'fusion-cam': {
    icon: 'mechanical',
    description:
      'Program CNC machines from Fusion 360: setups, 2D and 3D milling strategies, turning, toolpath simulation and post-processing for real controllers.',
    duration: '30 Hours',
    difficulty: 'Intermediate',
    price: 1299,
    instructor: VIKRAM,
    targetAudience: 'Production engineers, CNC programmers and machinists moving to CAM.',
    curriculum: [
      'CAM workflow, stock and setups',
      'Tools, holders and cutting data',
      '2D pocketing, contouring and drilling',
      '3D adaptive clearing and finishing',
      'Turning operations',
      'Simulation, post-processing and setup sheets',
    ],
    learningOutcomes: [
      'Create safe, efficient milling toolpaths',
      'Choose tools and feeds for common materials',
      'Verify programs by simulation',
      'Post G-code for a CNC controller',
    ],
    prerequisites: ['Fusion 360 modelling basics', 'Understanding of machining processes'],
    coverImage: COVERS.mechanical,
  },
};
