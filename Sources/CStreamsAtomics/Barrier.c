// See include/CStreamsAtomics.h: the heavy side of the asymmetric barrier.
#include "CStreamsAtomics.h"

_Atomic(int) streams_heavy_barrier_ready = 0;

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>

// Registers the process for expedited membarriers when the library loads, before any thread
// runs Streams code; a kernel (or sandbox) that refuses leaves the light side on exchanges.
__attribute__((constructor)) static void streams_register_heavy_barrier(void) {
  if (syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0) {
    atomic_store_explicit(&streams_heavy_barrier_ready, 1, memory_order_relaxed);
  }
}

void streams_heavy_barrier(void) {
  syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
}
#else
void streams_heavy_barrier(void) {}
#endif
