// See include/CStreamsAtomics.h. Only POSIX is used.
#include "CStreamsAtomics.h"

#include <sched.h>
#include <time.h>

void streams_atomic_backoff(unsigned attempt) {
  // Most waits end within microseconds (a subscriber's callback finishing): yield first.
  if (attempt < 16) {
    sched_yield();
    return;
  }
  // Then sleep 1, 2, 4 ... microseconds, at most a millisecond at a time.
  unsigned shift = attempt - 16 < 10 ? attempt - 16 : 10;
  long nanoseconds = 1000L << shift;
  if (nanoseconds > 1000000L) nanoseconds = 1000000L;
  struct timespec pause = {0, nanoseconds};
  nanosleep(&pause, NULL);
}
