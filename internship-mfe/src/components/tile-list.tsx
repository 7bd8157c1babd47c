import { cardGridStyles, cardStyles } from './page-styles';

export interface Tile {
  title: string;
  text: string;
}

/** A grid of titled tiles: 'Why Choose', the benefits of both pages. */
export function TileList({ tiles, columns }: { tiles: readonly Tile[]; columns?: number }) {
  return (
    <ul css={(theme) => cardGridStyles(theme, columns)}>
      {tiles.map((tile) => (
        <li key={tile.title} css={cardStyles}>
          <h3>{tile.title}</h3>
          <p>{tile.text}</p>
        </li>
      ))}
    </ul>
  );
}
