#ifndef PROTOCELL_CHARFBUZZ_SHIM_H
#define PROTOCELL_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>

/// HB_TAG as a function: Swift cannot expand the macro.
static inline hb_tag_t protocell_hb_tag(char a, char b, char c, char d) {
  return HB_TAG(a, b, c, d);
}
#endif
