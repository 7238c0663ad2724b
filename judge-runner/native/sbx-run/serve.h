/* `sbx-run --serve`: the helper kept running per judge slot, so that a run costs a fork of this small
 * process instead of a spawn from the runner's large Node process. Each request comes on stdin as
 * "<seq> <argc>\0" then argc NUL-terminated arguments (the same arguments as a one-shot `sbx-run`); a
 * worker forked per request handles it exactly as a one-shot helper would (fresh cgroups, its own
 * subreaper and accounting) and writes its one-line JSON report on its fd 3, a pipe to the server. The
 * server answers every request with exactly one line on its own fd 3: the worker's report with
 * `"seq":<seq>` put first, or, when the worker wrote none (it died, or could not even build one), an
 * `error` line of the server's own. The runner checks the number: a line that answers no request, or
 * another one, is never taken as a verdict. The server exits at the end of stdin.
 *
 * A worker whose runs left a process behind (a cgroup that could not be emptied or removed) exits with
 * SBX_EXIT_UNCLEAN after its report; so does a worker's end by a signal (its clean-up never ran). The
 * server then takes no further request and exits with that code: the survivor may still be in its
 * network namespace, so no later run may share it. The runner starts a new server.
 *
 * The server also gives its runs their network namespace: one, made when it starts, empty (its
 * loopback is down) and owned by the host's user namespace, so no run has the capability to bring an
 * interface up or change anything in it. A run's sockets die with the run, and the server takes a
 * request only once the previous worker, and every process of its runs, is gone: nothing of one run is
 * left in it for the next. This replaces bubblewrap's per-run `--unshare-net` (the most expensive of its
 * namespaces to make, and torn down by a kernel worker after every run). */
#ifndef SBX_SERVE_H
#define SBX_SERVE_H

#define SERVE_MAX_REQUEST (256 * 1024)
#define SERVE_MAX_ARGS 4096

/* See above; also a one-shot helper's exit code when its run left a process behind. */
#define SBX_EXIT_UNCLEAN 3

/* Set in a server and its workers: the network namespace is the server's. */
extern int serve_active;
/* In a prepared worker: the pipe its go comes on (one byte; its end = dropped); -1 elsewhere. */
extern int serve_go_fd;

int serve(int (*handle)(int argc, char **argv));

#endif
