/** The parts a Skeleton draws, top to bottom (`['card', 'card']`): what tests check its shape by. */
export function skeletonParts(skeleton: HTMLElement): string[] {
  return [...skeleton.querySelectorAll('.skeleton')].map((block) => block.className.replace('skeleton skeleton--', ''));
}
