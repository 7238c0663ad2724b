#define _GNU_SOURCE
#include "cgroup.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char *V1_CONTROLLERS[3] = {"memory", "pids", "cpuacct"};

static int write_file(const char *dir, const char *file, const char *value) {
  char path[640];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  /* O_CREAT only matters in a fake tree (tests): a real cgroupfs has every file it supports */
  int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return -errno;
  ssize_t n = write(fd, value, strlen(value));
  int err = n < 0 ? -errno : 0;
  close(fd);
  return err;
}

static ssize_t read_file(const char *dir, const char *file, char *buf, size_t size) {
  char path[640];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, size - 1);
  close(fd);
  if (n < 0) return -1;
  buf[n] = 0;
  return n;
}

static uint64_t read_u64(const char *dir, const char *file) {
  char buf[64];
  if (read_file(dir, file, buf, sizeof buf) <= 0) return 0;
  return strtoull(buf, NULL, 10);
}

/* The value of `key` in text of "key value" lines. */
static uint64_t keyed(char *buf, const char *key) {
  size_t klen = strlen(key);
  for (char *line = buf; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
    if (strncmp(line, key, klen) == 0 && line[klen] == ' ') return strtoull(line + klen + 1, NULL, 10);
  }
  return 0;
}

/* The value of `key` in a "key value" per line file (memory.events, pids.events, cpu.stat, ...). */
static uint64_t read_keyed(const char *dir, const char *file, const char *key) {
  char buf[4096];
  if (read_file(dir, file, buf, sizeof buf) <= 0) return 0;
  return keyed(buf, key);
}

/* The helper's own cgroup path in a hierarchy, from /proc/self/cgroup ("4:memory:/a/b" or "0::/a"). */
static int own_path(const char *controller, char *out, size_t size) {
  /* read once: a run asks for each v1 controller, and the helper never changes cgroup */
  static char table[8192];
  static ssize_t table_len = -1;
  if (table_len < 0) {
    int fd = open("/proc/self/cgroup", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -errno;
    table_len = read(fd, table, sizeof table - 1);
    int err = table_len < 0 ? -errno : 0;
    close(fd);
    if (err) return err;
    table[table_len] = 0;
  }
  char line[1024];
  int found = -ENOENT;
  for (const char *at = table; *at;) {
    size_t len = strcspn(at, "\n");
    snprintf(line, sizeof line, "%.*s", (int)len, at);
    at += len + (at[len] == '\n');
    char *first = strchr(line, ':');
    if (!first) continue;
    char *second = strchr(first + 1, ':');
    if (!second) continue;
    *second = 0;
    const char *controllers = first + 1;
    int match = 0;
    if (controller == NULL) {
      match = controllers[0] == 0 && strncmp(line, "0:", 2) == 0;
    } else {
      char list[256];
      snprintf(list, sizeof list, "%s", controllers);
      for (char *save, *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
        if (strcmp(tok, controller) == 0) match = 1;
    }
    if (match) {
      snprintf(out, size, "%s", strcmp(second + 1, "/") == 0 ? "" : second + 1);
      found = 0;
      break;
    }
  }
  return found;
}

enum cg_version cg_detect(const char *root) {
  struct stat st;
  if (root) return CG_V2;
  if (stat("/sys/fs/cgroup/memory/memory.limit_in_bytes", &st) == 0) return CG_V1;
  if (stat("/sys/fs/cgroup/cgroup.controllers", &st) == 0) return CG_V2;
  return CG_NONE;
}

static int elapsed_ms(const struct timespec *since) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int)((t.tv_sec - since->tv_sec) * 1000 + (t.tv_nsec - since->tv_nsec) / 1000000);
}

static void pause_ms(long ms) {
  struct timespec pause = {0, ms * 1000000};
  nanosleep(&pause, NULL);
}

static int dir_count(const struct cg_run *run) { return run->version == CG_V2 ? 1 : run->version == CG_V1 ? 3 : 0; }

