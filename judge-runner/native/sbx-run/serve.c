#define _GNU_SOURCE
#include "serve.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#define REPORT_FD 3

static void fail(const char *message) { dprintf(REPORT_FD, "{\"version\":1,\"error\":\"%s\"}\n", message); }

/* The length of the first complete request in buf[0..have), or 0 while it is incomplete; -1 when the
 * request is malformed. Fills argv (argv[0] = "sbx-run") and *argc. */
static long parse_request(char *buf, size_t have, char **argv, int *argc) {
  char *end = memchr(buf, 0, have);
  if (!end) return have > 16 ? -1 : 0;
  char *after;
  long count = strtol(buf, &after, 10);
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

int serve_active;

/* Handles one request in a worker of its own and waits for it; -1 when no worker can be made. */
static int answer(int (*handle)(int argc, char **argv), int argc, char **argv) {
  pid_t worker = fork();
  if (worker < 0) {
    fail("the sandbox helper cannot fork");
    return -1;
  }
  if (worker == 0) exit(handle(argc, argv));
  int status = 0;
  while (waitpid(worker, &status, 0) < 0 && errno == EINTR) {}
  /* 0 and 2 are the worker's own ends, each after its report; anything else never reported */
  if (!WIFEXITED(status) || (WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != 2)) {
    char message[128];
    if (WIFSIGNALED(status)) snprintf(message, sizeof message, "the sandbox helper's worker died of signal %d", WTERMSIG(status));
    else snprintf(message, sizeof message, "the sandbox helper's worker exited with code %d", WEXITSTATUS(status));
    fail(message);
  }
  return 0;
}

int serve(int (*handle)(int argc, char **argv)) {
  static char buf[SERVE_MAX_REQUEST];
  static char *argv[SERVE_MAX_ARGS];
  size_t have = 0;
  serve_active = 1;
  /* a server that cannot isolate its runs answers every request with why, instead of running them */
  const char *broken = NULL;
  if (geteuid() != 0) broken = "sbx-run must start as root (it creates cgroups and drops to each slot's uid)";
  else if (unshare(CLONE_NEWNET) != 0) broken = "cannot make the runs' network namespace (unshare CLONE_NEWNET)";
  signal(SIGPIPE, SIG_IGN);
  /* the runner gone: so is the server, and each worker then ends its runs (its own parent-death signal) */
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  for (;;) {
    int argc = 0;
    long used = parse_request(buf, have, argv, &argc);
    if (used < 0) {
      fail("malformed request to the sandbox helper");
      return 2;
    }
    if (used == 0) {
      if (have == sizeof buf) {
        fail("request to the sandbox helper too large");
        return 2;
      }
      ssize_t n = read(0, buf + have, sizeof buf - have);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return n == 0 ? 0 : 2; /* end of stdin: the runner closed this slot's helper */
      have += (size_t)n;
      continue;
    }
    if (broken) fail(broken);
    else if (answer(handle, argc, argv) != 0) return 2;
    memmove(buf, buf + used, have - (size_t)used);
    have -= (size_t)used;
  }
}
