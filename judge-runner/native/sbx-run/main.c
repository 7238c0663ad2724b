/* sbx-run: runs one or more commands (normally bubblewrap invocations) as unprivileged users in fresh
 * per-run cgroups, enforces CPU, wall and output limits, reaps everything and prints a JSON report.
 * See options.h for the command line and docs/judge.md for why each step is here. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cgroup.h"
#include "options.h"
#include "seccomp.h"
#include "serve.h"

#define SBX_VERSION "1"
#define SECCOMP_CHILD_FD 10
#define ERROR_CHILD_FD 11
/* bubblewrap's --json-status-fd (--bwrap-status) */
#define STATUS_CHILD_FD 12
/* bubblewrap's --block-fd (--bwrap-block) */
#define BLOCK_CHILD_FD 13
/* the longest a run may take when no command gives a shorter wall limit */
#define POLL_MS 10
#define DRAIN_GRACE_MS 500
/* how long what is left in a run's cgroups may take to die once killed, while a command runs on (an
 * interactor's program ended) and at the end of the request */
#define LEFTOVERS_RUNNING_MS 100
#define LEFTOVERS_FINAL_MS 2000

/* the minimal environment bubblewrap itself starts with: nothing of the caller's reaches the sandbox */
static char *const BASE_ENV[] = {"PATH=/usr/local/bin:/usr/bin:/bin", NULL};

/* `make TIMING=1`: milestones of each request on stderr, in ms since it began (where the time goes) */
#ifdef SBX_TIMING
static struct timespec stamp_origin;
#define STAMP_BEGIN() clock_gettime(CLOCK_MONOTONIC, &stamp_origin)
#define STAMP(label)                                                                                  \
  do {                                                                                                \
    struct timespec stamp_now;                                                                        \
    clock_gettime(CLOCK_MONOTONIC, &stamp_now);                                                       \
    fprintf(stderr, "sbx-timing %d %8.3f %s\n", (int)getpid(),                                        \
            (stamp_now.tv_sec - stamp_origin.tv_sec) * 1e3 + (stamp_now.tv_nsec - stamp_origin.tv_nsec) / 1e6, label); \
  } while (0)
#else
#define STAMP_BEGIN() ((void)0)
#define STAMP(label) ((void)0)
#endif

struct sink {
  int read_fd;   /* drained by us; -1 when closed or not used */
  int file_fd;   /* where the bytes go */
  uint64_t limit; /* bytes kept in the file */
  uint64_t max;   /* past this many bytes the run is stopped (output limit); 0: never */
  uint64_t bytes;
  int truncated;
  /* the first bytes, kept in memory whatever the limit: bubblewrap's message when it failed */
  char head[512];
  size_t head_len;
};

struct running {
  struct command_options *opt;
  struct cg_run cg;
  int child_fd[3];
  int seccomp_fd;
  /* --bwrap-status: the pipe bubblewrap writes its JSON status lines to; -1 when not used */
  int status_fd, status_child_fd;
  /* --bwrap-block: our end of the pipe bubblewrap waits on before it execs the program (one byte = go),
   * and bubblewrap's end; -1 when not used */
  int block_fd, block_child_fd;
  pid_t pid;
  int exited;
  /* what it left in its cgroups has been killed */
  int swept;
  int status;
  const char *killed_by;
  struct timespec start, end;
  struct sink out, err;
  struct cg_usage usage;
  char setup_error[256];
  /* bubblewrap exited without starting the program: why (see sandbox_error_of) */
  char sandbox_error[320];
};

static struct options opts;
static pid_t helper_pid;
static struct running runs[MAX_COMMANDS];
/* SIGCHLD and the stop signals, read through a signalfd (blocked otherwise) */
static int sig_fd = -1;
static int cancel_requested;

static double ms_between(const struct timespec *a, const struct timespec *b) {
  return (b->tv_sec - a->tv_sec) * 1e3 + (b->tv_nsec - a->tv_nsec) / 1e6;
}

static void now(struct timespec *t) { clock_gettime(CLOCK_MONOTONIC, t); }