/* Makes the run's directories. One already there was left by an earlier run of that name (a worker pid
 * reused while a survivor kept its cgroup): joining it would put the new run beside that process (and, in
 * a server, in the same network namespace), so it is emptied and removed first, or the run fails. */
static int make_dirs(struct cg_run *run) {
  int stale = 0;
  for (int i = 0; i < dir_count(run); i++) {
    if (mkdir(run->path[i], 0700) == 0) continue;
    if (errno != EEXIST) return -errno;
    stale = 1;
  }
  if (!stale) return 0;
  if (cg_empty_all(run, 1000) != 0 || cg_remove(run) != 0) {
    /* not ours to remove later either: the caller's clean-up must leave it alone */
    run->version = CG_NONE;
    return -EEXIST;
  }
  for (int i = 0; i < dir_count(run); i++)
    if (mkdir(run->path[i], 0700) != 0) return -errno;
  return 0;
}

int cg_create(struct cg_run *run, enum cg_version version, const char *root, const char *name,
              uint64_t memory_bytes, uint64_t pids) {
  char value[32], base[512];
  memset(run, 0, sizeof *run);
  run->version = version;
  if (version == CG_V2) {
    if (root) {
      snprintf(base, sizeof base, "%s", root);
    } else {
      char own[400];
      int err = own_path(NULL, own, sizeof own);
      if (err) return err;
      snprintf(base, sizeof base, "/sys/fs/cgroup%s", own);
    }
    /* best effort: a delegated root has them enabled already */
    write_file(base, "cgroup.subtree_control", "+memory +pids +cpu");
    if (snprintf(run->path[0], sizeof run->path[0], "%s/%s", base, name) >= (int)sizeof run->path[0]) return -ENAMETOOLONG;
    int err = make_dirs(run);
    if (err) return err;
    snprintf(value, sizeof value, "%llu", (unsigned long long)memory_bytes);
    err = write_file(run->path[0], "memory.max", value);
    if (err) return err;
    write_file(run->path[0], "memory.swap.max", "0");
    snprintf(value, sizeof value, "%llu", (unsigned long long)pids);
    return write_file(run->path[0], "pids.max", value);
  }
  if (version != CG_V1) return -ENOTSUP;
  for (int i = 0; i < 3; i++) {
    char own[400];
    int err = own_path(V1_CONTROLLERS[i], own, sizeof own);
    if (err) return err;
    if (snprintf(run->path[i], sizeof run->path[i], "/sys/fs/cgroup/%s%s/%s", V1_CONTROLLERS[i], own, name) >=
        (int)sizeof run->path[i])
      return -ENAMETOOLONG;
  }
  int err = make_dirs(run);
  if (err) return err;
  snprintf(value, sizeof value, "%llu", (unsigned long long)memory_bytes);
  err = write_file(run->path[0], "memory.limit_in_bytes", value);
  if (err) return err;
  /* without swap accounting the file is absent; with it, swap must not extend the limit */
  write_file(run->path[0], "memory.memsw.limit_in_bytes", value);
  write_file(run->path[0], "memory.swappiness", "0");
  snprintf(value, sizeof value, "%llu", (unsigned long long)pids);
  return write_file(run->path[1], "pids.max", value);
}

int cg_join(const struct cg_run *run) {
  int count = run->version == CG_V2 ? 1 : run->version == CG_V1 ? 3 : 0;
  for (int i = 0; i < count; i++) {
    /* "0" means the writing process itself */
    int err = write_file(run->path[i], "cgroup.procs", "0");
    if (err) return err;
  }
  return 0;
}

static uint64_t cpu_counter_ns(const struct cg_run *run) {
  if (run->version == CG_V2) return read_keyed(run->path[0], "cpu.stat", "usage_usec") * 1000;
  if (run->version == CG_V1) return read_u64(run->path[2], "cpuacct.usage");
  return 0;
}

