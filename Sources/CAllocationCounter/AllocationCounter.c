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

static _Atomic int counting = 0;
// Set by streams_allocation_counting_begin_on_this_thread: only the thread whose own flag is set
// counts. Both are read only while counting is on, so no allocation before main touches the
// thread-local flag.
static _Atomic int oneThreadOnly = 0;
static _Thread_local int countsThisThread = 0;
static _Atomic uint64_t allocationCount = 0;
static _Atomic uint64_t freeCount = 0;
static _Atomic int64_t netBytes = 0;
static _Atomic int64_t peakNetBytes = 0;

static inline int isCounting(void) {
  if (!atomic_load_explicit(&counting, memory_order_relaxed)) return 0;
  return !atomic_load_explicit(&oneThreadOnly, memory_order_relaxed) || countsThisThread;
}

static void addBytes(int64_t delta) {
  int64_t now = atomic_fetch_add_explicit(&netBytes, delta, memory_order_relaxed) + delta;
  int64_t peak = atomic_load_explicit(&peakNetBytes, memory_order_relaxed);
  while (now > peak &&
         !atomic_compare_exchange_weak_explicit(&peakNetBytes, &peak, now, memory_order_relaxed,
                                                memory_order_relaxed)) {
  }
}

static void *counted(void *pointer) {
  if (pointer != NULL && isCounting()) {
    atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
    addBytes((int64_t)malloc_usable_size(pointer));
  }
  return pointer;
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void free(void *pointer) {
  if (pointer != NULL && isCounting()) {
    atomic_fetch_add_explicit(&freeCount, 1, memory_order_relaxed);
    addBytes(-(int64_t)malloc_usable_size(pointer));
  }
  __libc_free(pointer);
}

void *realloc(void *pointer, size_t size) {
  if (pointer == NULL) return counted(__libc_realloc(NULL, size));
  if (!isCounting()) return __libc_realloc(pointer, size);
  int64_t before = (int64_t)malloc_usable_size(pointer);
  void *result = __libc_realloc(pointer, size);
  if (result == NULL) {
    // realloc(p, 0) frees p and may return NULL; a failed grow leaves p alone.
    if (size == 0) {
      atomic_fetch_add_explicit(&freeCount, 1, memory_order_relaxed);
      addBytes(-before);
    }
    return NULL;
  }
  if (result != pointer) {
    // A moved block is a new allocation and a free of the old one.
    atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&freeCount, 1, memory_order_relaxed);
  }
  addBytes((int64_t)malloc_usable_size(result) - before);
  return result;
}

void *memalign(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // What posix_memalign adds over memalign: a power of two, a multiple of sizeof(void *).
  if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
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

static void beginCounting(int oneThread) {
  atomic_store_explicit(&counting, 0, memory_order_seq_cst);
  atomic_store_explicit(&allocationCount, 0, memory_order_relaxed);
  atomic_store_explicit(&freeCount, 0, memory_order_relaxed);
  atomic_store_explicit(&netBytes, 0, memory_order_relaxed);
  atomic_store_explicit(&peakNetBytes, 0, memory_order_relaxed);
  countsThisThread = oneThread;
  atomic_store_explicit(&oneThreadOnly, oneThread, memory_order_relaxed);
  atomic_store_explicit(&counting, 1, memory_order_seq_cst);
}

void streams_allocation_counting_begin(void) { beginCounting(0); }

void streams_allocation_counting_begin_on_this_thread(void) { beginCounting(1); }

streams_allocation_counts streams_allocation_counting_end(void) {
  atomic_store_explicit(&counting, 0, memory_order_seq_cst);
  countsThisThread = 0;
  streams_allocation_counts counts;
  counts.allocations = atomic_load_explicit(&allocationCount, memory_order_relaxed);
  counts.frees = atomic_load_explicit(&freeCount, memory_order_relaxed);
  counts.netBytes = atomic_load_explicit(&netBytes, memory_order_relaxed);
  counts.peakNetBytes = atomic_load_explicit(&peakNetBytes, memory_order_relaxed);
  return counts;
}

int64_t streams_heap_bytes_in_use(void) {
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
  struct mallinfo2 info = mallinfo2();
  return (int64_t)(info.uordblks + info.hblkhd);
#else
  return -1;
#endif
}

#else

int streams_allocation_counting_available(void) { return 0; }

void streams_allocation_counting_begin(void) {}

void streams_allocation_counting_begin_on_this_thread(void) {}

streams_allocation_counts streams_allocation_counting_end(void) {
  streams_allocation_counts counts = {0, 0, 0, 0};
  return counts;
}

int64_t streams_heap_bytes_in_use(void) { return -1; }

#endif
