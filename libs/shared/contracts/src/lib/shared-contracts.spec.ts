import { sharedContracts } from './shared-contracts';

describe('sharedContracts', () => {
  it('should work', () => {
    expect(sharedContracts()).toEqual('shared-contracts');
  })
})
