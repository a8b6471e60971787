#ifndef PROTOCELL_CLIBXML2_SHIM_H
#define PROTOCELL_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU, and <libxml/encoding.h> then includes the system's ICU headers.
// Foundation on Linux carries its own ICU module, and a Swift module that sees both fails to build
// ("'UErrorCode' has different definitions in different modules"). Protocell never touches
// libxml2's ICU converters (it only reads UTF-8), so the ICU part of the headers is switched off.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <string.h>
#include <stdint.h>

// Protocell parses templates with libxml2's tree parser, hardened and instrumented through the
// SAX handler of a private parser context:
//  - every element remembers the byte offset of the end of its start tag (in `node->_private`) and
//    just past its end tag (in `node->psvi`), each plus one so that zero means "unknown"; from
//    them the Swift side recovers exact lines and columns (libxml2 keeps no columns in its tree);
//  - the first error is captured through the structured error handler, with line and column;
//  - an entity declaration stops the parser at once (no entity is ever expanded or loaded), and
//    so does a document type that names an external DTD (which is never loaded either);
//  - an element nested deeper than the caller's maximum stops the parser at once, before libxml2's
//    own depth limit (256) is reached;
//  - network access, DTD loading and entity substitution are never enabled.

/// What one parse produced, beside the document.
typedef struct ProtocellParseOutcome {
  int hasError;
  int errorCode;
  int errorLine;
  int errorColumn;
  char errorMessage[512];
  int hasEntityDeclaration;
  long entityDeclarationOffset;
  char entityName[128];
  /// Whether the document type names an external DTD, and its system or public identifier.
  int hasExternalSubset;
  char externalSubsetIdentifier[256];
  /// The deepest an element may nest (the root is at depth 1); set by the caller.
  int maximumDepth;
  int hasExcessiveDepth;
  /// The byte offset just past the start tag of the first element nested too deeply, and its name.
  long excessiveDepthOffset;
  char excessiveDepthElement[128];
  /// The elements whose white-space-only text is kept (NULL-terminated); set by the caller.
  const char *const *blankTextElements;
} ProtocellParseOutcome;

static inline void protocell_copy_string(char *destination, size_t capacity, const char *source) {
  if (source == NULL) { destination[0] = 0; return; }
  strncpy(destination, source, capacity - 1);
  destination[capacity - 1] = 0;
}

static inline void protocell_structured_error(void *userData, xmlErrorPtr error) {
  xmlParserCtxtPtr context = (xmlParserCtxtPtr)userData;
  if (context == NULL || error == NULL || context->_private == NULL) return;
  ProtocellParseOutcome *outcome = (ProtocellParseOutcome *)context->_private;
  if (outcome->hasError || error->level < XML_ERR_ERROR) return;
  outcome->hasError = 1;
  outcome->errorCode = error->code;
  outcome->errorLine = error->line;
  outcome->errorColumn = error->int2;
  protocell_copy_string(outcome->errorMessage, sizeof outcome->errorMessage, error->message);
}

static inline void protocell_start_element(
  void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *URI,
  int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted,
  const xmlChar **attributes)
{
  xmlParserCtxtPtr context = (xmlParserCtxtPtr)ctx;
  xmlSAX2StartElementNs(ctx, localname, prefix, URI, nb_namespaces, namespaces, nb_attributes,
                        nb_defaulted, attributes);
  if (context->node != NULL) {
    long offset = xmlByteConsumed(context);
    context->node->_private = (void *)(intptr_t)(offset + 1);
    ProtocellParseOutcome *outcome = (ProtocellParseOutcome *)context->_private;
    if (outcome != NULL && context->nodeNr > outcome->maximumDepth && !outcome->hasExcessiveDepth) {
      outcome->hasExcessiveDepth = 1;
      outcome->excessiveDepthOffset = offset;
      protocell_copy_string(outcome->excessiveDepthElement, sizeof outcome->excessiveDepthElement,
                            (const char *)localname);
      xmlStopParser(context);
    }
  }
}

static inline void protocell_end_element(
  void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *URI)
{
  xmlParserCtxtPtr context = (xmlParserCtxtPtr)ctx;
  xmlNodePtr node = context->node;
  xmlSAX2EndElementNs(ctx, localname, prefix, URI);
  if (node != NULL) {
    node->psvi = (void *)(intptr_t)(xmlByteConsumed(context) + 1);
  }
}

static inline void protocell_entity_declaration(
  void *ctx, const xmlChar *name, int type, const xmlChar *publicId, const xmlChar *systemId,
  xmlChar *content)
{
  xmlParserCtxtPtr context = (xmlParserCtxtPtr)ctx;
  if (context->_private != NULL) {
    ProtocellParseOutcome *outcome = (ProtocellParseOutcome *)context->_private;
    if (!outcome->hasEntityDeclaration) {
      outcome->hasEntityDeclaration = 1;
      outcome->entityDeclarationOffset = xmlByteConsumed(context);
      protocell_copy_string(outcome->entityName, sizeof outcome->entityName, (const char *)name);
    }
  }
  xmlStopParser(context);
}

