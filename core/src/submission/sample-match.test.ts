import { matchSample, samplesOf } from './sample-match';

const EXAMPLES = '<input>1 2\n</input><output>3\n</output>\n<input>10 20</input><output>30</output>';

describe('sample matching of test runs', () => {
  it('reads the pairs of the examples string', () => {
    expect(samplesOf(EXAMPLES)).toEqual([{ input: '1 2\n', output: '3\n' }, { input: '10 20', output: '30' }]);
    expect(samplesOf('')).toEqual([]);
  });

  it('finds the sample by its input, trailing blanks and empty lines aside, numbered from 1', () => {
    expect(matchSample(EXAMPLES, '10 20  \r\n\n')).toEqual({ sampleIndex: 2, output: '30' });
    expect(matchSample(EXAMPLES, '1 2')).toEqual({ sampleIndex: 1, output: '3\n' });
    expect(matchSample(EXAMPLES, ' 1 2')).toBeUndefined();
    expect(matchSample(null, '1 2')).toBeUndefined();
  });
});
