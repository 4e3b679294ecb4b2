import { type DnsAnswers, dnsProblems, requiredRecords } from './dns-check';

const TARGETS = { cname: 'domains.liveqr.example', ipv4: '203.0.113.7', ipv6: '2001:db8::7' };
const TOKEN = 'token-1';
const NOTHING: DnsAnswers = { txt: [], cname: [], a: [], aaaa: [], caa: [] };
const codes = (answers: Partial<DnsAnswers>) =>
  dnsProblems('qr.brand.com', TOKEN, TARGETS, { ...NOTHING, ...answers }).map((problem) => problem.code);

describe('requiredRecords', () => {
  it('asks a subdomain for a CNAME and the TXT proof', () => {
    expect(requiredRecords('qr.brand.com', false, TOKEN, TARGETS)).toEqual([
      { type: 'CNAME', name: 'qr.brand.com', value: 'domains.liveqr.example' },
      { type: 'TXT', name: '_liveqr-challenge.qr.brand.com', value: TOKEN },
    ]);
  });

  it('asks an apex for the addresses configured and the TXT proof', () => {
    expect(requiredRecords('brand.com', true, TOKEN, TARGETS).map((record) => record.type)).toEqual([
      'A',
      'AAAA',
      'TXT',
    ]);
    expect(requiredRecords('brand.com', true, TOKEN, { cname: 'x.example', ipv4: '203.0.113.7' })).toEqual([
      { type: 'A', name: 'brand.com', value: '203.0.113.7' },
      { type: 'TXT', name: '_liveqr-challenge.brand.com', value: TOKEN },
    ]);
  });
});

describe('dnsProblems', () => {
  it('names each missing piece when nothing is set', () => {
    expect(codes({})).toEqual(['TXT_MISSING', 'NOT_POINTING_AT_US']);
  });

  it('verifies the TXT with a CNAME to our target (any case, trailing dot)', () => {
    expect(codes({ txt: ['other', TOKEN], cname: ['Domains.LiveQR.example.'] })).toEqual([]);
  });

  it('verifies the TXT with addresses that are all ours', () => {
    expect(codes({ txt: [TOKEN], a: ['203.0.113.7'], aaaa: ['2001:0db8:0:0:0:0:0:7'] })).toEqual([]);
    expect(codes({ txt: [TOKEN], a: ['203.0.113.7'] })).toEqual([]);
  });

  it('names a TXT that holds something else, a CNAME elsewhere', () => {
    expect(codes({ txt: ['stale'], cname: ['brand.herokudns.com'] })).toEqual(['TXT_DIFFERENT', 'CNAME_ELSEWHERE']);
  });

  it('names addresses that are not ours and a conflicting AAAA', () => {
    expect(codes({ txt: [TOKEN], a: ['203.0.113.7', '198.51.100.1'] })).toEqual(['ADDRESS_ELSEWHERE']);
    expect(codes({ txt: [TOKEN], a: ['203.0.113.7'], aaaa: ['2001:db8::99'] })).toEqual(['AAAA_CONFLICT']);
  });

  it('names a CAA record that leaves our CA out, and lets one through that names it', () => {
    const pointed = { txt: [TOKEN], cname: [TARGETS.cname] };
    expect(codes({ ...pointed, caa: [{ critical: 0, issue: 'digicert.com' }] })).toEqual(['CAA_FORBIDS_CA']);
    expect(codes({ ...pointed, caa: [{ critical: 0, issue: ';' }] })).toEqual(['CAA_FORBIDS_CA']);
    expect(
      codes({
        ...pointed,
        caa: [
          { critical: 0, issue: 'digicert.com' },
          { critical: 0, issue: 'letsencrypt.org; x=1' },
        ],
      }),
    ).toEqual([]);
    expect(codes({ ...pointed, caa: [{ critical: 0, iodef: 'mailto:sec@brand.com' }] })).toEqual([]);
  });

  it('says DNS did not answer rather than calling a record missing', () => {
    expect(codes({ txt: 'failed', cname: [TARGETS.cname] })).toEqual(['DNS_LOOKUP_FAILED']);
  });
});
