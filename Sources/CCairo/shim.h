#include <cairo/cairo.h>
#include <pixman.h>
#include <fontconfig/fontconfig.h>
