import { useId } from 'react';

/**
 * The parts a skeleton is made of, each a grey block of that part's height: a list's `row`, a card of
 * a grid (`card`), a progress `bar`, a chart's plot area (`chart`).
 */
export type SkeletonBlock = 'heading' | 'text' | 'stats' | 'panel' | 'chart' | 'row' | 'card' | 'bar';

/** A page: its title, a line of text and a panel of content. */
const PAGE: readonly SkeletonBlock[] = ['heading', 'text', 'panel'];

/** `count` blocks of one part: the rows of a list, the cards of a grid. */
export function repeated(block: SkeletonBlock, count: number): SkeletonBlock[] {
  return Array.from({ length: count }, () => block);
}

/** A short list's first rows (API keys, webhooks, activity, brand kits). */
export const LIST_SKELETON: readonly SkeletonBlock[] = repeated('row', 3);

export interface SkeletonProps {
  /** What is loading, read out by screen readers (the spec's 'Loading...' texts). */
  label: string;
  /** The screen's parts, top to bottom. */
  blocks?: readonly SkeletonBlock[];
  /** Lays the blocks out as the screen will be (e.g. the creator's form beside its preview, a grid of cards). */
  className?: string;
}

/**
 * Grey blocks in the shape of a screen, list or chart whose code or data is on its way: the page keeps
 * its layout instead of flashing empty or showing a spinner. Screen readers hear the label once, from
 * the status region; the blocks themselves say nothing.
 */
export function Skeleton({ label, blocks = PAGE, className }: SkeletonProps) {
  const id = useId();
  return (
    <div className={className ? `skeleton-screen ${className}` : 'skeleton-screen'} role="status" aria-labelledby={id}>
      <span id={id} className="visually-hidden">
        {label}
      </span>
      {blocks.map((block, index) => (
        <div key={index} className={`skeleton skeleton--${block}`} aria-hidden="true" />
      ))}
    </div>
  );
}