/* a JSON string, quotes included; control characters become spaces */
static void print_json_string(FILE *out, const char *text) {
  fputc('"', out);
  for (const char *c = text; *c; c++) {
    if (*c == '"' || *c == '\\') fprintf(out, "\\%c", *c);
    else if ((unsigned char)*c < 0x20) fputc(' ', out);
    else fputc(*c, out);
  }
  fputc('"', out);
}

/* Writes a report built in `out` (a memstream) to the report descriptor in one write: a report is one
 * line, and the server's reader takes a line as the whole answer. */
static void send_report(FILE *out, char **text, size_t *size) {
  /* the stream's buffer and size are final once closed */
  fclose(out);
  int fd = opts.report_fd > 0 ? opts.report_fd : 2;
  for (size_t at = 0; at < *size;) {
    ssize_t n = write(fd, *text + at, *size - at);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    at += (size_t)n;
  }
  free(*text);
}

static void fail_report(const char *message) {
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  if (!out) {
    /* no memory for the message: a report all the same (a server also answers for a silent worker) */
    static const char fallback[] = "{\"version\":" SBX_VERSION ",\"error\":\"the sandbox helper ran out of memory\"}\n";
    if (write(opts.report_fd > 0 ? opts.report_fd : 2, fallback, sizeof fallback - 1) < 0) { /* nothing more to do */ }
    return;
  }
  fprintf(out, "{\"version\":" SBX_VERSION ",\"error\":");
  print_json_string(out, message);
  fprintf(out, "}\n");
  send_report(out, &text, &size);
}

/* Says why a run's cgroup was left with a process in it, or could not be removed: the exit code then
 * tells a server to take no further request (serve.h). */
static void left_behind(const struct cg_run *cg, const char *what, int err) {
  fprintf(stderr, "sbx-run: the run's cgroup %s %s: %s\n", cg->path[0], what, strerror(-err));
}

static void die(const char *what, int err) {
  char message[512];
  snprintf(message, sizeof message, "%s: %s", what, strerror(err < 0 ? -err : err));
  fail_report(message);
  int code = 2;
  for (int i = 0; i < opts.command_count; i++) {
    if (runs[i].pid > 0) kill(runs[i].pid, SIGKILL);
    int left = cg_empty_all(&runs[i].cg, LEFTOVERS_FINAL_MS);
    if (left) left_behind(&runs[i].cg, "still holds a process", left);
    int removed = opts.cgroup_keep ? 0 : cg_remove(&runs[i].cg);
    if (removed) left_behind(&runs[i].cg, "cannot be removed", removed);
    if (left || removed) code = SBX_EXIT_UNCLEAN;
  }
  exit(code);
}

static int open_sink(struct sink *sink, const char *path, uint64_t limit, uint64_t max, int *child_end) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return -errno;
  sink->file_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (sink->file_fd < 0) return -errno;
  sink->read_fd = fds[0];
  sink->limit = limit;
  sink->max = max;
  *child_end = fds[1];
  return 0;
}

/* Reads what is there; returns 1 when the stream is past its maximum (the run is then stopped). */
static int drain(struct sink *sink) {
  char buf[65536];
  ssize_t n = read(sink->read_fd, buf, sizeof buf);
  if (n <= 0) {
    if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
      close(sink->read_fd);
      sink->read_fd = -1;
    }
    return 0;
  }
  if (sink->head_len < sizeof sink->head - 1) {
    size_t take = sizeof sink->head - 1 - sink->head_len;
    if ((size_t)n < take) take = (size_t)n;
    memcpy(sink->head + sink->head_len, buf, take);
    sink->head_len += take;
  }
  uint64_t room = sink->bytes >= sink->limit ? 0 : sink->limit - sink->bytes;
  size_t keep = (uint64_t)n < room ? (size_t)n : (size_t)room;
  if (keep > 0 && write(sink->file_fd, buf, keep) < 0) { /* a full disk: the judge sees a short file */ }
  sink->bytes += (uint64_t)n;
  if ((uint64_t)n > keep) sink->truncated = 1;
  return sink->max && sink->bytes > sink->max;
}

