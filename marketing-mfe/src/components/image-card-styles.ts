import { css, type Theme } from '@emotion/react';
import { cardSurfaceStyles } from '@blueprint/shared/ui/layout';

/** A card led by an image of a fixed aspect ratio (course and article cards). */
export const imageCardStyles = (theme: Theme, image: { width: number; height: number }) => css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurfaceStyles(theme)}
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${image.width} / ${image.height};
  }
`;
