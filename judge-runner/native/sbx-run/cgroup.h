/* Per-run control groups: one v2 directory, or one directory in each of the v1 memory, pids and
 * cpuacct hierarchies. The run's processes join before exec; the counters are read after the run. */
#ifndef SBX_CGROUP_H
#define SBX_CGROUP_H

#include <stdint.h>
#include <sys/types.h>

enum cg_version { CG_NONE = 0, CG_V1 = 1, CG_V2 = 2 };

struct cg_run {
  enum cg_version version;
  /* v2: path[0]; v1: memory, pids, cpuacct */
  char path[3][512];
  /* v2: cpu.stat's usage when the run started (v2's counter cannot be reset) */
  uint64_t cpu_base_ns;
};

struct cg_usage {
  uint64_t cpu_ns;
  uint64_t memory_peak_bytes;
  uint64_t oom_kills;
  uint64_t pids_max_events;
};

/* Detects the mounted version (v1 when the memory controller has its own hierarchy). With `root`
 * set, v2 is used below that directory (a delegated cgroup, or a fake tree in tests). */
enum cg_version cg_detect(const char *root);
/* Creates the run's cgroups under the helper's own (or `root`) and sets the limits. 0 or -errno. A
 * directory of that name already there (an earlier run's, kept by a survivor: the name holds a worker
 * pid, and pids are reused) is emptied and removed first; -EEXIST when that fails, so a new run never
 * joins a cgroup holding an old run's process. */
int cg_create(struct cg_run *run, enum cg_version version, const char *root, const char *name,
              uint64_t memory_bytes, uint64_t pids);
/* Called in the child before exec: moves the calling process into the run's cgroups. */
int cg_join(const struct cg_run *run);
/* The run starts now: what was charged before (bubblewrap's set-up) no longer counts. v1 resets
 * cpuacct.usage and memory.max_usage_in_bytes (to the current usage); v2 keeps the CPU counter's value as
 * the base and cannot reset memory.peak. */
void cg_reset_usage(struct cg_run *run);
/* CPU time of the run since it started (cg_reset_usage). */
uint64_t cg_cpu_ns(const struct cg_run *run);
void cg_usage(const struct cg_run *run, struct cg_usage *usage);
/* Kills every process in the run's cgroups; returns how many are still listed there (v2: whether the
 * cgroup is still populated), so callers repeat until 0: cgroup.kill only starts the killing. */
int cg_kill_all(const struct cg_run *run);
/* Kills and waits (reaping nothing: the caller's children are the caller's) until the run's cgroups are
 * empty, for at most `max_ms`; 0 when empty, -EBUSY when a task is still there. */
int cg_empty_all(const struct cg_run *run, int max_ms);
/* Removes the directories (retrying for a bounded time while exiting tasks still hold them); 0, or the
 * -errno of the first that could not be removed. */
int cg_remove(const struct cg_run *run);

#endif
