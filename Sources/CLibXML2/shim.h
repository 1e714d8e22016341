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
#include <libxml/parserInternals.h>

// Marks a text node to be written as it is, unescaped; for text with no '<', '>' or '&', which
// the HTML writer's escaping would copy unchanged (LibXMLSerializer decides, byte by byte).
static inline void hig_xmlWriteTextAsIs(xmlNodePtr node) { node->name = xmlStringTextNoenc; }
