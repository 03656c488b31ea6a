// See include/CStreamsAtomics.h.
#include "CStreamsAtomics.h"

_Thread_local void *streams_trampoline_slot STREAMS_TLS_MODEL = 0;
