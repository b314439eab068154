// libFuzzer's driver, called by each fuzz target's main: SwiftPM names an executable's entry point after its module
// and aliases main to it, so libFuzzer's own main never links in.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
