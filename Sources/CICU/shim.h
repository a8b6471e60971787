#ifndef PROTOCELL_CICU_SHIM_H
#define PROTOCELL_CICU_SHIM_H
// ICU renames every C entry point with its major version (ubrk_open -> ubrk_open_72) through
// macros Swift cannot see. The static inline wrappers below give Swift stable names.
#include <unicode/ubrk.h>
#include <unicode/utypes.h>
#endif