static void kill_run(struct running *run, const char *why) {
  if (!run->killed_by && !run->exited) run->killed_by = why;
  if (run->pid > 0 && !run->exited) kill(run->pid, SIGKILL);
  cg_kill_all(&run->cg);
}

/* Reads the pending signals: SIGCHLD only wakes us; any other (SIGTERM, ...) means the runner went away. */
static void read_signals(void) {
  struct signalfd_siginfo info;
  while (read(sig_fd, &info, sizeof info) > 0)
    if (info.ssi_signo != SIGCHLD) cancel_requested = 1;
}

/* Reaps whatever has ended: our commands (recording their status) and orphans handed to us as
 * subreaper. Returns -1 once no child is left at all. */
static int reap_children(void) {
  for (;;) {
    int status;
    pid_t pid = waitpid(-1, &status, WNOHANG);
    if (pid < 0) return errno == ECHILD ? -1 : 0;
    if (pid == 0) return 0;
    STAMP("a child reaped");
    for (int i = 0; i < opts.command_count; i++) {
      if (runs[i].pid != pid) continue;
      runs[i].exited = 1;
      runs[i].status = status;
      now(&runs[i].end);
      STAMP("command reaped");
    }
  }
}

/* Waits up to `ms` for a child to end (SIGCHLD on the signalfd), then reaps. A killed process wakes us
 * the moment it is gone, where a fixed sleep would wait out its whole length every time. */
static int settle(int ms) {
  if (reap_children() < 0) return -1;
  struct pollfd fd = {sig_fd, POLLIN, 0};
  if (poll(&fd, 1, ms) > 0) read_signals();
  return reap_children();
}

/* Kills everything left in a run's cgroups until none is there (a fork racing the kill shows up in
 * the next pass; cgroup.kill only starts the killing), reaping as they go, for at most `max_ms`. 0 when
 * the cgroups are empty, -EBUSY when a process is still in them. */
static int kill_leftovers(struct running *run, int max_ms) {
  struct timespec start, t;
  now(&start);
  while (cg_kill_all(&run->cg) > 0) {
    now(&t);
    if (ms_between(&start, &t) > max_ms) return -EBUSY;
    settle(1);
  }
  return 0;
}

static void child(struct running *run, int error_fd) {
  struct command_options *c = run->opt;
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  signal(SIGPIPE, SIG_DFL);
  /* if the helper dies, so does the sandbox */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  const char *step = "join cgroup";
  int err = cg_join(&run->cg);
  if (err) goto failed;
  step = "set up file descriptors";
  /* move everything to high numbers first so the dup2s below cannot clobber each other */
  int high[7];
  int want[7] = {run->child_fd[0], run->child_fd[1], run->child_fd[2], run->seccomp_fd, error_fd, run->status_child_fd, run->block_child_fd};
  for (int i = 0; i < 7; i++) {
    high[i] = want[i] < 0 ? -1 : fcntl(want[i], F_DUPFD, 100 + i * 0);
    if (want[i] >= 0 && high[i] < 0) goto failed_errno;
  }
  for (int i = 0; i < 3; i++)
    if (dup2(high[i], i) < 0) goto failed_errno;
  if (high[3] >= 0 && dup2(high[3], SECCOMP_CHILD_FD) < 0) goto failed_errno;
  if (dup2(high[4], ERROR_CHILD_FD) < 0) goto failed_errno;
  fcntl(ERROR_CHILD_FD, F_SETFD, FD_CLOEXEC);
  error_fd = ERROR_CHILD_FD;
  /* dup2 clears close-on-exec: bubblewrap inherits the status pipe's write end */
  if (high[5] >= 0 && dup2(high[5], STATUS_CHILD_FD) < 0) goto failed_errno;
  if (high[6] >= 0 && dup2(high[6], BLOCK_CHILD_FD) < 0) goto failed_errno;
  syscall(SYS_close_range, 3, SECCOMP_CHILD_FD - 1, 0);
  syscall(SYS_close_range, BLOCK_CHILD_FD + 1, ~0U, 0);
  if (high[3] < 0) close(SECCOMP_CHILD_FD);
  if (high[5] < 0) close(STATUS_CHILD_FD);
  if (high[6] < 0) close(BLOCK_CHILD_FD);

  step = "set resource limits";
  struct rlimit core = {0, 0};
  setrlimit(RLIMIT_CORE, &core);
  if (c->cpu_ms) {
    /* a backstop only: the helper stops the run on the cgroup's counter */
    rlim_t seconds = (c->cpu_ms + 999) / 1000 + 1;
    struct rlimit cpu = {seconds, seconds + 1};
    if (setrlimit(RLIMIT_CPU, &cpu)) goto failed_errno;
  }
  if (c->fsize_kb) {
    struct rlimit fsize = {c->fsize_kb * 1024, c->fsize_kb * 1024};
    if (setrlimit(RLIMIT_FSIZE, &fsize)) goto failed_errno;
  }
  if (c->stack_kb) {
    struct rlimit stack = {c->stack_kb * 1024, c->stack_kb * 1024};
    if (setrlimit(RLIMIT_STACK, &stack)) goto failed_errno;
  }
  struct rlimit nofile = {c->nofile, c->nofile};
  if (setrlimit(RLIMIT_NOFILE, &nofile)) goto failed_errno;
  /* per-uid across all sandboxes of this slot: a backstop; pids.max is the real limit */
  struct rlimit nproc = {4096, 4096};
  setrlimit(RLIMIT_NPROC, &nproc);

  step = "drop privileges";
  if (setgroups(0, NULL) || setgid(c->gid) || setuid(c->uid)) goto failed_errno;
  if (setuid(0) == 0) {
    err = EPERM;
    goto failed;
  }
  /* changing credentials cleared the parent-death signal: set it again, and catch a helper already gone */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != helper_pid) _exit(127);
  step = "exec";
  execve(c->argv[0], c->argv, c->env_count ? (char *const *)c->env : BASE_ENV);
