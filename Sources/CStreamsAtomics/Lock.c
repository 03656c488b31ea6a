// See include/CStreamsAtomics.h: the contended halves of the lock on Linux, a futex.
#include "CStreamsAtomics.h"

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

// The word's values are 0 (free), 1 (held) and 2 (held, a thread may be asleep on it).

/// The 32 bits of the word that the kernel compares and sleeps on: those holding its value.
static uint32_t *streams_futex(streams_atomic_word *word) {
  char *bits = (char *)word;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  bits += sizeof(intptr_t) - sizeof(uint32_t);
#endif
  return (uint32_t *)(void *)bits;
}

void streams_lock_wait(streams_atomic_word *word) {
  // Marking it 2 tells the holder to wake someone; taking it from 0 keeps the 2, as another
  // thread may still be asleep (a wake too many is harmless, a wake too few is not).
  while (atomic_exchange_explicit(&word->value, 2, memory_order_acquire) != 0) {
    syscall(SYS_futex, streams_futex(word), FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
  }
}

void streams_lock_wake(streams_atomic_word *word) {
  syscall(SYS_futex, streams_futex(word), FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#endif
