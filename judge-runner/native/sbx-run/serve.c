#define _GNU_SOURCE
#include "serve.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#define REPORT_FD 3
/* a worker's report is bounded (at most MAX_COMMANDS commands of bounded fields): a few KB */
#define REPORT_MAX 16384
/* how often a server waiting for a report also checks whether its worker has ended */
#define WAIT_POLL_MS 100

int serve_active;

static void write_all(int fd, const char *text, size_t size) {
  for (size_t at = 0; at < size;) {
    ssize_t n = write(fd, text + at, size - at);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return; /* the runner is gone */
    at += (size_t)n;
  }
}

static void fail(unsigned long long seq, const char *message) {
  char line[512];
  int len = snprintf(line, sizeof line, "{\"seq\":%llu,\"version\":1,\"error\":\"%s\"}\n", seq, message);
  write_all(REPORT_FD, line, (size_t)len < sizeof line ? (size_t)len : sizeof line - 1);
}

/* The worker's report line (a JSON object, newline included) with the request's number put first. */
static void forward(unsigned long long seq, const char *report, size_t size) {
  static char line[REPORT_MAX + 64];
  int head = snprintf(line, sizeof line, "{\"seq\":%llu,", seq);
  memcpy(line + head, report + 1, size - 1);
  write_all(REPORT_FD, line, (size_t)head + size - 1);
}

/* The length of the first complete request in buf[0..have), or 0 while it is incomplete; -1 when the
 * request is malformed. Fills argv (argv[0] = "sbx-run"), *argc and *seq (0 until it is read). */
static long parse_request(char *buf, size_t have, char **argv, int *argc, unsigned long long *seq) {
  *seq = 0;
  char *end = memchr(buf, 0, have);
  if (!end) return have > 48 ? -1 : 0;
  if (!isdigit((unsigned char)buf[0])) return -1;
  char *after;
  errno = 0;
  unsigned long long number = strtoull(buf, &after, 10);
  if (errno || *after != ' ' || !isdigit((unsigned char)after[1])) return -1;
  *seq = number;
  char *count_at = after + 1;
  long count = strtol(count_at, &after, 10);
  if (after != end || count < 1 || count >= SERVE_MAX_ARGS - 1) return -1;
  size_t at = (size_t)(end - buf) + 1;
  argv[0] = "sbx-run";
  for (long i = 1; i <= count; i++) {
    char *arg_end = at < have ? memchr(buf + at, 0, have - at) : NULL;
    if (!arg_end) return 0;
    argv[i] = buf + at;
    at = (size_t)(arg_end - buf) + 1;
  }
  argv[count + 1] = NULL;
  *argc = (int)count + 1;
  return (long)at;
}

/* What the worker wrote on its report pipe. */
struct collected {
  char text[REPORT_MAX];
  size_t have;
  /* the first line, once complete; bytes beyond it or beyond the buffer are a broken worker */
  size_t line;
  int overflow;
};

/* Reads what is in the pipe; 1 at its end (every writer gone). */
static int collect(int fd, struct collected *c) {
  char scratch[4096];
  for (;;) {
    int room = c->have < sizeof c->text;
    ssize_t n = room ? read(fd, c->text + c->have, sizeof c->text - c->have) : read(fd, scratch, sizeof scratch);
    if (n < 0) return errno == EAGAIN || errno == EINTR ? 0 : 1;
    if (n == 0) return 1;
    if (room) c->have += (size_t)n;
    else c->overflow = 1;
  }
}

/* Forwards the worker's first line once it is complete and looks like a report; 1 once forwarded. */
static int forward_first_line(struct collected *got, unsigned long long seq) {
  char *newline = got->line ? NULL : memchr(got->text, '\n', got->have);
  if (!newline) return 0;
  got->line = (size_t)(newline - got->text) + 1;
  if (got->line < 3 || got->text[0] != '{' || got->text[1] != '"') return 0;
  forward(seq, got->text, got->line);
  return 1;
}

/* Handles one request in a worker of its own, answers it with exactly one line, and waits for the
 * worker (and with it every process of its runs) to end. 0 to take the next request, else the
 * server's exit code. */
