// See include/CAllocationCounter.h. Only the C standard library and glibc's exported
// allocator entry points are used.
#include "CAllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define STREAMS_SANITIZED 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(STREAMS_SANITIZED)
#define STREAMS_COUNTS_ALLOCATIONS 1
#endif

#ifdef STREAMS_COUNTS_ALLOCATIONS

#include <errno.h>
#include <malloc.h>

// glibc's own allocator, exported under these names so interposers can forward to it.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static _Atomic uint64_t allocationCount = 0;
static _Atomic uint64_t freeCount = 0;
static _Atomic int64_t bytesInUse = 0;
static _Atomic int64_t peakBytesInUse = 0;

static void raisePeak(int64_t now) {
  int64_t peak = atomic_load_explicit(&peakBytesInUse, memory_order_relaxed);
  while (now > peak &&
         !atomic_compare_exchange_weak_explicit(&peakBytesInUse, &peak, now,
                                                memory_order_relaxed, memory_order_relaxed)) {
  }
}

static void *counted(void *pointer) {
  if (pointer == NULL) return NULL;
  atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
  int64_t size = (int64_t)malloc_usable_size(pointer);
  raisePeak(atomic_fetch_add_explicit(&bytesInUse, size, memory_order_relaxed) + size);
  return pointer;
}

static void released(void *pointer) {
  if (pointer == NULL) return;
  atomic_fetch_add_explicit(&freeCount, 1, memory_order_relaxed);
  atomic_fetch_sub_explicit(&bytesInUse, (int64_t)malloc_usable_size(pointer),
                            memory_order_relaxed);
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void free(void *pointer) {
  released(pointer);
  __libc_free(pointer);
}

void *realloc(void *pointer, size_t size) {
  if (pointer == NULL) return counted(__libc_realloc(NULL, size));
  int64_t before = (int64_t)malloc_usable_size(pointer);
  void *result = __libc_realloc(pointer, size);
  if (result == NULL) {
    // realloc(p, 0) frees p and may return NULL; a failed grow leaves p alone.
    if (size == 0) {
      atomic_fetch_add_explicit(&freeCount, 1, memory_order_relaxed);
      atomic_fetch_sub_explicit(&bytesInUse, before, memory_order_relaxed);
    }
    return NULL;
  }
  int64_t after = (int64_t)malloc_usable_size(result);
  if (result != pointer) {
    // A moved block is a new allocation and a free of the old one.
    atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&freeCount, 1, memory_order_relaxed);
  }
  raisePeak(atomic_fetch_add_explicit(&bytesInUse, after - before, memory_order_relaxed) +
            (after - before));
  return result;
}

void *memalign(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // The rules posix_memalign adds over memalign: a power of two, a multiple of sizeof(void *).
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
    return EINVAL;
  }
  void *pointer = counted(__libc_memalign(alignment, size));
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *valloc(size_t size) { return counted(__libc_valloc(size)); }

void *pvalloc(size_t size) { return counted(__libc_pvalloc(size)); }

int streams_allocation_counting_available(void) { return 1; }

streams_allocation_snapshot streams_allocation_snapshot_now(void) {
  streams_allocation_snapshot snapshot;
  snapshot.allocations = atomic_load_explicit(&allocationCount, memory_order_relaxed);
  snapshot.frees = atomic_load_explicit(&freeCount, memory_order_relaxed);
  snapshot.bytesInUse = atomic_load_explicit(&bytesInUse, memory_order_relaxed);
  snapshot.peakBytesInUse = atomic_load_explicit(&peakBytesInUse, memory_order_relaxed);
  return snapshot;
}

void streams_allocation_reset_peak(void) {
  atomic_store_explicit(&peakBytesInUse, atomic_load_explicit(&bytesInUse, memory_order_relaxed),
                        memory_order_relaxed);
}

#else

int streams_allocation_counting_available(void) { return 0; }

streams_allocation_snapshot streams_allocation_snapshot_now(void) {
  streams_allocation_snapshot snapshot = {0, 0, 0, 0};
  return snapshot;
}

void streams_allocation_reset_peak(void) {}

#endif
