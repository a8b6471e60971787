#ifndef PROTOCELL_CICU_SHIM_H
#define PROTOCELL_CICU_SHIM_H
// ICU renames every C entry point with its major version (ubrk_open -> ubrk_open_72) through
// macros Swift cannot see. The static inline wrappers below give Swift stable names; they are
// the only ICU functions TextMeasurement calls.
//
// This header deliberately includes only <unicode/uvernum.h> (macros, no types) and declares
// the few functions it needs with opaque types of its own: Foundation on Linux carries its own
// ICU module (_FoundationICU), and a client importing both Foundation and a module that exposes
// the system's ICU types fails with "'UErrorCode' has different definitions in different
// modules". The declarations match ICU's C API (enums are passed as int, as the C ABI does).
#include <stdint.h>
#include <unicode/uvernum.h>

typedef struct ProtocellUBreakIterator ProtocellUBreakIterator;
typedef struct ProtocellUText ProtocellUText;

/// ICU's UBRK_LINE.
#define PROTOCELL_UBRK_LINE 2
/// ICU's UBRK_DONE.
#define PROTOCELL_UBRK_DONE ((int32_t)-1)

ProtocellUBreakIterator *U_ICU_ENTRY_POINT_RENAME(ubrk_open)(
  int type, const char *locale, const uint16_t *text, int32_t textLength, int *status);
void U_ICU_ENTRY_POINT_RENAME(ubrk_close)(ProtocellUBreakIterator *iterator);
void U_ICU_ENTRY_POINT_RENAME(ubrk_setUText)(ProtocellUBreakIterator *iterator, ProtocellUText *text, int *status);
int32_t U_ICU_ENTRY_POINT_RENAME(ubrk_first)(ProtocellUBreakIterator *iterator);
int32_t U_ICU_ENTRY_POINT_RENAME(ubrk_next)(ProtocellUBreakIterator *iterator);
ProtocellUText *U_ICU_ENTRY_POINT_RENAME(utext_openUTF8)(
  ProtocellUText *text, const char *bytes, int64_t length, int *status);
ProtocellUText *U_ICU_ENTRY_POINT_RENAME(utext_close)(ProtocellUText *text);
int U_ICU_ENTRY_POINT_RENAME(ubidi_getBaseDirection)(const uint16_t *text, int32_t length);

/// ICU's UBIDI_LTR and UBIDI_RTL (UBIDI_NEUTRAL, 3, for text without a strong character).
#define PROTOCELL_UBIDI_LTR 0
#define PROTOCELL_UBIDI_RTL 1

/// Opens a UAX #14 line-break iterator for `locale` (NULL: the root locale); `*status` > 0 on failure.
static inline ProtocellUBreakIterator *protocell_ubrk_open_line(const char *locale, int *status) {
  return U_ICU_ENTRY_POINT_RENAME(ubrk_open)(PROTOCELL_UBRK_LINE, locale, 0, 0, status);
}

/// Closes an iterator opened by protocell_ubrk_open_line.
static inline void protocell_ubrk_close(ProtocellUBreakIterator *iterator) {
  U_ICU_ENTRY_POINT_RENAME(ubrk_close)(iterator);
}

/// Points `iterator` at `text` (which must outlive the iteration).
static inline void protocell_ubrk_set_utext(ProtocellUBreakIterator *iterator, ProtocellUText *text, int *status) {
  U_ICU_ENTRY_POINT_RENAME(ubrk_setUText)(iterator, text, status);
}

/// Moves to the first boundary (0) and returns it.
static inline int32_t protocell_ubrk_first(ProtocellUBreakIterator *iterator) {
  return U_ICU_ENTRY_POINT_RENAME(ubrk_first)(iterator);
}

/// The next boundary after the current one, or PROTOCELL_UBRK_DONE.
static inline int32_t protocell_ubrk_next(ProtocellUBreakIterator *iterator) {
  return U_ICU_ENTRY_POINT_RENAME(ubrk_next)(iterator);
}

/// Opens (or, given `text`, reuses) a UText over `length` bytes of UTF-8; indexes are byte offsets.
static inline ProtocellUText *protocell_utext_open_utf8(ProtocellUText *text, const char *bytes, int64_t length, int *status) {
  return U_ICU_ENTRY_POINT_RENAME(utext_openUTF8)(text, bytes, length, status);
}

/// Closes a UText opened by protocell_utext_open_utf8.
static inline void protocell_utext_close(ProtocellUText *text) { U_ICU_ENTRY_POINT_RENAME(utext_close)(text); }

/// The direction of the first strong character of `length` UTF-16 units (Unicode's rules P2
/// and P3): PROTOCELL_UBIDI_LTR, PROTOCELL_UBIDI_RTL, or neutral (3) when there is none.
static inline int protocell_ubidi_base_direction(const uint16_t *text, int32_t length) {
  return U_ICU_ENTRY_POINT_RENAME(ubidi_getBaseDirection)(text, length);
}

#endif
