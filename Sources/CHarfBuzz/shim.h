#ifndef PROTOCELL_CHARFBUZZ_SHIM_H
#define PROTOCELL_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
