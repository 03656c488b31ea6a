// C11 atomics for Streams: a word that threads read and change without a lock.
//
// Streams' floor (macOS 10.15, iOS 13, tvOS 13, watchOS 6) predates `Synchronization.Atomic`,
// and Swift has no portable atomic of its own below it, so the library's flags, counters and
// pointers live in `streams_atomic_word`s allocated at a stable address (tail-allocated in a
// `ManagedBuffer`) and are changed only through the functions below. They are `static inline`,
// so a Swift caller compiles them in place: an atomic costs what it costs in C. Compilers and
// ThreadSanitizer understand them as the C11 atomics they are.
//
// The orderings are the C11 ones; Swift's `AtomicOrdering` names them.
#ifndef C_STREAMS_ATOMICS_H
#define C_STREAMS_ATOMICS_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

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
static inline memory_order streams_atomic_failure_order(streams_atomic_order order) {
  switch (order) {
  case streams_atomic_release: return memory_order_relaxed;
  case streams_atomic_acq_rel: return memory_order_acquire;
  default: return (memory_order)order;
  }
}

/// Sets the word before any thread can see it (not atomic).
static inline void streams_atomic_init(streams_atomic_word *word, intptr_t value) {
  atomic_init(&word->value, value);
}

/// Reads the word.
static inline intptr_t streams_atomic_load(streams_atomic_word *word, streams_atomic_order order) {
  return atomic_load_explicit(&word->value, (memory_order)order);
}

/// Writes the word.
static inline void streams_atomic_store(
    streams_atomic_word *word, intptr_t value, streams_atomic_order order) {
  atomic_store_explicit(&word->value, value, (memory_order)order);
}

/// Writes the word and returns what it held.
static inline intptr_t streams_atomic_exchange(
    streams_atomic_word *word, intptr_t value, streams_atomic_order order) {
  return atomic_exchange_explicit(&word->value, value, (memory_order)order);
}

/// Writes `desired` if the word holds `*expected`; otherwise stores what it holds in `*expected`.
/// Returns whether it wrote.
static inline bool streams_atomic_compare_exchange(
    streams_atomic_word *word, intptr_t *expected, intptr_t desired, streams_atomic_order order) {
  return atomic_compare_exchange_strong_explicit(
      &word->value, expected, desired, (memory_order)order,
      streams_atomic_failure_order(order));
}

/// Adds `value` (wrapping) and returns what the word held before.
static inline intptr_t streams_atomic_fetch_add(
    streams_atomic_word *word, intptr_t value, streams_atomic_order order) {
  return atomic_fetch_add_explicit(&word->value, value, (memory_order)order);
}

/// Subtracts `value` (wrapping) and returns what the word held before.
static inline intptr_t streams_atomic_fetch_sub(
    streams_atomic_word *word, intptr_t value, streams_atomic_order order) {
  return atomic_fetch_sub_explicit(&word->value, value, (memory_order)order);
}

/// Lets other threads run while this one waits for a flag another thread will change: the first
/// attempts only yield the processor, later ones sleep a little longer each time, up to a
/// millisecond, so a long wait costs little processor time.
///
/// `attempt` counts the waits so far, from 0.
void streams_atomic_backoff(unsigned attempt);

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
static inline intptr_t streams_current_thread(void) {
  return (intptr_t)&streams_trampoline_slot;
}

/// The current thread's trampoline, or NULL.
static inline void *streams_current_trampoline(void) { return streams_trampoline_slot; }

/// Sets the current thread's trampoline (NULL when the thread lets it go).
static inline void streams_set_current_trampoline(void *trampoline) {
  streams_trampoline_slot = trampoline;
}

#ifdef __cplusplus
}
#endif

#endif
