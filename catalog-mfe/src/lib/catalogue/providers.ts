import { GROUP_IDS, type GroupId } from './types';

/** The browse page's five provider cards (docs/spec-notes.md#screens), each to /courses/{id in lower case}. */
export const PROVIDER_CARDS: ReadonlyArray<{ id: GroupId; name: string; subtitle: string }> = [
  { id: 'AUTODESK', name: 'AUTODESK', subtitle: 'CAD, BIM, and more' },
  { id: 'BENTLEY', name: 'BENTLEY', subtitle: 'Infrastructure engineering' },
  { id: 'DASSAULT', name: 'DASSAULT', subtitle: '3D design and PLM' },
  { id: 'OTHER', name: 'OTHER', subtitle: 'Various software solutions' },
  { id: 'IT', name: 'IT/Programming', subtitle: 'Programming and development' },
];

/** Heading and introduction of each provider page, by route id (the provider id in lower case). */
export const PROVIDER_PAGES: Readonly<Record<string, { title: string; intro: string }>> = {
  autodesk: {
    title: 'Autodesk Courses',
    intro:
      'AutoCAD, Revit, Civil 3D, Fusion 360, Maya and more: the tools most design and engineering offices use every day.',
  },
  autodesk_fusion: {
    title: 'Autodesk Fusion Courses',
    intro: 'Product design, prototyping and CNC machining in one cloud-connected tool.',
  },
  bentley: {
    title: 'Bentley Systems Courses',
    intro: 'Infrastructure engineering software for roads, bridges, water networks and structures.',
  },
  dassault: {
    title: 'Dassault Systèmes Courses',
    intro: '3D design and PLM tools used across automotive, aerospace and industrial machinery.',
  },
  bim_construction: {
    title: 'BIM Courses',
    intro: 'BIM processes, coordination and management for construction projects.',
  },
  other: {
    title: 'Other Software Courses',
    intro: 'Visualisation, computational design, analysis, planning, GIS and graphic design software.',
  },
  diploma: {
    title: 'Diploma Programmes',
    intro: 'Six-month, job-oriented programmes that combine several tools with a portfolio project.',
  },
  it: {
    title: 'Programming & IT Courses',
    intro: 'Full stack development, cloud, data science and AI, taught through real projects.',
  },
};

/**
 * A provider card links to /courses/{provider id in lower case} (docs/spec-notes.md#screens). Autodesk's page also
 * lists its Fusion group, as the header's Autodesk group does.
 */
export const PROVIDER_VIEWS: Readonly<Record<string, readonly GroupId[]>> = {
  ...Object.fromEntries(GROUP_IDS.map((id) => [id.toLowerCase(), [id]])),
  autodesk: ['AUTODESK', 'AUTODESK_FUSION'],
};
