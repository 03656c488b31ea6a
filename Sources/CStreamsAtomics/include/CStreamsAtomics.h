// C11 atomics for Streams: a word that threads read and change without a lock.
//
// Streams' floor (macOS 10.15, iOS 13, tvOS 13, watchOS 6) predates `Synchronization.Atomic`,
// and Swift has no portable atomic of its own below it, so the library's flags, counters and
// pointers live in `streams_atomic_word`s allocated at a stable address (tail-allocated in a
// `ManagedBuffer`) and are changed only through the functions below. They are always inlined,
// so a Swift caller compiles them in place: an atomic costs what it costs in C. Compilers and
// ThreadSanitizer understand them as the C11 atomics they are.
//
// The orderings are the C11 ones; Swift's `AtomicOrdering` names them.
#ifndef C_STREAMS_ATOMICS_H
#define C_STREAMS_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#if defined(__APPLE__)
#include <os/lock.h>
#elif !defined(__linux__)
#error "Streams needs a platform lock: os_unfair_lock (Darwin) or a futex (Linux)"
#endif

#ifdef __cplusplus
extern "C" {
#endif

// Always compiled in place, so that an ordering known where it is called folds to one
// instruction instead of a switch in a function of its own.
#define STREAMS_INLINE static inline __attribute__((always_inline))

/// One atomic machine word. Only the functions below may touch it.
typedef struct {
  _Atomic(intptr_t) value;
} streams_atomic_word;

/// The C11 memory orders, under names Swift imports.
typedef enum {
  streams_atomic_relaxed = memory_order_relaxed,
  streams_atomic_acquire = memory_order_acquire,
  streams_atomic_release = memory_order_release,
  streams_atomic_acq_rel = memory_order_acq_rel,
  streams_atomic_seq_cst = memory_order_seq_cst,
} streams_atomic_order;

/// The ordering a failed compare-and-exchange may use for its load: `order` without its release.
STREAMS_INLINE memory_order streams_atomic_failure_order(streams_atomic_order order) {
  switch (order) {
  case streams_atomic_release: return memory_order_relaxed;
  case streams_atomic_acq_rel: return memory_order_acquire;
  default: return (memory_order)order;
  }
}

/// Sets the word before any thread can see it (not atomic).
STREAMS_INLINE void streams_atomic_init(streams_atomic_word *word, intptr_t value) {
  atomic_init(&word->value, value);
}

/// Reads the word.
STREAMS_INLINE intptr_t streams_atomic_load(streams_atomic_word *word, streams_atomic_order order) {
  return atomic_load_explicit(&word->value, (memory_order)order);
}

/// Writes the word.
STREAMS_INLINE void streams_atomic_store(
    streams_atomic_word *word, intptr_t value, streams_atomic_order order) {
  atomic_store_explicit(&word->value, value, (memory_order)order);
}

/// Writes the word and returns what it held.
STREAMS_INLINE intptr_t streams_atomic_exchange(
    streams_atomic_word *word, intptr_t value, streams_atomic_order order) {
  return atomic_exchange_explicit(&word->value, value, (memory_order)order);
}

/// Writes `desired` if the word holds `expected`, and returns what it held: `expected` when it
/// wrote. (The value is returned rather than stored through a pointer, so a caller needs no
/// stack slot, and no stack protector, for it.)
STREAMS_INLINE intptr_t streams_atomic_compare_exchange(
    streams_atomic_word *word, intptr_t expected, intptr_t desired, streams_atomic_order order) {
  atomic_compare_exchange_strong_explicit(
      &word->value, &expected, desired, (memory_order)order,
      streams_atomic_failure_order(order));
  return expected;
}

/// Adds `value` (wrapping) and returns what the word held before.
STREAMS_INLINE intptr_t streams_atomic_fetch_add(
    streams_atomic_word *word, intptr_t value, streams_atomic_order order) {
  return atomic_fetch_add_explicit(&word->value, value, (memory_order)order);
}

/// Subtracts `value` (wrapping) and returns what the word held before.
STREAMS_INLINE intptr_t streams_atomic_fetch_sub(
    streams_atomic_word *word, intptr_t value, streams_atomic_order order) {
  return atomic_fetch_sub_explicit(&word->value, value, (memory_order)order);
}

// An asymmetric barrier, for a store followed by a load of another word on a hot path (a
// subscriber's delivery leaving its lifetime), against a rare thread on the other side (a
// disposal racing it) that writes the second word and reads the first. The hot side orders
// its store before its load with no fence (`streams_atomic_clear_light`); the rare side pays
// for both with `streams_heavy_barrier` between its write and its read, which makes every
// running thread of the process execute a full barrier (Linux: `membarrier`). Then either the
// hot side's load sees the rare side's write, or the rare side's read sees the hot side's
// store. Where the heavy barrier is not available (Darwin; a kernel or sandbox that refuses
// it) the hot side uses an exchange, a full barrier of its own, and the heavy one does nothing.

/// Nonzero when the process can use `streams_heavy_barrier`; decided when the library loads.
extern _Atomic(int) streams_heavy_barrier_ready;

/// Makes every running thread of the process execute a full memory barrier (when ready).
void streams_heavy_barrier(void);

/// Writes 0 to the word, ordered before the calling thread's later loads as against a thread
/// that calls `streams_heavy_barrier` between its own write and its read of this word.
STREAMS_INLINE void streams_atomic_clear_light(streams_atomic_word *word) {
  if (atomic_load_explicit(&streams_heavy_barrier_ready, memory_order_relaxed)) {
    atomic_store_explicit(&word->value, 0, memory_order_release);
    atomic_signal_fence(memory_order_seq_cst);
  } else {
    atomic_exchange_explicit(&word->value, 0, memory_order_seq_cst);
  }
}

// A lock that fills one word (0 when free, as `streams_atomic_init` leaves it), for a few
// instructions of library code at a time: `os_unfair_lock` on Darwin, whose waiters sleep in the
// kernel and lend their priority to the thread holding it; a futex on Linux, whose waiters
// sleep in the kernel too. A waiter never keeps a processor busy, so it cannot starve a
// holder of lower priority (a busy-waiting one can, and Apple withdrew its lock that did).

#if defined(__linux__)
/// Sleeps until the lock word is free, then takes it: the contended half of `streams_lock`.
void streams_lock_wait(streams_atomic_word *word);

/// Wakes one thread asleep on the lock word: the contended half of `streams_unlock`.
void streams_lock_wake(streams_atomic_word *word);
#endif

/// Takes the lock, sleeping while another thread holds it.
STREAMS_INLINE void streams_lock(streams_atomic_word *word) {
#if defined(__APPLE__)
  os_unfair_lock_lock((os_unfair_lock *)(void *)word);
#else
  // 1: held by a thread, none asleep. Taken at once when free; else the slow path marks it 2.
  intptr_t expected = 0;
  if (!atomic_compare_exchange_strong_explicit(
          &word->value, &expected, 1, memory_order_acquire, memory_order_relaxed)) {
    streams_lock_wait(word);
  }
#endif
}

/// Lets go of the lock, which the calling thread holds, waking a thread asleep on it.
STREAMS_INLINE void streams_unlock(streams_atomic_word *word) {
#if defined(__APPLE__)
  os_unfair_lock_unlock((os_unfair_lock *)(void *)word);
#else
  if (atomic_exchange_explicit(&word->value, 0, memory_order_release) != 1) {
    streams_lock_wake(word);
  }
#endif
}

// The current thread's trampoline (Streams' per-thread queue of synchronous work): a retained
// Swift object, NULL before the thread's first subscription. A native thread-local, so reading
// it is one load relative to the thread pointer, not a call into pthread_getspecific.
#if defined(__linux__)
#define STREAMS_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define STREAMS_TLS_MODEL
#endif
// Aligned to 16 bytes so that its address, which names the thread, leaves four low bits free.
extern _Thread_local _Alignas(16) void *streams_trampoline_slot STREAMS_TLS_MODEL;

/// A nonzero number naming the calling thread, distinct from every other live thread's: the
/// address of its trampoline slot, a multiple of 16, so a word can hold it beside four flags.
STREAMS_INLINE intptr_t streams_current_thread(void) {
  return (intptr_t)&streams_trampoline_slot;
}

/// The current thread's trampoline, or NULL.
STREAMS_INLINE void *streams_current_trampoline(void) { return streams_trampoline_slot; }

/// Sets the current thread's trampoline (NULL when the thread lets it go).
STREAMS_INLINE void streams_set_current_trampoline(void *trampoline) {
  streams_trampoline_slot = trampoline;
}

#ifdef __cplusplus
}
#endif

#endif
