// See include/CStreamsAtomics.h.
#include "CStreamsAtomics.h"

_Thread_local _Alignas(16) void *streams_trampoline_slot STREAMS_TLS_MODEL = 0;
