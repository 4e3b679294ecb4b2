import { useId } from 'react';

/** The parts a skeleton is made of, each a grey block of that part's height. */
export type SkeletonBlock = 'heading' | 'text' | 'stats' | 'panel' | 'chart';

/** A page: its title, a line of text and a panel of content. */
const PAGE: readonly SkeletonBlock[] = ['heading', 'text', 'panel'];

export interface SkeletonProps {
  /** What is loading, read out by screen readers (the spec's 'Loading...' texts). */
  label: string;
  /** The screen's parts, top to bottom. */
  blocks?: readonly SkeletonBlock[];
  /** Lays the blocks out as the screen will be (e.g. the creator's form beside its preview). */
  className?: string;
}

/**
 * Grey blocks in the shape of a screen whose code or data is on its way: the page keeps its layout
 * instead of flashing empty or showing a spinner.
 */
export function Skeleton({ label, blocks = PAGE, className }: SkeletonProps) {
  const id = useId();
  return (
    <div className={className ? `skeleton-screen ${className}` : 'skeleton-screen'} role="status" aria-labelledby={id}>
      <span id={id} className="visually-hidden">
        {label}
      </span>
      {blocks.map((block, index) => (
        <div key={index} className={`skeleton skeleton--${block}`} />
      ))}
    </div>
  );
}
