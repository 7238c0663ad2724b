#define _GNU_SOURCE
#include "seccomp.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
#error "sbx-run: no seccomp arch for this CPU"
#endif

#define DENY (SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA))

/* Keyrings persist per uid across runs; the rest is kernel attack surface or host administration. */
static const int DENIED[] = {
    SYS_add_key, SYS_request_key, SYS_keyctl, SYS_bpf, SYS_perf_event_open, SYS_userfaultfd,
    SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_init_module, SYS_finit_module,
    SYS_delete_module, SYS_kexec_load, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_unshare,
    SYS_setns, SYS_swapon, SYS_swapoff, SYS_reboot, SYS_acct, SYS_open_by_handle_at,
    SYS_name_to_handle_at, SYS_quotactl, SYS_settimeofday, SYS_adjtimex, SYS_clock_adjtime,
#ifdef SYS_kexec_file_load
    SYS_kexec_file_load,
#endif
#ifdef SYS_io_uring_setup
    SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
#endif
#ifdef SYS_open_tree
    SYS_open_tree, SYS_move_mount, SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick,
#endif
#ifdef SYS_mount_setattr
    SYS_mount_setattr,
#endif
#ifdef SYS_lookup_dcookie
    SYS_lookup_dcookie,
#endif
};

#define N_DENIED (sizeof DENIED / sizeof DENIED[0])
#define MAX_PROGRAM (N_DENIED * 2 + 32)

int seccomp_program_fd(enum seccomp_profile profile) {
  struct sock_filter program[MAX_PROGRAM];
  unsigned n = 0;
#define EMIT(stmt) (program[n++] = (struct sock_filter)stmt)
  EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)));
  /* another ABI (int 0x80 on x86_64) would bypass a list of native numbers: deny it whole */
  EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0));
  EMIT(BPF_STMT(BPF_RET | BPF_K, DENY));
  EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
#if defined(__x86_64__)
  /* x32 numbers alias the native ones with bit 30 set */
  EMIT(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1));
  EMIT(BPF_STMT(BPF_RET | BPF_K, DENY));
#endif
  for (unsigned i = 0; i < N_DENIED; i++) {
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)DENIED[i], 0, 1));
    EMIT(BPF_STMT(BPF_RET | BPF_K, DENY));
  }
  if (profile == SECCOMP_RUN) {
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_flock, 0, 1));
    EMIT(BPF_STMT(BPF_RET | BPF_K, DENY));
    /* fcntl(fd, F_SETLK | F_SETLKW | F_OFD_SETLK | F_OFD_SETLKW, ...): the command is args[1] */
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_fcntl, 0, 6));
    EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[1])));
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_SETLK, 3, 0));
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_SETLKW, 2, 0));
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_OFD_SETLK, 1, 0));
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_OFD_SETLKW, 0, 1));
    EMIT(BPF_STMT(BPF_RET | BPF_K, DENY));
  }
  EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
#undef EMIT

  int fd = memfd_create("sbx-seccomp", 0);
  if (fd < 0) return -errno;
  size_t size = n * sizeof program[0];
  if (write(fd, program, size) != (ssize_t)size || lseek(fd, 0, SEEK_SET) != 0) {
    int err = -errno;
    close(fd);
    return err ? err : -EIO;
  }
  return fd;
}
