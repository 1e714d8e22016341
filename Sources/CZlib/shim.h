// zlib, from Debian's zlib1g-dev: the site's search files are raw deflate streams.
#include <zlib.h>
