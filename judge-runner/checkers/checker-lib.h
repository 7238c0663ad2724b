// The stock checkers' small library: testlib's calling convention and exit codes (checker <input>
// <output> <answer>; 0 ok, 1 wrong answer, 2 wrong output format, 3 fail), written for this project.
// It is not testlib.h: problems whose own checkers include testlib.h need it installed (docs/judge.md).
#pragma once
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

enum Outcome { OK = 0, WA = 1, PE = 2, FAIL = 3 };

[[noreturn]] inline void quitf(Outcome outcome, const char *format, ...) {
  static const char *prefix[] = {"ok ", "wrong answer ", "wrong output format ", "FAIL "};
  fputs(prefix[outcome], stderr);
  va_list args;
  va_start(args, format);
  vfprintf(stderr, format, args);
  va_end(args);
  fputc('\n', stderr);
  exit(outcome);
}

// One of the three files, read token by token or line by line. Reading past the end of the
// contestant's output is PE ("unexpected eof", as testlib); of the input or answer, FAIL.
struct Stream {
  FILE *file;
  Outcome eofOutcome;
  const char *name;

  Stream(const char *path, Outcome eof, const char *label) : eofOutcome(eof), name(label) {
    file = fopen(path, "rb");
    if (!file) quitf(FAIL, "cannot open %s file %s", label, path);
  }

  void skipBlanks() {
    int c;
    while ((c = getc(file)) != EOF && isspace(c)) {}
    if (c != EOF) ungetc(c, file);
  }

  bool seekEof() {
    skipBlanks();
    int c = getc(file);
    if (c == EOF) return true;
    ungetc(c, file);
    return false;
  }

  std::string token() {
    skipBlanks();
    std::string word;
    int c;
    while ((c = getc(file)) != EOF && !isspace(c)) word.push_back((char)c);
    if (c != EOF) ungetc(c, file);
    if (word.empty()) quitf(eofOutcome, "unexpected eof in the %s", name);
    return word;
  }

  // A line without its LF (and CR); false at the end of the file.
  bool line(std::string &out) {
    out.clear();
    int c = getc(file);
    if (c == EOF) return false;
    for (; c != EOF && c != '\n'; c = getc(file)) out.push_back((char)c);
    if (!out.empty() && out.back() == '\r') out.pop_back();
    return true;
  }

  long long integer() {
    std::string word = token();
    errno = 0;
    char *end;
    long long value = strtoll(word.c_str(), &end, 10);
    if (*end || errno) quitf(eofOutcome == PE ? PE : FAIL, "expected an integer in the %s, found '%s'", name, word.c_str());
    return value;
  }

  double real() {
    std::string word = token();
    char *end;
    double value = strtod(word.c_str(), &end);
    if (*end || !std::isfinite(value)) quitf(eofOutcome == PE ? PE : FAIL, "expected a real number in the %s, found '%s'", name, word.c_str());
    return value;
  }
};

struct Files {
  Stream inf, ouf, ans;
  Files(int argc, char **argv)
      : inf(argc > 1 ? argv[1] : "", FAIL, "input"), ouf(argc > 2 ? argv[2] : "", PE, "output"), ans(argc > 3 ? argv[3] : "", FAIL, "answer") {
    if (argc < 4) quitf(FAIL, "usage: checker <input> <output> <answer>");
  }
};

inline const char *ordinal(long long n) {
  static char buf[32];
  const char *suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  snprintf(buf, sizeof buf, "%lld%s", n, suffix);
  return buf;
}
