import { COVERS } from '../covers';
import type { GroupDetails } from '../types';

const MEERA = 'Meera Iyer, highway and urban infrastructure BIM lead';
const PRAKASH = 'Prakash Murthy, water and sanitation design engineer, 15 years with utilities';
const ANIL = 'Anil Hegde, M.Tech (Structures), structural BIM lead';
const SURESH = 'Suresh Kulkarni, Autodesk and Bentley certified instructor';

export const BENTLEY_DETAILS: GroupDetails = {
  'openroads-designer': {
    icon: 'infrastructure',
    description:
      'Design highways in OpenRoads Designer: terrain models, geometry, superelevation, templates, corridors, cross sections and quantities to IRC practice.',
    duration: '50 Hours',
    difficulty: 'Intermediate',
    price: 1699,
    instructor: MEERA,
    targetAudience: 'Highway engineers, civil engineering graduates and DPR consultants.',
    curriculum: [
      'Workspaces, seed files and survey data',
      'Terrain models from points and contours',
      'Horizontal and vertical geometry',
      'Superelevation and templates',
      'Corridors, cross sections and volumes',
      'Plan-profile sheets and reports',
    ],
    learningOutcomes: [
      'Build existing ground terrain models',
      'Design a highway alignment with superelevation',
      'Model corridors and compute earthwork',
      'Produce drawings for a detailed project report',
    ],
    prerequisites: ['Highway engineering fundamentals', 'Any CAD experience'],
    coverImage: COVERS.infrastructure,
  },
  'openbridge-modeler': {
    icon: 'infrastructure',
    description:
      'Model bridges parametrically in OpenBridge Modeler: alignment-driven decks, girders, piers and abutments, ready for analysis and drawings.',
    duration: '30 Hours',
    difficulty: 'Intermediate',
    price: 1499,
    instructor: ANIL,
    targetAudience: 'Bridge and structural engineers, infrastructure BIM modellers.',
    curriculum: [
      'Bridge project setup on road alignments',
      'Decks, girders and barriers',
      'Piers, abutments and foundations',
      'Parametric templates and libraries',
      'Exchange with analysis software',
      'General arrangement drawings',
    ],
    learningOutcomes: [
      'Model a multi-span bridge on an alignment',
      'Reuse parametric components',
      'Share models with analysis teams',
      'Produce general arrangement drawings',
    ],
    prerequisites: ['Structural engineering basics', 'OpenRoads or MicroStation basics help'],
    coverImage: COVERS.infrastructure,
  },
  'openflows-watergems': {
    icon: 'infrastructure',
    description:
      'Plan and analyse water distribution networks in WaterGEMS: demands, pumps, tanks, extended period simulation, fire flow and network optimisation.',
    duration: '30 Hours',
    difficulty: 'Intermediate',
    price: 1399,
    instructor: PRAKASH,
    targetAudience: 'Civil and environmental engineers working on water supply schemes.',
    curriculum: [
      'Network layout from CAD and GIS',
      'Demands, patterns and loading',
      'Pumps, valves and storage tanks',
      'Steady state and extended period simulation',
      'Fire flow and water quality analysis',
      'Scenario management and reporting',
    ],
    learningOutcomes: [
      'Build a calibrated distribution network model',
      'Size pipes, pumps and tanks',
      'Test scenarios for growth and emergencies',
      'Report results for design approval',
    ],
    prerequisites: ['Basics of hydraulics and water supply engineering'],
    coverImage: COVERS.infrastructure,
  },
  'openflows-sewergems': {
    icon: 'infrastructure',
    description:
      'Design sanitary and storm sewers in SewerGEMS: catchments, loads, gravity and pressure networks, hydraulic grade lines and profiles.',
    duration: '30 Hours',
    difficulty: 'Intermediate',
    price: 1399,
    instructor: PRAKASH,
    targetAudience: 'Civil and environmental engineers in sewerage and drainage design.',
    curriculum: [
      'Network layout and catchment delineation',
      'Sanitary loads and rainfall data',
      'Gravity and pressure network hydraulics',
      'Automated constrained design',
      'Profiles and hydraulic grade lines',
      'Scenarios and reports',
    ],
    learningOutcomes: [
      'Model a sewer network from survey data',
      'Design pipes to velocity and cover limits',
      'Check surcharge and overflow risk',
      'Produce profiles and design reports',
    ],
    prerequisites: ['Basics of hydraulics and sanitary engineering'],
    coverImage: COVERS.infrastructure,
  },
  'staad-pro': {
    icon: 'structural',
    description:
      'Analyse and design concrete and steel structures in STAAD.Pro: modelling, loads and combinations, analysis, and design to Indian codes.',
    duration: '45 Hours',
    difficulty: 'Intermediate',
    price: 1299,
    instructor: ANIL,
    targetAudience: 'Civil engineering students and structural design engineers.',
    curriculum: [
      'Geometry, supports and member properties',
      'Dead, live, wind and seismic loads',
      'Load combinations to IS 875 and IS 1893',
      'Analysis and result interpretation',
      'RCC design to IS 456',
      'Steel design to IS 800',
    ],
    learningOutcomes: [
      'Model multi-storey RCC and steel frames',
      'Apply code-based loads and combinations',
      'Design members and check results',
      'Prepare design reports',
    ],
    prerequisites: ['Structural analysis and design fundamentals'],
    coverImage: COVERS.structural,
  },
  microstation: {
    icon: 'drafting',
    description:
      'Draft and model in MicroStation, the CAD platform behind Bentley infrastructure tools: precision drawing, levels, cells, references and print sets.',
    duration: '30 Hours',
    difficulty: 'Beginner',
    price: 899,
    instructor: SURESH,
    targetAudience: 'Civil draughtspersons, engineers joining Bentley-based projects.',
    curriculum: [
      'Workspaces, design files and models',
      'AccuDraw and precision drawing',
      'Levels, symbology and element attributes',
      'Cells, text and dimensions',
      'References and raster images',
      'Sheets and print organiser',
    ],
    learningOutcomes: [
      'Produce accurate drawings with AccuDraw',
      'Manage levels, cells and references',
      'Model simple 3D elements',
      'Publish drawing sets',
    ],
    prerequisites: ['Basic computer skills'],
    coverImage: COVERS.drafting,
  },
};
