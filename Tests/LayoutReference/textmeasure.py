"""Text measurement for the layout reference: a UILabel's intrinsic size, from HarfBuzz.

Written from UILabel's documented behaviour (see README.md in this folder), not from Protocell's
TextMeasurement module:

- fonts are found with `fc-match FAMILY:weight=W` (`system` = DejaVu Sans);
- a line is as tall as the font's hhea ascender - descender + lineGap, scaled to the size
  (OS/2 typographic metrics when the font sets USE_TYPO_METRICS);
- lines break greedily at spaces; a word wider than the line breaks between characters;
  trailing spaces of a line that wraps do not count towards its width, those that end a
  paragraph do, up to the line width (a label padded with spaces is wider);
- `lineSpacing` is added between lines, not after the last;
- widths and heights round up to the device pixel (scale 2).
"""
import functools
import math
import subprocess

import uharfbuzz as hb
from fontTools.ttLib import TTFont

SYSTEM_FAMILY = "DejaVu Sans"
SCALE = 2.0

# UIFont.Weight -> fontconfig weight (fontconfig.h FC_WEIGHT_*).
FC_WEIGHTS = {
    "ultraLight": 40, "thin": 0, "light": 50, "regular": 80, "medium": 100,
    "semibold": 180, "bold": 200, "heavy": 205, "black": 210,
}


def ceil_px(value, scale=SCALE):
    """Round up to the device pixel, forgiving floating-point noise."""
    return math.ceil(value * scale - 1e-6) / scale


class Font:
    def __init__(self, path):
        self.path = path
        tt = TTFont(path, fontNumber=0, lazy=True)
        hhea, os2 = tt["hhea"], tt["OS/2"]
        if (os2.fsSelection & (1 << 7)) == 0 and (hhea.ascent or hhea.descent):
            asc, desc, gap = hhea.ascent, hhea.descent, hhea.lineGap
        else:
            asc, desc, gap = os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap
        self.upem = tt["head"].unitsPerEm
        self.ascender, self.descender, self.line_gap = asc, desc, gap
        blob = hb.Blob.from_file_path(path)
        self.hb_font = hb.Font(hb.Face(blob))
        self._widths = {}

    def advance(self, text):
        """The advance width of `text` in font units (shaped as one run)."""
        cached = self._widths.get(text)
        if cached is None:
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            hb.shape(self.hb_font, buf, {})
            cached = sum(p.x_advance for p in buf.glyph_positions)
            self._widths[text] = cached
        return cached


@functools.lru_cache(maxsize=None)
def font_for(family, weight):
    family = SYSTEM_FAMILY if family in ("system", "", None) else family
    pattern = f"{family}:weight={FC_WEIGHTS.get(weight, 80)}"
    path = subprocess.check_output(["fc-match", "-f", "%{file}", pattern], text=True).strip()
    return _font_at(path)


@functools.lru_cache(maxsize=None)
def _font_at(path):
    return Font(path)


class TextLayout:
    """Lines of a label's text at a width (None: unlimited)."""

    def __init__(self, lines, widths, size, font, line_spacing):
        self.lines = lines
        self.widths = widths
        k = size / font.upem
        self.ascender = font.ascender * k
        self.descender = -font.descender * k  # positive
        self.line_height = (font.ascender - font.descender + font.line_gap) * k
        self.line_spacing = line_spacing
        n = len(lines)
        self.text_height = n * self.line_height + max(0, n - 1) * line_spacing
        self.width = ceil_px(max(widths)) if widths else 0.0
        self.height = ceil_px(self.text_height)

    def first_baseline_offset(self, height):
        """Baseline below the label's top when the label is `height` tall (text centred)."""
        text_h = self.text_height if self.lines else self.line_height
        return (height - text_h) / 2 + self.ascender

    def last_baseline_offset(self, height):
        n = max(1, len(self.lines))
        text_h = self.text_height if self.lines else self.line_height
        return (height - text_h) / 2 + self.ascender + (n - 1) * (self.line_height + self.line_spacing)


def _break_paragraph(font, para, limit, k):
    """Greedy breaking at spaces; returns [(line_text, width_pt)]."""
    if limit is None:
        return [(para, font.advance(para) * k)]
    words = para.split(" ")
    lines = []
    current = ""
    for i, word in enumerate(words):
        piece = word if i == len(words) - 1 else word + " "
        candidate = current + piece
        if current and font.advance(candidate.rstrip(" ")) * k > limit + 1e-6:
            lines.append(current)
            current = piece
        else:
            current = candidate
        # a word wider than the line breaks between characters
        while font.advance(current.rstrip(" ")) * k > limit + 1e-6 and len(current.rstrip(" ")) > 1:
            cut = len(current.rstrip(" "))
            while cut > 1 and font.advance(current[:cut]) * k > limit + 1e-6:
                cut -= 1
            lines.append(current[:cut])
            current = current[cut:]
    if current or not lines:
        lines.append(current)
    widths = [font.advance(line.rstrip(" ")) * k for line in lines]
    widths[-1] = max(widths[-1], min(font.advance(lines[-1]) * k, limit))
    return list(zip(lines, widths))


def measure(text, family="system", weight="regular", size=17.0, number_of_lines=1,
            width=None, line_spacing=0.0):
    font = font_for(family, weight)
    k = size / font.upem
    if not text:
        return TextLayout([], [], size, font, line_spacing)
    paragraphs = text.split("\n")
    if paragraphs and paragraphs[-1] == "" and len(paragraphs) > 1:
        paragraphs.pop()  # a final line break does not start an empty line
    limit = width if number_of_lines != 1 else None
    out = []
    for para in paragraphs:
        out.extend(_break_paragraph(font, para, limit, k))
    if number_of_lines > 0:
        out = out[:number_of_lines]
    return TextLayout([t for t, _ in out], [w for _, w in out], size, font, line_spacing)
