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
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define REPORT_FD 3
/* a worker's report is bounded (at most MAX_COMMANDS commands of bounded fields): a few KB */
#define REPORT_MAX 16384
/* how often a server waiting for a report also checks whether its worker has ended */
#define WAIT_POLL_MS 100

int serve_active;
int serve_go_fd = -1;

/* A worker forked by the server: the report pipe's read end, and for a prepared worker its go pipe's
 * write end. */
struct worker {
  pid_t pid;
  int report_fd;
  int go_fd;
};

#define NO_WORKER ((struct worker){-1, -1, -1})

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

/* Reads `count` NUL-terminated arguments from buf[*at..have) into argv[1..] (argv[0] = "sbx-run");
 * 0 while they are incomplete. */
static int take_args(char *buf, size_t have, size_t *at, long count, char **argv) {
  argv[0] = "sbx-run";
  for (long i = 1; i <= count; i++) {
    char *arg_end = *at < have ? memchr(buf + *at, 0, have - *at) : NULL;
    if (!arg_end) return 0;
    argv[i] = buf + *at;
    *at = (size_t)(arg_end - buf) + 1;
  }
  argv[count + 1] = NULL;
  return 1;
}

/* The length of the first complete request in buf[0..have), or 0 while it is incomplete; -1 when the
 * request is malformed. Fills argv (argv[0] = "sbx-run"), *argc and *seq (0 until it is read), and the
 * request named to follow it, if any (*next_argc = 0 when none). */
static long parse_request(char *buf, size_t have, char **argv, int *argc, char **next_argv, int *next_argc,
                          unsigned long long *seq) {
  *seq = 0;
  *next_argc = 0;
  char *end = memchr(buf, 0, have);
  if (!end) return have > 64 ? -1 : 0;
  if (!isdigit((unsigned char)buf[0])) return -1;
  char *after;
  errno = 0;
  unsigned long long number = strtoull(buf, &after, 10);
  if (errno || *after != ' ' || !isdigit((unsigned char)after[1])) return -1;
  *seq = number;
  long count = strtol(after + 1, &after, 10);
  long next_count = 0;
  if (*after == ' ' && isdigit((unsigned char)after[1])) next_count = strtol(after + 1, &after, 10);
  if (after != end || count < 1 || count >= SERVE_MAX_ARGS - 1 || next_count < 0 || next_count >= SERVE_MAX_ARGS - 1)
    return -1;
  size_t at = (size_t)(end - buf) + 1;
  if (!take_args(buf, have, &at, count, argv)) return 0;
  if (next_count && !take_args(buf, have, &at, next_count, next_argv)) return 0;
  *argc = (int)count + 1;
  *next_argc = next_count ? (int)next_count + 1 : 0;
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

/* Forks a worker for one request; a prepared one (`prepared`) waits for its go (serve_go_fd). NULL, or
 * why it could not. */
static const char *start_worker(int (*handle)(int argc, char **argv), int argc, char **argv, int prepared,
                                struct worker *out) {
  int fds[2] = {-1, -1}, go[2] = {-1, -1};
  if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0 || (prepared && pipe2(go, O_CLOEXEC) != 0)) {
    for (int i = 0; i < 2; i++) {
      if (fds[i] >= 0) close(fds[i]);
      if (go[i] >= 0) close(go[i]);
    }
    return "the sandbox helper cannot make a pipe";
  }
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    if (prepared) {
      close(go[0]);
      close(go[1]);
    }
    return "the sandbox helper cannot fork";
  }
  if (pid == 0) {
    /* the worker's report goes to the server, which checks it; the runner's pipe is not the worker's.
     * Blocking, as the one-shot helper's report descriptor is (dup2 also clears close-on-exec). */
    if (dup2(fds[1], REPORT_FD) < 0) _exit(2);
    fcntl(REPORT_FD, F_SETFL, 0);
    if (prepared) {
      if (dup2(go[0], REPORT_FD + 1) < 0) _exit(2);
      fcntl(REPORT_FD + 1, F_SETFD, FD_CLOEXEC);
      serve_go_fd = REPORT_FD + 1;
    }
    /* nothing of the server's other workers (their report and go pipes) stays open in this one */
    syscall(SYS_close_range, prepared ? REPORT_FD + 2 : REPORT_FD + 1, ~0U, 0);
    exit(handle(argc, argv));
  }
  close(fds[1]);
  if (prepared) close(go[0]);
  *out = (struct worker){pid, fds[0], prepared ? go[1] : -1};
  return NULL;
}

/* The exit code a worker's end gives the server: 0 to take the next request, else the server's own. 0
 * and 2 are the worker's own ends, each after its clean-up; anything else may have left a process of
 * its runs behind. */
static int server_code(int status) {
  return WIFEXITED(status) && (WEXITSTATUS(status) == 0 || WEXITSTATUS(status) == 2) ? 0 : SBX_EXIT_UNCLEAN;
}

/* Answers request `seq` from its worker with exactly one line, and waits for the worker (and with it
 * every process of its runs) to end. 0 to take the next request, else the server's exit code. */
