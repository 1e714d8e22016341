// Debian's libxml2 headers pull in the system ICU, whose types clash with the ICU inside
// Foundation ("'UErrorCode' has different definitions"); hig never needs libxml2's ICU support.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