static inline void protocell_internal_subset(
  void *ctx, const xmlChar *name, const xmlChar *externalID, const xmlChar *systemID)
{
  xmlParserCtxtPtr context = (xmlParserCtxtPtr)ctx;
  if (externalID == NULL && systemID == NULL) {
    xmlSAX2InternalSubset(ctx, name, externalID, systemID);
    return;
  }
  if (context->_private != NULL) {
    ProtocellParseOutcome *outcome = (ProtocellParseOutcome *)context->_private;
    if (!outcome->hasExternalSubset) {
      outcome->hasExternalSubset = 1;
      protocell_copy_string(outcome->externalSubsetIdentifier, sizeof outcome->externalSubsetIdentifier,
                            (const char *)(systemID != NULL ? systemID : externalID));
    }
  }
  xmlStopParser(context);
}

/// libxml2 reports a run of white space as ignorable (with XML_PARSE_NOBLANKS) when it is all
/// blanks, ends at markup, and does not follow text in its element. Such a run is dropped, which
/// spares a text node for every line of indentation, unless keeping it could make a difference:
/// when it precedes a CDATA section (which merges into the same text node), when the element's
/// last child is text, when it does not end at '<', or when the element is one whose text
/// matters (the caller's `blankTextElements`). Dropped runs are ones a reader that ignores
/// white-space-only text would never see.
static inline void protocell_ignorable_whitespace(void *ctx, const xmlChar *characters, int length) {
  xmlParserCtxtPtr context = (xmlParserCtxtPtr)ctx;
  xmlNodePtr node = context->node;
  const xmlChar *next = context->input != NULL ? context->input->cur : NULL;
  int keep = node == NULL || next == NULL || next[0] != '<' || (next[1] == '!' && next[2] == '[');
  if (!keep && node->last != NULL &&
      (node->last->type == XML_TEXT_NODE || node->last->type == XML_CDATA_SECTION_NODE)) {
    keep = 1;
  }
  if (!keep && context->_private != NULL) {
    const char *const *names = ((ProtocellParseOutcome *)context->_private)->blankTextElements;
    for (; names != NULL && *names != NULL; names++) {
      if (node->name != NULL && strcmp((const char *)node->name, *names) == 0) { keep = 1; break; }
    }
  }
  if (keep) xmlSAX2Characters(ctx, characters, length);
}

static inline xmlParserInputPtr protocell_refuse_external_entity(
  void *ctx, const xmlChar *publicId, const xmlChar *systemId)
{
  return NULL;
}

/// Parses `size` bytes of UTF-8 XML into a document, or returns NULL with `outcome` saying why.
/// Elements may nest `maximumDepth` deep (the root is at depth 1). The caller owns the document
/// and frees it with xmlFreeDoc.
static inline xmlDocPtr protocell_parse_memory(
  const char *bytes, int size, const char *url, const char *const *blankTextElements,
  int maximumDepth, ProtocellParseOutcome *outcome)
{
  memset(outcome, 0, sizeof *outcome);
  outcome->blankTextElements = blankTextElements;
  outcome->maximumDepth = maximumDepth;
  xmlParserCtxtPtr context = xmlCreateMemoryParserCtxt(bytes, size);
  if (context == NULL) {
    outcome->hasError = 1;
    protocell_copy_string(outcome->errorMessage, sizeof outcome->errorMessage,
                          "libxml2 could not create a parser (out of memory?)");
    return NULL;
  }
  xmlCtxtUseOptions(context, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                               XML_PARSE_NOCDATA | XML_PARSE_IGNORE_ENC | XML_PARSE_NOBLANKS |
                               XML_PARSE_COMPACT);
  context->sax->ignorableWhitespace = protocell_ignorable_whitespace;
  context->sax->serror = protocell_structured_error;
  context->sax->startElementNs = protocell_start_element;
  context->sax->endElementNs = protocell_end_element;
  context->sax->entityDecl = protocell_entity_declaration;
  context->sax->internalSubset = protocell_internal_subset;
  context->sax->resolveEntity = protocell_refuse_external_entity;
  context->sax->externalSubset = NULL;
  context->_private = outcome;
  if (url != NULL && context->input != NULL && context->input->filename == NULL) {
    context->input->filename = (char *)xmlStrdup((const xmlChar *)url);
  }
  xmlParseDocument(context);
  xmlDocPtr document = context->myDoc;
  int wellFormed = context->wellFormed;
  context->myDoc = NULL;
  context->_private = NULL;
  xmlFreeParserCtxt(context);
  int refused = outcome->hasEntityDeclaration || outcome->hasExternalSubset || outcome->hasExcessiveDepth;
  if (!wellFormed || refused) {
    if (document != NULL) xmlFreeDoc(document);
    if (!outcome->hasError && !refused) {
      outcome->hasError = 1;
      protocell_copy_string(outcome->errorMessage, sizeof outcome->errorMessage,
                            "the document is not well-formed XML");
    }
    return NULL;
  }
  return document;
}

/// The byte offset just past an element's start tag, or -1 when it is unknown.
static inline long protocell_element_end_of_start_tag(xmlNodePtr node) {
  return node->_private == NULL ? -1 : (long)(intptr_t)node->_private - 1;
}

/// The byte offset just past an element's end tag, or -1 when it is unknown.
static inline long protocell_element_end(xmlNodePtr node) {
  return node->psvi == NULL ? -1 : (long)(intptr_t)node->psvi - 1;
}

#endif