static int collect_answer(struct worker *worker, unsigned long long seq) {
  static struct collected got;
  memset(&got, 0, sizeof got);
  int ended = 0, status = 0, answered = 0;
  for (int at_end = 0; !ended;) {
    if (!at_end) {
      struct pollfd p = {worker->report_fd, POLLIN, 0};
      if (poll(&p, 1, WAIT_POLL_MS) > 0) at_end = collect(worker->report_fd, &got);
    }
    /* forwarded the moment it is complete: the worker removes its cgroups after reporting */
    if (!got.line) answered = forward_first_line(&got, seq);
    /* at the pipe's end the worker is gone or going: wait for it; before, only look */
    pid_t done = waitpid(worker->pid, &status, at_end ? 0 : WNOHANG);
    if (done == worker->pid || (done < 0 && errno != EINTR)) ended = 1;
  }
  /* what it wrote just before it ended (a descendant may still hold the pipe: no waiting for its end) */
  collect(worker->report_fd, &got);
  close(worker->report_fd);
  *worker = NO_WORKER;
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
  int code = server_code(status);
  if (code) fprintf(stderr, "sbx-run --serve: request %llu: the worker %s; this server takes no further request\n", seq, why);
  return code;
}

/* Ends a prepared worker that will not be used: the end of its go pipe tells it to end its sandboxes
 * (none ran a program) and remove their cgroups; waits for it. 0, or the server's exit code. */
static int drop_prepared(struct worker *prepared) {
  if (prepared->pid < 0) return 0;
  close(prepared->go_fd);
  int status = 0;
  while (waitpid(prepared->pid, &status, 0) < 0 && errno == EINTR) {}
  /* a report there came from a set-up that failed: it answered nothing, so it is dropped with the worker */
  close(prepared->report_fd);
  *prepared = NO_WORKER;
  int code = server_code(status);
  if (code) fprintf(stderr, "sbx-run --serve: a prepared worker did not end cleanly; this server takes no further request\n");
  return code;
}

/* Whether a request's arguments are exactly those the prepared worker was made for. */
static int same_args(int argc, char **argv, int prepared_argc, char **prepared_argv) {
  if (argc != prepared_argc) return 0;
  for (int i = 1; i < argc; i++)
    if (strcmp(argv[i], prepared_argv[i]) != 0) return 0;
  return 1;
}

/* Copies a request's arguments (they live in the input buffer, which moves on) for a prepared worker. */
static void keep_args(int argc, char **argv, char *store, size_t size, char **kept) {
  size_t at = 0;
  kept[0] = "sbx-run";
  for (int i = 1; i < argc; i++) {
    size_t len = strlen(argv[i]) + 1;
    /* the input buffer bounds a request, and the store is as large */
    if (at + len > size) len = size - at;
    memcpy(store + at, argv[i], len);
    kept[i] = store + at;
    at += len;
  }
  kept[argc] = NULL;
}

static void answer_line(unsigned long long seq, const char *field) {
  char line[128];
  int len = snprintf(line, sizeof line, "{\"seq\":%llu,\"version\":1,%s}\n", seq, field);
  write_all(REPORT_FD, line, (size_t)len);
}

int serve(int (*handle)(int argc, char **argv)) {
  static char buf[SERVE_MAX_REQUEST];
  static char *argv[SERVE_MAX_ARGS], *next_argv[SERVE_MAX_ARGS];
  /* the prepared worker's request, kept */
  static char prepared_store[SERVE_MAX_REQUEST];
  static char *prepared_argv[SERVE_MAX_ARGS];
  int prepared_argc = 0;
  struct worker prepared = NO_WORKER;
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
    int argc = 0, next_argc = 0;
    unsigned long long seq = 0;
    long used = parse_request(buf, have, argv, &argc, next_argv, &next_argc, &seq);
    if (used < 0) {
      fail(seq, "malformed request to the sandbox helper");
      drop_prepared(&prepared);
      return 2;
    }
    if (used == 0) {
      if (have == sizeof buf) {
        fail(seq, "request to the sandbox helper too large");
        drop_prepared(&prepared);
        return 2;
      }
      ssize_t n = read(0, buf + have, sizeof buf - have);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        /* end of stdin: the runner closed this slot's helper */
        int code = drop_prepared(&prepared);
        return n == 0 ? code : 2;
      }
      have += (size_t)n;
      continue;
    }
    if (broken) {
      fail(seq, broken);
    } else if (argc == 2 && strcmp(argv[1], "--drop") == 0) {
      int code = drop_prepared(&prepared);
      answer_line(seq, "\"dropped\":true");
      if (code) return code;
    } else {
      struct worker current = NO_WORKER;
      if (prepared.pid > 0 && same_args(argc, argv, prepared_argc, prepared_argv)) {
        /* the previous request's worker is gone (collect_answer waited for it): the program may start */
        current = prepared;
        prepared = NO_WORKER;
        if (write(current.go_fd, "g", 1) < 0) { /* it ended during its set-up: its report says why */ }
        close(current.go_fd);
        current.go_fd = -1;
      } else {
        int code = drop_prepared(&prepared);
        if (code) {
          fail(seq, "the sandbox helper's prepared worker did not end cleanly");
          return code;
        }
        const char *why = start_worker(handle, argc, argv, 0, &current);
        if (why) {
          fail(seq, why);
          drop_prepared(&prepared);
          return 2;
        }
      }
      if (next_argc) {
        /* set up while this request runs; a failure here only means the next request starts cold */
        keep_args(next_argc, next_argv, prepared_store, sizeof prepared_store, prepared_argv);
        prepared_argc = next_argc;
        if (start_worker(handle, next_argc, prepared_argv, 1, &prepared) != NULL) prepared = NO_WORKER;
      }
      int code = collect_answer(&current, seq);
      if (code) {
        drop_prepared(&prepared);
        return code;
      }
    }
    memmove(buf, buf + used, have - (size_t)used);
    have -= (size_t)used;
  }
}
