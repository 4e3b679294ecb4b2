export function sharedContracts(): string {
  return 'shared-contracts';
}
