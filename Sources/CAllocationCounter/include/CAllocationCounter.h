// Allocation counters for the Streams benchmarks.
//
// On Linux with glibc (and no sanitizer, which brings its own allocator) this target defines
// malloc, calloc, realloc, free, posix_memalign, aligned_alloc, memalign, valloc and pvalloc,
// forwarding each to glibc's own entry points. Counting is off until
// streams_allocation_counting_begin(): when off, each call costs one relaxed load more than
// glibc's, so timed runs are not slowed by the bookkeeping. Elsewhere the functions below
// report that counting is unavailable.
#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What was counted since streams_allocation_counting_begin().
typedef struct {
  /// Successful allocations (malloc, calloc, the aligned variants, and reallocs that created
  /// or moved a block), on every thread.
  uint64_t allocations;
  /// Blocks freed.
  uint64_t frees;
  /// Bytes allocated minus bytes freed (usable sizes, as the allocator reports them); negative
  /// when more was freed than allocated.
  int64_t netBytes;
  /// The highest netBytes reached.
  int64_t peakNetBytes;
} streams_allocation_counts;

/// Whether this build counts allocations (1) or reports zeros that mean "n/a" (0).
int streams_allocation_counting_available(void);

/// Zeroes the counts and starts counting, process-wide.
void streams_allocation_counting_begin(void);

/// Zeroes the counts and starts counting only what the calling thread allocates and frees, so
/// work confined to one thread is counted exactly while other threads allocate. End it on the
/// same thread.
void streams_allocation_counting_begin_on_this_thread(void);

/// Stops counting and returns what was counted since the matching begin.
streams_allocation_counts streams_allocation_counting_end(void);

/// Heap bytes in use now across every arena (glibc's mallinfo2), or -1 where unknown.
int64_t streams_heap_bytes_in_use(void);

#ifdef __cplusplus
}
#endif

#endif
