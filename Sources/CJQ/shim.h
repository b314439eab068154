// libjq's two public headers. Debian ships no libjq.pc, so the module map links "jq" by name.
#include <jq.h>
#include <jv.h>
