import aecImage from '../../../assets/courses/aec.svg';
import bimArchitectureImage from '../../../assets/courses/bim-architecture.svg';
import bimConstructionImage from '../../../assets/courses/bim-construction.svg';
import bimInfrastructureImage from '../../../assets/courses/bim-infrastructure.svg';
import itImage from '../../../assets/courses/it.svg';
import productDesignImage from '../../../assets/courses/product-design.svg';
import { HOME_CARD_COURSES } from '@blueprint/shared/catalogue/linked-courses';
import { courseHref, type CourseModalId } from './course-modals';

interface CardBase {
  id: string;
  image: string;
  imageAlt: string;
  name: string;
  description: string;
}

/** A Home course card (docs/spec-notes.md#entities): it either links to a course or opens a modal of courses. */
export type HomeCourseCard = CardBase & ({ link: string; modal?: never } | { modal: CourseModalId; link?: never });

/** Every card image is drawn at this size; the page reserves the space before it loads. */
export const CARD_IMAGE = { width: 400, height: 250 } as const;

export const HOME_COURSES: HomeCourseCard[] = [
  {
    id: 'bim-construction',
    image: bimConstructionImage,
    imageAlt: 'Building frame under construction beside a tower crane',
    name: 'BIM for Construction',
    description: 'Plan, coordinate and build with Revit and Navisworks models shared across the whole site team.',
    link: courseHref(HOME_CARD_COURSES['bim-construction']),
  },
  {
    id: 'bim-infrastructure',
    image: bimInfrastructureImage,
    imageAlt: 'Arch bridge carrying a road over a river',
    name: 'BIM for Infrastructure',
    description: 'Design roads, corridors and utilities with Civil 3D and InfraWorks, from survey to drawings.',
    link: courseHref(HOME_CARD_COURSES['bim-infrastructure']),
  },
  {
    id: 'bim-architecture',
    image: bimArchitectureImage,
    imageAlt: 'House elevation drawing with a dimension line',
    name: 'BIM for Architecture',
    description: 'Model buildings in Revit Architecture and produce plans, sections and schedules from one model.',
    link: courseHref(HOME_CARD_COURSES['bim-architecture']),
  },
  {
    id: 'product-design',
    image: productDesignImage,
    imageAlt: 'Gear and a 3D part in isometric view',
    name: 'Product Design and Manufacturing',
    description: 'Fusion 360, SOLIDWORKS, Creo and more: model parts and assemblies and take them to production.',
    modal: 'product-design',
  },
  {
    id: 'aec',
    image: aecImage,
    imageAlt: 'City skyline of towers drawn in outline',
    name: 'AEC',
    description: 'Architecture, engineering and construction software from Autodesk, Bentley Systems and others.',
    modal: 'aec',
  },
  {
    id: 'it',
    image: itImage,
    imageAlt: 'Monitor showing code brackets',
    name: 'IT',
    description: 'Java, Python and MERN full-stack development and cloud application development.',
    modal: 'it',
  },
];
