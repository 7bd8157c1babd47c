import { COVERS } from '../covers';
import type { GroupDetails } from '../types';

const VIKRAM = 'Vikram Shetty, mechanical design engineer and SOLIDWORKS CSWP';
const LAKSHMI = 'Lakshmi Narayan, automotive body and surface design specialist';

export const DASSAULT_DETAILS: GroupDetails = {
  solidworks: {
    icon: 'mechanical',
    description:
      'Design parts and machines in SOLIDWORKS: sketches, features, assemblies, sheet metal, weldments and detailed drawings used in industry.',
    duration: '45 Hours',
    difficulty: 'Beginner to Intermediate',
    price: 1299,
    instructor: VIKRAM,
    targetAudience: 'Mechanical, automobile and production engineering students and design engineers.',
    curriculum: [
      'Sketching and design intent',
      'Extrude, revolve, sweep and loft features',
      'Assemblies, mates and exploded views',
      'Sheet metal and weldments',
      'Configurations and design tables',
      'Drawings, GD&T and BOMs',
    ],
    learningOutcomes: [
      'Model parts with clear design intent',
      'Build and check assemblies',
      'Design sheet metal and welded structures',
      'Produce drawings ready for the shop floor',
    ],
    prerequisites: ['Engineering drawing basics'],
    coverImage: COVERS.mechanical,
  },
  catia: {
    icon: 'mechanical',
    description:
      'Learn CATIA V5 the way automotive and aerospace teams use it: part design, assemblies, generative shape design for surfaces, and drafting.',
    duration: '60 Hours',
    difficulty: 'Intermediate',
    price: 1799,
    instructor: LAKSHMI,
    targetAudience: 'Mechanical and automobile engineers aiming at automotive or aerospace design roles.',
    curriculum: [
      'Sketcher and part design',
      'Assembly design and constraints',
      'Wireframe and surface design',
      'Generative shape design',
      'Sheet metal design',
      'Generative drafting',
    ],
    learningOutcomes: [
      'Model complex parts and assemblies',
      'Create class-A style surfaces',
      'Convert surfaces into solid parts',
      'Detail parts to drawing standards',
    ],
    prerequisites: ['Any 3D CAD experience', 'Engineering drawing basics'],
    coverImage: COVERS.mechanical,
  },
  'solidworks-simulation': {
    icon: 'mechanical',
    description:
      'Validate designs before building them with SOLIDWORKS Simulation: static, thermal, frequency and fatigue studies, meshing and result interpretation.',
    duration: '25 Hours',
    difficulty: 'Intermediate',
    price: 1199,
    instructor: VIKRAM,
    targetAudience: 'Design engineers and final-year mechanical students.',
    curriculum: [
      'FEA concepts and study types',
      'Materials, fixtures and loads',
      'Meshing and convergence',
      'Linear static and thermal studies',
      'Frequency and buckling',
      'Fatigue and design optimisation',
    ],
    learningOutcomes: [
      'Set up realistic simulation studies',
      'Judge mesh quality and convergence',
      'Interpret stresses and safety factors',
      'Improve designs from results',
    ],
    prerequisites: ['SOLIDWORKS modelling', 'Strength of materials'],
    coverImage: COVERS.mechanical,
  },
};