failed_errno:
  err = errno;
failed:;
  char message[300];
  int len = snprintf(message, sizeof message, "%s: %s", step, strerror(err < 0 ? -err : err));
  if (write(error_fd, message, (size_t)len) < 0) { /* nothing more to do */ }
  _exit(127);
}

/* Whether bubblewrap's status lines hold its `exit-code` record: written only when the program was
 * started (bubblewrap's setup-finished pipe got its byte before a successful exec). Everything it wrote
 * is in the pipe once it has exited; the read end is non-blocking, so this never waits. */
static int bwrap_started_program(int fd) {
  static const char key[] = "\"exit-code\"";
  char buf[4096];
  size_t kept = 0;
  for (;;) {
    ssize_t n = read(fd, buf + kept, sizeof buf - 1 - kept);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return 0;
    kept += (size_t)n;
    buf[kept] = 0;
    if (memmem(buf, kept, key, sizeof key - 1)) return 1;
    /* keep a tail that may hold the start of the key */
    if (kept > sizeof key) {
      memmove(buf, buf + kept - (sizeof key - 1), sizeof key - 1);
      kept = sizeof key - 1;
    }
  }
}

/* bubblewrap's reason: the last line it wrote to stderr (nothing else could have written there) */
static void sandbox_error_of(struct running *r) {
  char *text = r->err.head;
  text[r->err.head_len] = 0;
  char *end = text + r->err.head_len;
  while (end > text && (end[-1] == '\n' || end[-1] == '\r' || end[-1] == ' ')) end--;
  *end = 0;
  char *line = end;
  while (line > text && line[-1] != '\n') line--;
  if (*line) snprintf(r->sandbox_error, sizeof r->sandbox_error, "%s", line);
  else
    snprintf(r->sandbox_error, sizeof r->sandbox_error, "bubblewrap exited with code %d before starting the program",
             WEXITSTATUS(r->status));
}

static void print_sink(FILE *out, const char *name, const struct sink *sink) {
  fprintf(out, ",\"%sBytes\":%llu,\"%sTruncated\":%s", name, (unsigned long long)sink->bytes, name,
          sink->truncated ? "true" : "false");
}

