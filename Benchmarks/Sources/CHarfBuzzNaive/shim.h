#ifndef PROTOCELL_BENCHMARKS_CHARFBUZZNAIVE_SHIM_H
#define PROTOCELL_BENCHMARKS_CHARFBUZZNAIVE_SHIM_H
// HarfBuzz for the text benchmark's peer, which shapes with it directly (the root package's
// CHarfBuzz module is not a product).
#include <hb.h>
#endif
