// Process-wide allocation counters for the Streams benchmarks.
//
// On Linux with glibc (and no sanitizer, which brings its own allocator) this target defines
// malloc, calloc, realloc, free, posix_memalign, aligned_alloc, memalign, valloc and pvalloc,
// forwarding each to glibc's own entry points, so every allocation in the process is counted.
// Elsewhere the functions below report that counting is unavailable.
#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A snapshot of the counters.
typedef struct {
  /// Successful allocations (malloc, calloc, aligned variants, and reallocs that moved or
  /// created a block) since the process started.
  uint64_t allocations;
  /// Blocks freed since the process started.
  uint64_t frees;
  /// Bytes in live blocks right now (usable sizes, as the allocator reports them).
  int64_t bytesInUse;
  /// The highest `bytesInUse` since the last reset of the peak.
  int64_t peakBytesInUse;
} streams_allocation_snapshot;

/// Whether this build counts allocations (1) or reports zeros that mean "n/a" (0).
int streams_allocation_counting_available(void);

/// The counters now.
streams_allocation_snapshot streams_allocation_snapshot_now(void);

/// Starts a new peak: sets the peak to the bytes in use now.
void streams_allocation_reset_peak(void);

#ifdef __cplusplus
}
#endif

#endif