static void report(void) {
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  if (!out) die("report", errno);
  fprintf(out, "{\"version\":" SBX_VERSION ",\"cgroup\":%d,\"commands\":[", runs[0].cg.version);
  for (int i = 0; i < opts.command_count; i++) {
    struct running *r = &runs[i];
    int signaled = WIFSIGNALED(r->status);
    fprintf(out, "%s{\"exitCode\":%d,\"signal\":%d,\"cpuMs\":%.3f,\"wallMs\":%.3f,\"memoryKb\":%llu", i ? "," : "",
            signaled ? -1 : WEXITSTATUS(r->status), signaled ? WTERMSIG(r->status) : 0, r->usage.cpu_ns / 1e6,
            ms_between(&r->start, &r->end), (unsigned long long)(r->usage.memory_peak_bytes / 1024));
    fprintf(out, ",\"oomKilled\":%s,\"pidsLimitHit\":%llu,\"killedBy\":", r->usage.oom_kills ? "true" : "false",
            (unsigned long long)r->usage.pids_max_events);
    if (r->killed_by) fprintf(out, "\"%s\"", r->killed_by);
    else fprintf(out, "null");
    print_sink(out, "stdout", &r->out);
    print_sink(out, "stderr", &r->err);
    if (r->sandbox_error[0]) {
      fprintf(out, ",\"sandboxError\":");
      print_json_string(out, r->sandbox_error);
    }
    fprintf(out, "}");
  }
  struct rusage children;
  getrusage(RUSAGE_CHILDREN, &children);
  fprintf(out, "],\"treeMaxRssKb\":%ld}\n", children.ru_maxrss);
  send_report(out, &text, &size);
}

/* A prepared worker (serve.h) waits here with its sandboxes set up: 1 once its request came (a byte
 * from the server), 0 when the server dropped it (the pipe's end) or the runner went away. A bubblewrap
 * that ends meanwhile (its set-up failed) is reaped and reported once the request comes. */
static int await_go(void) {
  for (;;) {
    struct pollfd fds[2] = {{serve_go_fd, POLLIN, 0}, {sig_fd, POLLIN, 0}};
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      return 0;
    }
    if (fds[1].revents & POLLIN) {
      read_signals();
      if (cancel_requested) return 0;
    }
    if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      char byte;
      ssize_t n = read(serve_go_fd, &byte, 1);
      if (n < 0 && errno == EINTR) continue;
      close(serve_go_fd);
      serve_go_fd = -1;
      return n == 1;
    }
  }
}

/* A prepared request that never came: its sandboxes never started a program. Ends them and removes their
 * cgroups; no report (the server answers for it). The exit code as run_request's. */
static int drop_runs(void) {
  int code = 0;
  for (int i = 0; i < opts.command_count; i++) kill_run(&runs[i], "cancelled");
  for (int i = 0; i < opts.command_count; i++) {
    int left = kill_leftovers(&runs[i], LEFTOVERS_FINAL_MS);
    if (left) left_behind(&runs[i].cg, "still holds a process", left);
    if (left) code = SBX_EXIT_UNCLEAN;
  }
  for (int pass = 0; pass < 200 && settle(1) == 0; pass++) {}
  for (int i = 0; i < opts.command_count && !opts.cgroup_keep; i++) {
    int removed = cg_remove(&runs[i].cg);
    if (removed) left_behind(&runs[i].cg, "cannot be removed", removed);
    if (removed) code = SBX_EXIT_UNCLEAN;
  }
  return code;
}

/* The runs start: a blocked bubblewrap gets its byte and execs the program; what its set-up was charged
 * is reset, and the wall clock starts, so the run is charged from here. */
static void go(void) {
  for (int i = 0; i < opts.command_count; i++) {
    struct running *r = &runs[i];
    if (r->block_fd < 0) continue;
    cg_reset_usage(&r->cg);
    now(&r->start);
    if (write(r->block_fd, "g", 1) < 0) { /* bubblewrap is gone: reaped and reported as it ended */ }
    close(r->block_fd);
    r->block_fd = -1;
  }
  STAMP("go");
}