void cg_reset_usage(struct cg_run *run) {
  if (run->version == CG_V2) {
    run->cpu_base_ns = cpu_counter_ns(run);
  } else if (run->version == CG_V1) {
    write_file(run->path[2], "cpuacct.usage", "0");
    write_file(run->path[0], "memory.max_usage_in_bytes", "0");
  }
}

uint64_t cg_cpu_ns(const struct cg_run *run) {
  uint64_t now = cpu_counter_ns(run);
  return now > run->cpu_base_ns ? now - run->cpu_base_ns : 0;
}

void cg_usage(const struct cg_run *run, struct cg_usage *usage) {
  memset(usage, 0, sizeof *usage);
  usage->cpu_ns = cg_cpu_ns(run);
  if (run->version == CG_V2) {
    usage->memory_peak_bytes = read_u64(run->path[0], "memory.peak");
    usage->oom_kills = read_keyed(run->path[0], "memory.events", "oom_kill");
    usage->pids_max_events = read_keyed(run->path[0], "pids.events", "max");
  } else if (run->version == CG_V1) {
    usage->memory_peak_bytes = read_u64(run->path[0], "memory.max_usage_in_bytes");
    usage->oom_kills = read_keyed(run->path[0], "memory.oom_control", "oom_kill");
    usage->pids_max_events = read_keyed(run->path[1], "pids.events", "max");
  }
}

/* Signals (SIGKILL) every process listed in one directory's cgroup.procs; how many were listed. */
static int kill_listed(const char *dir, int signal_them) {
  char buf[65536];
  if (read_file(dir, "cgroup.procs", buf, sizeof buf) <= 0) return 0;
  int listed = 0;
  for (char *save, *tok = strtok_r(buf, "\n", &save); tok; tok = strtok_r(NULL, "\n", &save)) {
    pid_t pid = (pid_t)atoi(tok);
    /* a fake tree (tests) holds the "0" written by cg_join */
    if (pid <= 1) continue;
    listed++;
    if (signal_them) kill(pid, SIGKILL);
  }
  return listed;
}

/* How many tasks are still in the run's cgroups (v2: 1 while it is populated). */
static int listed(const struct cg_run *run) {
  if (run->version == CG_V2) {
    char events[4096];
    /* a real v2 cgroup always has cgroup.events; a fake tree may lack it */
    if (read_file(run->path[0], "cgroup.events", events, sizeof events) > 0) return keyed(events, "populated") ? 1 : 0;
    return kill_listed(run->path[0], 0);
  }
  int most = 0;
  for (int i = 0; run->version == CG_V1 && i < 3; i++) {
    int n = kill_listed(run->path[i], 0);
    if (n > most) most = n;
  }
  return most;
}

int cg_kill_all(const struct cg_run *run) {
  if (run->version == CG_NONE) return 0;
  /* v2 has cgroup.kill (5.14+); v1 and older v2 kernels: signal each listed task. A task that joined
   * only some v1 hierarchies (its join failed half-way) is found in whichever lists it. */
  if (run->version != CG_V2 || write_file(run->path[0], "cgroup.kill", "1") != 0)
    for (int i = 0; i < dir_count(run); i++) kill_listed(run->path[i], 1);
  return listed(run);
}

int cg_empty_all(const struct cg_run *run, int max_ms) {
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  /* looked at first: an empty cgroup needs no kill (nor, in a fake tree, a cgroup.kill file in it) */
  while (listed(run) > 0) {
    if (elapsed_ms(&start) > max_ms) return -EBUSY;
    cg_kill_all(run);
    pause_ms(1);
  }
  return 0;
}

int cg_remove(const struct cg_run *run) {
  int first_error = 0;
  for (int i = 0; i < dir_count(run); i++) {
    /* a task that was just killed can hold the directory for a moment */
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    while (rmdir(run->path[i]) != 0) {
      int err = errno;
      if (err == ENOENT) break;
      if (err != EBUSY || elapsed_ms(&start) > 1000) {
        if (!first_error) first_error = -err;
        break;
      }
      pause_ms(1);
    }
  }
  return first_error;
}
