import { DEFAULT_RATE } from '../defaults';
import type { JudgeData } from '../judge-adapter';

export const atcoderData: JudgeData = {
  key: 'AC',
  name: 'AtCoder',
  pool: 'AC',
  defaultHost: 'https://atcoder.jp',
  // AtCoder publishes no rate for its pages; its submit page makes an account wait between submissions
  rate: DEFAULT_RATE,
  languages: [
    { id: '4001', name: 'C (GCC 9.2.1)', contentType: 'text/x-csrc' },
    { id: '4003', name: 'C++ (GCC 9.2.1)', contentType: 'text/x-c++src' },
    { id: '4005', name: 'Java (OpenJDK 11.0.6)', contentType: 'text/x-java' },
    { id: '4006', name: 'Python (3.8.2)', contentType: 'text/x-python' },
    { id: '4047', name: 'PyPy3 (7.3.0)', contentType: 'text/x-python' },
    { id: '4050', name: 'Rust (1.42.0)', contentType: 'text/x-rustsrc' },
    { id: '4026', name: 'Go (1.14.1)', contentType: 'text/x-go' },
  ],
  languagesSource: "the `data.LanguageId` options of AtCoder's submit form as recorded in 2020 (corpus ac/submit-practice-loggedin.html); AtCoder renumbers them at each language update, and the adapter refuses an id its live form no longer lists",
  idExample: 'abc110_a',
};