/* One request: everything from the options to the report. Runs in a process of its own (the helper
 * started per run, or a worker forked by the server), since it becomes the subreaper of its runs and
 * its RUSAGE_CHILDREN must hold only them. */
static int run_request(int argc, char **argv) {
  char error[256];
  STAMP_BEGIN();
  if (parse_options(argc, argv, &opts, error, sizeof error)) {
    fprintf(stderr, "sbx-run: %s\n", error);
    fail_report(error);
    return 2;
  }
  helper_pid = getpid();
  if (geteuid() != 0) {
    fail_report("sbx-run must start as root (it creates cgroups and drops to each slot's uid)");
    return 2;
  }
  signal(SIGPIPE, SIG_IGN);
  /* no network: a one-shot helper gives its runs an empty network namespace of their own (a server
   * made one when it started, shared by its runs: see serve.h) */
  if (!serve_active && unshare(CLONE_NEWNET) != 0) {
    fail_report("cannot make the run's network namespace (unshare CLONE_NEWNET)");
    return 2;
  }
  /* orphans of the sandbox come to us, so nothing is left behind and their usage is counted */
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  /* if the runner dies, its runs stop too (and their cgroups are removed) instead of running on */
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigaddset(&chld, SIGTERM);
  sigaddset(&chld, SIGINT);
  sigaddset(&chld, SIGHUP);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  sig_fd = signalfd(-1, &chld, SFD_NONBLOCK | SFD_CLOEXEC);
  if (sig_fd < 0) die("signalfd", errno);

  enum cg_version version = cg_detect(opts.cgroup_root);
  if (version == CG_NONE) die("no cgroup hierarchy with the memory controller is mounted", ENOENT);

  for (int i = 0; i < opts.command_count; i++) {
    struct running *r = &runs[i];
    struct command_options *c = &opts.commands[i];
    r->opt = c;
    r->out.read_fd = r->err.read_fd = -1;
    r->out.file_fd = r->err.file_fd = -1;
    r->child_fd[0] = r->child_fd[1] = r->child_fd[2] = -1;
    r->seccomp_fd = -1;
    r->status_fd = r->status_child_fd = -1;
    r->block_fd = r->block_child_fd = -1;
    char name[64];
    if (opts.cgroup_name) snprintf(name, sizeof name, "%s-%d", opts.cgroup_name, i);
    else snprintf(name, sizeof name, "sbx-%d-%d", getpid(), i);
    int err = cg_create(&r->cg, version, opts.cgroup_root, name, c->memory_kb * 1024, c->pids);
    if (err == -EEXIST) die("create cgroup: an earlier run's cgroup of that name still holds a process", err);
    if (err) die("create cgroup", err);
    if (c->seccomp != SECCOMP_CHOICE_NONE) {
      r->seccomp_fd = seccomp_program_fd(c->seccomp == SECCOMP_CHOICE_RUN ? SECCOMP_RUN : SECCOMP_COMPILE);
      if (r->seccomp_fd < 0) die("seccomp program", r->seccomp_fd);
    }
    if (c->bwrap_status) {
      int fds[2];
      if (pipe2(fds, O_CLOEXEC)) die("pipe", errno);
      /* only our end is non-blocking: bubblewrap writes to a plain pipe */
      if (fcntl(fds[0], F_SETFL, O_NONBLOCK)) die("fcntl", errno);
      r->status_fd = fds[0];
      r->status_child_fd = fds[1];
    }
    if (c->bwrap_block) {
      int fds[2];
      if (pipe2(fds, O_CLOEXEC)) die("pipe", errno);
      r->block_child_fd = fds[0];
      r->block_fd = fds[1];
    }
  }
  STAMP("cgroups created");
  for (int i = 0; i < opts.pipe_count; i++) {
    struct pipe_option *p = &opts.pipes[i];
    int fds[2];
    if (pipe2(fds, O_CLOEXEC)) die("pipe", errno);
    runs[p->from_cmd].child_fd[p->from_fd] = fds[1];
    runs[p->to_cmd].child_fd[p->to_fd] = fds[0];
  }
  for (int i = 0; i < opts.command_count; i++) {
    struct running *r = &runs[i];
    struct command_options *c = r->opt;
    int err;
    if (r->child_fd[0] < 0) {
      r->child_fd[0] = open(c->stdin_path ? c->stdin_path : "/dev/null", O_RDONLY | O_CLOEXEC);
      if (r->child_fd[0] < 0) die(c->stdin_path ? c->stdin_path : "/dev/null", errno);
    }
    if (r->child_fd[1] < 0) {
      if (c->stdout_path) {
        if ((err = open_sink(&r->out, c->stdout_path, c->stdout_limit ? c->stdout_limit : UINT64_MAX, c->stdout_limit, &r->child_fd[1])))
          die(c->stdout_path, err);
      } else if ((r->child_fd[1] = open("/dev/null", O_WRONLY | O_CLOEXEC)) < 0) die("/dev/null", errno);
    }
    if (r->child_fd[2] < 0) {
      if (c->stderr_path) {
        if ((err = open_sink(&r->err, c->stderr_path, c->stderr_limit ? c->stderr_limit : 65536, c->stderr_max, &r->child_fd[2])))
          die(c->stderr_path, err);
      } else if ((r->child_fd[2] = open("/dev/null", O_WRONLY | O_CLOEXEC)) < 0) die("/dev/null", errno);
    }
  }

  /* a prepared worker whose programs cannot wait for their go inside bubblewrap (no --bwrap-block) starts
   * nothing before it: only the set-up above is done ahead */
  int all_blocked = 1;
  for (int i = 0; i < opts.command_count; i++) all_blocked &= opts.commands[i].bwrap_block;
  if (serve_go_fd >= 0 && !all_blocked && !await_go()) return drop_runs();
  for (int i = 0; i < opts.command_count; i++) {
    struct running *r = &runs[i];
    int error_pipe[2];
    if (pipe2(error_pipe, O_CLOEXEC)) die("pipe", errno);
    now(&r->start);
    r->pid = fork();
    if (r->pid < 0) die("fork", errno);
    if (r->pid == 0) {
      close(error_pipe[0]);
      child(r, error_pipe[1]);
    }
    close(error_pipe[1]);
    /* returns 0 bytes at the exec (the pipe is close-on-exec), or the reason it failed */
    ssize_t n = read(error_pipe[0], r->setup_error, sizeof r->setup_error - 1);
    close(error_pipe[0]);
    if (n > 0) {
      r->setup_error[n] = 0;
      die(r->setup_error, 0);
    }
    STAMP("command exec'd");
  }
  /* our copies of the children's ends: EOF must reach the readers when the writers exit */
  for (int i = 0; i < opts.command_count; i++) {
    for (int fd = 0; fd < 3; fd++) close(runs[i].child_fd[fd]);
    if (runs[i].seccomp_fd >= 0) close(runs[i].seccomp_fd);
    if (runs[i].status_child_fd >= 0) close(runs[i].status_child_fd);
    if (runs[i].block_child_fd >= 0) close(runs[i].block_child_fd);
  }
  /* a prepared worker: set up, it waits for its request (or is dropped) */
  if (serve_go_fd >= 0 && !await_go()) return drop_runs();
  go();

  int all_exited_at_ms = -1;
  struct timespec begin;
  now(&begin);
  for (;;) {
    struct pollfd fds[1 + 2 * MAX_COMMANDS];
    struct sink *sinks[1 + 2 * MAX_COMMANDS];
    struct running *owners[1 + 2 * MAX_COMMANDS];
    int nfds = 0, open_sinks = 0, running = 0;
    fds[nfds++] = (struct pollfd){sig_fd, POLLIN, 0};
    for (int i = 0; i < opts.command_count; i++) {
      struct sink *pair[2] = {&runs[i].out, &runs[i].err};
      for (int k = 0; k < 2; k++) {
        if (pair[k]->read_fd < 0) continue;
        sinks[nfds] = pair[k];
        owners[nfds] = &runs[i];
        fds[nfds++] = (struct pollfd){pair[k]->read_fd, POLLIN, 0};
        open_sinks++;
      }
      if (!runs[i].exited) running++;
    }
    struct timespec t;
    now(&t);
    if (!running) {
      if (!open_sinks) break;
      /* every command is gone; a pipe still open means a process we could not kill holds it */
      if (all_exited_at_ms < 0) all_exited_at_ms = (int)ms_between(&begin, &t);
      if (ms_between(&begin, &t) - all_exited_at_ms > DRAIN_GRACE_MS) break;
    }
    if (poll(fds, (nfds_t)nfds, POLL_MS) < 0 && errno != EINTR) die("poll", errno);
    for (int k = 1; k < nfds; k++) {
      if (!(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      /* a flood on stderr is cut like one on stdout: left to block on its pipe, it would hold the slot
       * until the wall clock ends it and read as a program that waits */
      if (drain(sinks[k])) kill_run(owners[k], "output");
    }
    if (fds[0].revents & POLLIN) read_signals();
    /* stopped from outside (the runner went away): end every run now */
    if (cancel_requested)
      for (int i = 0; i < opts.command_count; i++) kill_run(&runs[i], "cancelled");
    reap_children();
    for (int i = 0; i < opts.command_count; i++) {
      if (!runs[i].exited || runs[i].swept) continue;
      /* leftovers (daemons, children that outlived the program) go with it */
      runs[i].swept = 1;
      kill_leftovers(&runs[i], LEFTOVERS_RUNNING_MS);
      STAMP("leftovers killed");
      i = -1; /* another command reaped meanwhile is swept too */
    }
    now(&t);
    for (int i = 0; i < opts.command_count; i++) {
      struct running *r = &runs[i];
      if (r->exited) continue;
      if (ms_between(&r->start, &t) > (double)r->opt->wall_ms) kill_run(r, "wall");
      else if (r->opt->cpu_ms && cg_cpu_ns(&r->cg) > r->opt->cpu_ms * 1000000ULL) kill_run(r, "cpu");
    }
  }
  STAMP("loop left");
  /* a process that outlives the request could reach the next one (a server's runs share its network
   * namespace): the exit code says so, after the report, which holds for the run */
  int code = 0;
  for (int i = 0; i < opts.command_count; i++) {
    int left = kill_leftovers(&runs[i], LEFTOVERS_FINAL_MS);
    if (left) left_behind(&runs[i].cg, "still holds a process", left);
    if (left) code = SBX_EXIT_UNCLEAN;
  }
  STAMP("cgroups emptied");
  /* the last orphans: reap for a bounded time */
  for (int pass = 0; pass < 200 && settle(1) == 0; pass++) {}
  STAMP("orphans reaped");
  for (int i = 0; i < opts.command_count; i++) {
    struct running *r = &runs[i];
    /* bubblewrap ended by itself (not by a limit), yet never started the program: its set-up failed */
    if (r->status_fd >= 0 && r->exited && WIFEXITED(r->status) && !r->killed_by && !bwrap_started_program(r->status_fd))
      sandbox_error_of(r);
    if (r->status_fd >= 0) close(r->status_fd);
  }
  for (int i = 0; i < opts.command_count; i++) {
    cg_usage(&runs[i].cg, &runs[i].usage);
    /* the output files are complete: every writer is gone and the sinks are drained */
    if (runs[i].out.file_fd >= 0) close(runs[i].out.file_fd);
    if (runs[i].err.file_fd >= 0) close(runs[i].err.file_fd);
  }
  STAMP("cgroups read");
  report();
  STAMP("reported");
  /* after the report, off the run's latency: the cgroups are empty, and the next run makes its own (a
   * server takes the next request only once this worker has exited) */
  for (int i = 0; i < opts.command_count && !opts.cgroup_keep; i++) {
    int removed = cg_remove(&runs[i].cg);
    if (removed) left_behind(&runs[i].cg, "cannot be removed", removed);
    if (removed) code = SBX_EXIT_UNCLEAN;
  }
  STAMP("cgroups removed");
  return code;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--version") == 0) {
    printf("sbx-run " SBX_VERSION "\n");
    return 0;
  }
  if (argc == 2 && strcmp(argv[1], "--serve") == 0) return serve(run_request);
  return run_request(argc, argv);
}
