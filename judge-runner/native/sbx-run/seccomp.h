/* The seccomp deny-list handed to bubblewrap (`--seccomp FD`): a classic BPF program that answers
 * EPERM to what a judged program never needs and what could leak between runs or reach the kernel's
 * rarer surfaces. Everything else is allowed: namespaces and cgroups do the containing. */
#ifndef SBX_SECCOMP_H
#define SBX_SECCOMP_H

enum seccomp_profile {
  /* compilers: locks are allowed (go build locks its cache) */
  SECCOMP_COMPILE = 0,
  /* judged programs, checkers and interactors: file locks are denied too (a covert channel on shared
   * read-only files between concurrent runs) */
  SECCOMP_RUN = 1,
};

/* Writes the program into a memfd and returns it (positioned at 0), or -errno. */
int seccomp_program_fd(enum seccomp_profile profile);

#endif
