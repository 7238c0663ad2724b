#include "options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int number(const char *text, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno || end == text || *end || text[0] == '-') return -1;
  *out = value;
  return 0;
}

#define FAIL(...)                                  \
  do {                                             \
    snprintf(error, error_size, __VA_ARGS__);      \
    return -1;                                     \
  } while (0)

int parse_options(int argc, char **argv, struct options *out, char *error, size_t error_size) {
  memset(out, 0, sizeof *out);
  out->report_fd = 3;
  struct command_options *cmd = NULL;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    const char *value = i + 1 < argc ? argv[i + 1] : NULL;
    uint64_t n = 0;
    if (strcmp(arg, "--cmd") == 0) {
      if (out->command_count == MAX_COMMANDS) FAIL("at most %d commands", MAX_COMMANDS);
      cmd = &out->commands[out->command_count++];
      cmd->uid = 65534;
      cmd->gid = 65534;
      cmd->nofile = 64;
      cmd->pids = 64;
      cmd->wall_ms = 10000;
      cmd->memory_kb = 262144;
      continue;
    }
    if (strcmp(arg, "--") == 0) {
      if (!cmd) FAIL("'--' outside a --cmd block");
      cmd->argv = &argv[i + 1];
      int j = i + 1;
      while (j < argc && strcmp(argv[j], "--end") != 0) j++;
      if (j == argc) FAIL("command %d has no --end", out->command_count - 1);
      if (j == i + 1) FAIL("command %d has no program", out->command_count - 1);
      argv[j] = NULL; /* terminates this command's argv in place */
      i = j;
      cmd = NULL;
      continue;
    }
    if (strcmp(arg, "--cgroup-keep") == 0) {
      out->cgroup_keep = 1;
      continue;
    }
    if (strcmp(arg, "--bwrap-status") == 0) {
      if (!cmd) FAIL("%s outside a --cmd block", arg);
      cmd->bwrap_status = 1;
      continue;
    }
    if (strcmp(arg, "--bwrap-block") == 0) {
      if (!cmd) FAIL("%s outside a --cmd block", arg);
      cmd->bwrap_block = 1;
      continue;
    }
    if (!value) FAIL("%s needs a value", arg);
    i++;
    if (strcmp(arg, "--report-fd") == 0) {
      if (number(value, &n) || n > 1000) FAIL("bad --report-fd");
      out->report_fd = (int)n;
    } else if (strcmp(arg, "--cgroup-root") == 0) {
      out->cgroup_root = value;
    } else if (strcmp(arg, "--cgroup-name") == 0) {
      if (strchr(value, '/') || strlen(value) > 40) FAIL("bad --cgroup-name");
      out->cgroup_name = value;
    } else if (strcmp(arg, "--pipe") == 0) {
      struct pipe_option p;
      if (out->pipe_count == MAX_PIPES) FAIL("at most %d pipes", MAX_PIPES);
      if (sscanf(value, "%d:%d:%d:%d", &p.from_cmd, &p.from_fd, &p.to_cmd, &p.to_fd) != 4 || p.from_fd < 0 ||
          p.from_fd > 2 || p.to_fd < 0 || p.to_fd > 2)
        FAIL("bad --pipe '%s' (A:FD:B:FD, FD 0..2)", value);
      out->pipes[out->pipe_count++] = p;
    } else if (!cmd) {
      FAIL("%s outside a --cmd block", arg);
    } else if (strcmp(arg, "--stdin") == 0) {
      cmd->stdin_path = value;
    } else if (strcmp(arg, "--stdout") == 0) {
      cmd->stdout_path = value;
    } else if (strcmp(arg, "--stderr") == 0) {
      cmd->stderr_path = value;
    } else if (strcmp(arg, "--env") == 0) {
      if (cmd->env_count == MAX_ENV) FAIL("at most %d --env", MAX_ENV);
      if (!strchr(value, '=')) FAIL("--env wants K=V");
      cmd->env[cmd->env_count++] = value;
    } else if (strcmp(arg, "--seccomp") == 0) {
      if (strcmp(value, "compile") == 0) cmd->seccomp = SECCOMP_CHOICE_COMPILE;
      else if (strcmp(value, "run") == 0) cmd->seccomp = SECCOMP_CHOICE_RUN;
      else FAIL("--seccomp is compile or run");
    } else {
      if (number(value, &n)) FAIL("%s wants a number, got '%s'", arg, value);
      if (strcmp(arg, "--cpu-ms") == 0) cmd->cpu_ms = n;
      else if (strcmp(arg, "--wall-ms") == 0) cmd->wall_ms = n;
      else if (strcmp(arg, "--memory-kb") == 0) cmd->memory_kb = n;
      else if (strcmp(arg, "--pids") == 0) cmd->pids = n;
      else if (strcmp(arg, "--stack-kb") == 0) cmd->stack_kb = n;
      else if (strcmp(arg, "--fsize-kb") == 0) cmd->fsize_kb = n;
      else if (strcmp(arg, "--nofile") == 0) cmd->nofile = n;
      else if (strcmp(arg, "--stdout-limit") == 0) cmd->stdout_limit = n;
      else if (strcmp(arg, "--stderr-limit") == 0) cmd->stderr_limit = n;
      else if (strcmp(arg, "--stderr-max") == 0) cmd->stderr_max = n;
      else if (strcmp(arg, "--uid") == 0) cmd->uid = (uid_t)n;
      else if (strcmp(arg, "--gid") == 0) cmd->gid = (gid_t)n;
      else FAIL("unknown option %s", arg);
    }
  }
  if (cmd) FAIL("command %d has no program ('-- PROGRAM ... --end')", out->command_count - 1);
  if (out->command_count == 0) FAIL("no --cmd given");
  for (int i = 0; i < out->pipe_count; i++) {
    struct pipe_option *p = &out->pipes[i];
    if (p->from_cmd < 0 || p->from_cmd >= out->command_count || p->to_cmd < 0 || p->to_cmd >= out->command_count)
      FAIL("--pipe names a command that does not exist");
  }
  for (int i = 0; i < out->command_count; i++) {
    struct command_options *c = &out->commands[i];
    if (c->uid == 0 || c->gid == 0) FAIL("command %d would run as root: give an unprivileged --uid/--gid", i);
    if (c->wall_ms == 0) FAIL("command %d has no wall-time limit", i);
  }
  return 0;
}
