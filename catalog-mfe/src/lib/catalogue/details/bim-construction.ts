import { COVERS } from '../covers';
import type { GroupDetails } from '../types';

const KAVYA = 'Ar. Kavya Menon, Revit Certified Professional and BIM manager';
const RAHUL = 'Rahul Deshpande, BIM coordinator on commercial and hospital projects';
const RAMESH = 'Ramesh Pai, PMP, construction planning and cost consultant';

export const BIM_CONSTRUCTION_DETAILS: GroupDetails = {
  'bim-fundamentals': {
    icon: 'architecture',
    description:
      'Understand how BIM projects really run: information requirements, ISO 19650, common data environments, levels of information need and roles.',
    duration: '20 Hours',
    difficulty: 'Beginner',
    price: 699,
    instructor: KAVYA,
    targetAudience: 'Students and professionals in architecture, engineering and construction new to BIM.',
    curriculum: [
      'What BIM is and what it changes',
      'ISO 19650 concepts and terms',
      'Information requirements and BIM execution plans',
      'Common data environments and workflows',
      'Level of information need',
      'Roles, responsibilities and careers in BIM',
    ],
    learningOutcomes: [
      'Explain BIM processes and standards',
      'Read and contribute to a BIM execution plan',
      'Work within a common data environment',
      'Choose a BIM career path',
    ],
    prerequisites: ['None'],
    coverImage: COVERS.architecture,
  },
  'bim-coordination': {
    icon: 'planning',
    description:
      'Coordinate architecture, structure and MEP models on live-style projects: federation, clash detection, issue tracking and coordination meetings.',
    duration: '8 weeks',
    difficulty: 'Intermediate',
    price: 1999,
    instructor: RAHUL,
    targetAudience: 'Revit users moving into BIM coordinator roles.',
    curriculum: [
      'Model federation and shared coordinates',
      'Clash rules and tolerances',
      'Clash detection and grouping',
      'Issue tracking and BCF workflows',
      'Coordination meetings and reports',
      'Capstone: coordinating a multi-storey building',
    ],
    learningOutcomes: [
      'Federate multidisciplinary models',
      'Run clash tests that matter',
      'Track issues to closure',
      'Lead coordination meetings',
    ],
    prerequisites: ['Revit (any discipline)', 'Navisworks basics recommended'],
    coverImage: COVERS.planning,
  },
  'bim-management': {
    icon: 'planning',
    description:
      'Lead BIM on construction projects: execution plans, standards, model audits, information delivery and managing teams and contracts.',
    duration: '10 weeks',
    difficulty: 'Advanced',
    price: 2299,
    instructor: KAVYA,
    targetAudience: 'Experienced BIM coordinators, project engineers and architects moving into management.',
    curriculum: [
      'BIM strategy and employer requirements',
      'Writing BIM execution plans',
      'Standards, templates and naming',
      'Model audits and quality checks',
      'Information delivery and handover',
      'Contracts, costs and team leadership',
    ],
    learningOutcomes: [
      'Set up BIM for a project from day one',
      'Write and enforce project standards',
      'Audit models and information deliveries',
      'Manage a BIM team',
    ],
    prerequisites: ['Two or more years in BIM projects'],
    coverImage: COVERS.planning,
  },
  'bim-4d-5d': {
    icon: 'planning',
    description:
      'Link models to time and cost: 4D construction sequencing and 5D quantity take-off and estimating for planners and quantity surveyors.',
    duration: '7 weeks',
    difficulty: 'Intermediate',
    price: 1899,
    instructor: RAMESH,
    targetAudience: 'Planning engineers, quantity surveyors and site engineers.',
    curriculum: [
      'Work breakdown and model-based scheduling',
      'Linking schedules to models',
      '4D simulation and logistics',
      'Quantity take-off from BIM',
      'Cost estimation and rate analysis',
      'Progress tracking and reporting',
    ],
    learningOutcomes: [
      'Build 4D construction simulations',
      'Extract reliable quantities',
      'Prepare model-based estimates',
      'Report progress against plan',
    ],
    prerequisites: ['Construction project basics', 'Any BIM viewer experience'],
    coverImage: COVERS.planning,
  },
};
