import type { ReactNode } from 'react';
import { StateArt, type StateArtKind } from './state-art';

/**
 * An error or empty state: Saral's illustration, a heading and what to do, with the actions
 * below. Replaces the kit's ErrorBlock (and its large default images).
 */
export function StateBlock({
  art,
  title,
  description,
  headingLevel = 2,
}: {
  art: StateArtKind;
  title: string;
  description: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="state-block">
      <StateArt kind={art} />
      <Heading className="state-block__title">{title}</Heading>
      <p className="state-block__description">{description}</p>
    </div>
  );
}
