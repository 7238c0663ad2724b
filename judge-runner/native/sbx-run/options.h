/* The command line of sbx-run: global options, then one block per command.
 *
 *   sbx-run [--report-fd N] [--cgroup-root DIR] [--cgroup-name NAME] [--cgroup-keep] [--pipe A:FD:B:FD]...
 *     --cmd [--cpu-ms N] [--wall-ms N] [--memory-kb N] [--pids N] [--stack-kb N] [--fsize-kb N]
 *           [--nofile N] [--uid N] [--gid N] [--stdin FILE] [--stdout FILE] [--stdout-limit BYTES]
 *           [--stderr FILE] [--stderr-limit BYTES] [--stderr-max BYTES] [--seccomp compile|run] [--bwrap-status] [--bwrap-block] [--env K=V]...
 *           -- PROGRAM ARGS... --end
 *     [--cmd ... --end]
 *
 * `--pipe 0:1:1:0` joins command 0's stdout to command 1's stdin (interactors). A stream's `-limit` is what
 * its file keeps; stdout past it stops the run (killedBy "output"), stderr past `--stderr-max` does too.
 * `--seccomp` puts the BPF program on fd 10 (bubblewrap's `--seccomp 10`); `--bwrap-status` puts the
 * write end of a status pipe on fd 12 (bubblewrap's `--json-status-fd 12`): a command that exits
 * without bubblewrap's `exit-code` record never started its program, and is reported with
 * `sandboxError` (bubblewrap's own message, the last line it wrote to stderr). `--bwrap-block` puts the
 * read end of a pipe on fd 13 (bubblewrap's `--block-fd 13`): bubblewrap sets the whole sandbox up, then
 * waits for one byte before it execs the program. The helper writes it when the run starts ("go"), and
 * resets the cgroups' CPU and peak-memory counters at that moment, so the run is charged from its
 * program's start, not for bubblewrap's set-up. A server's prepared worker (serve.h) sets up ahead and
 * writes it only once its request arrives. */
#ifndef SBX_OPTIONS_H
#define SBX_OPTIONS_H

#include <stdint.h>
#include <sys/types.h>

#define MAX_COMMANDS 4
#define MAX_PIPES 8
#define MAX_ENV 32

enum seccomp_choice { SECCOMP_CHOICE_NONE = 0, SECCOMP_CHOICE_COMPILE, SECCOMP_CHOICE_RUN };

struct command_options {
  uint64_t cpu_ms, wall_ms, memory_kb, pids, stack_kb, fsize_kb, nofile;
  uid_t uid;
  gid_t gid;
  const char *stdin_path, *stdout_path, *stderr_path;
  /* bytes of each stream kept; stdout past its limit, and stderr past stderr_max (0: never), stop the run */
  uint64_t stdout_limit, stderr_limit, stderr_max;
  enum seccomp_choice seccomp;
  int bwrap_status;
  int bwrap_block;
  const char *env[MAX_ENV + 1];
  int env_count;
  char **argv;
};

struct pipe_option {
  int from_cmd, from_fd, to_cmd, to_fd;
};

struct options {
  int report_fd;
  const char *cgroup_root;
  /* run cgroups are NAME-<command>; default sbx-<pid> */
  const char *cgroup_name;
  int cgroup_keep;
  struct command_options commands[MAX_COMMANDS];
  int command_count;
  struct pipe_option pipes[MAX_PIPES];
  int pipe_count;
};

/* Parses argv into `out`; on error writes a message into `error` and returns -1. */
int parse_options(int argc, char **argv, struct options *out, char *error, size_t error_size);

#endif
