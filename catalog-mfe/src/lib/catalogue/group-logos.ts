import { COVERS } from './covers';
import type { GroupId } from './types';

/** The group illustration shown on provider cards and pages. */
export const GROUP_LOGOS: Record<GroupId, string> = {
  AUTODESK: COVERS.drafting,
  AUTODESK_FUSION: COVERS.mechanical,
  BENTLEY: COVERS.infrastructure,
  DASSAULT: COVERS.mechanical,
  BIM_CONSTRUCTION: COVERS.architecture,
  OTHER: COVERS.visualisation,
  DIPLOMA: COVERS.architecture,
  IT: COVERS.programming,
};
