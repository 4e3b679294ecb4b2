import { qrRender } from './qr-render';

describe('qrRender', () => {
  it('should work', () => {
    expect(qrRender()).toEqual('qr-render');
  })
})
