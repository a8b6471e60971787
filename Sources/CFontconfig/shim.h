#ifndef PROTOCELL_CFONTCONFIG_SHIM_H
#define PROTOCELL_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
