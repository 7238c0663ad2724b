// What the stock checkers share, on top of testlib.h (judge-runner/vendor/testlib): numbers read with
// this project's messages. A token that is not a number is a format error (PE) in the participant's
// output and FAIL in the answer: InStream::quitf turns any verdict on the answer into FAIL.
// Written for this project.
#pragma once
#include "testlib.h"
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string>

// "1st", "2nd", "11th", "103rd".
inline std::string nth(long long n) { return vtos(n) + englishEnding((int)(n % 100)); }

// The name a stream's messages use.
inline const char *streamName(InStream &in) { return &in == &ouf ? "output" : &in == &ans ? "answer" : "input"; }

inline long long readInteger(InStream &in) {
  std::string word = in.readToken();
  errno = 0;
  char *end;
  long long value = strtoll(word.c_str(), &end, 10);
  if (word.empty() || *end || errno) in.quitf(_pe, "expected an integer in the %s, found '%s'", streamName(in), __testlib_part(word).c_str());
  return value;
}

inline double readReal(InStream &in) {
  std::string word = in.readToken();
  char *end;
  double value = strtod(word.c_str(), &end);
  if (word.empty() || *end || !std::isfinite(value)) in.quitf(_pe, "expected a real number in the %s, found '%s'", streamName(in), __testlib_part(word).c_str());
  return value;
}