static int answer(int (*handle)(int argc, char **argv), int argc, char **argv, unsigned long long seq) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) {
    fail(seq, "the sandbox helper cannot make a pipe");
    return 2;
  }
  pid_t worker = fork();
  if (worker < 0) {
    close(fds[0]);
    close(fds[1]);
    fail(seq, "the sandbox helper cannot fork");
    return 2;
  }
  if (worker == 0) {
    /* the worker's report goes to the server, which checks it; the runner's pipe is not the worker's.
     * Blocking, as the one-shot helper's report descriptor is (dup2 also clears close-on-exec). */
    if (dup2(fds[1], REPORT_FD) < 0) _exit(2);
    fcntl(REPORT_FD, F_SETFL, 0);
    close(fds[0]);
    close(fds[1]);
    exit(handle(argc, argv));
  }
  close(fds[1]);
  static struct collected got;
  memset(&got, 0, sizeof got);
  int ended = 0, status = 0, answered = 0;
  for (int at_end = 0; !ended;) {
    if (!at_end) {
      struct pollfd p = {fds[0], POLLIN, 0};
      if (poll(&p, 1, WAIT_POLL_MS) > 0) at_end = collect(fds[0], &got);
    }
    /* forwarded the moment it is complete: the worker removes its cgroups after reporting */
    if (!got.line) answered = forward_first_line(&got, seq);
    /* at the pipe's end the worker is gone or going: wait for it; before, only look */
    pid_t done = waitpid(worker, &status, at_end ? 0 : WNOHANG);
    if (done == worker || (done < 0 && errno != EINTR)) ended = 1;
  }
  /* what it wrote just before it ended (a descendant may still hold the pipe: no waiting for its end) */
  collect(fds[0], &got);
  close(fds[0]);
  if (!got.line) answered = forward_first_line(&got, seq);
  char why[160];
  if (WIFSIGNALED(status)) snprintf(why, sizeof why, "died of signal %d", WTERMSIG(status));
  else snprintf(why, sizeof why, "exited with code %d", WEXITSTATUS(status));
  if (!answered) {
    char message[256];
    snprintf(message, sizeof message, "the sandbox helper's worker %s without a report", why);
    fail(seq, message);
  } else if (got.have > got.line || got.overflow) {
    fprintf(stderr, "sbx-run --serve: request %llu: the worker wrote more than its report (ignored)\n", seq);
  }
  /* 0 and 2 are the worker's own ends, each after its clean-up; anything else may have left a process
   * of its runs behind */
  if (WIFEXITED(status) && (WEXITSTATUS(status) == 0 || WEXITSTATUS(status) == 2)) return 0;
  fprintf(stderr, "sbx-run --serve: request %llu: the worker %s; this server takes no further request\n", seq, why);
  return SBX_EXIT_UNCLEAN;
}

int serve(int (*handle)(int argc, char **argv)) {
  static char buf[SERVE_MAX_REQUEST];
  static char *argv[SERVE_MAX_ARGS];
  size_t have = 0;
  serve_active = 1;
  /* the workers' pipes must never land on the descriptor the reports go out on */
  if (fcntl(REPORT_FD, F_GETFD) < 0) {
    fprintf(stderr, "sbx-run --serve: descriptor %d (the reports) is not open\n", REPORT_FD);
    return 2;
  }
  /* a server that cannot isolate its runs answers every request with why, instead of running them */
  const char *broken = NULL;
  if (geteuid() != 0) broken = "sbx-run must start as root (it creates cgroups and drops to each slot's uid)";
  else if (unshare(CLONE_NEWNET) != 0) broken = "cannot make the runs' network namespace (unshare CLONE_NEWNET)";
  signal(SIGPIPE, SIG_IGN);
  /* the runner gone: so is the server, and each worker then ends its runs (its own parent-death signal) */
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  for (;;) {
    int argc = 0;
    unsigned long long seq = 0;
    long used = parse_request(buf, have, argv, &argc, &seq);
    if (used < 0) {
      fail(seq, "malformed request to the sandbox helper");
      return 2;
    }
    if (used == 0) {
      if (have == sizeof buf) {
        fail(seq, "request to the sandbox helper too large");
        return 2;
      }
      ssize_t n = read(0, buf + have, sizeof buf - have);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return n == 0 ? 0 : 2; /* end of stdin: the runner closed this slot's helper */
      have += (size_t)n;
      continue;
    }
    if (broken) {
      fail(seq, broken);
    } else {
      int code = answer(handle, argc, argv, seq);
      if (code) return code;
    }
    memmove(buf, buf + used, have - (size_t)used);
    have -= (size_t)used;
  }
}
