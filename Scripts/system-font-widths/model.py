"""The width model of the iOS system font: a stand-in face's advances, scaled per optical size
and weight, with SF Pro's tracking for the size and per-character corrections.

An advance in ems is `scale[optical][weight] * standIn(glyph) + correction[character]
+ (tracking(size) / 1000 + trackingOffset[optical] + sizeTracking(size))`; kerning is the
stand-in's own. `sizeTracking` is fitted per whole point size from 8 to 40 (linear between them,
the nearest end's outside), shrunk toward Apple's table and toward its neighbours. Optical size
is "text" below 20 points, "display" from 20, as UIKit switches SF Pro Text to SF Pro Display.
"""
import functools
import math
import subprocess

import uharfbuzz as hb

# SF Pro's tracking by point size, in 1/1000 em: Apple's Human Interface Guidelines, Typography,
# "Tracking values" (iOS, iPadOS, visionOS: SF Pro). Sizes past the table keep its last value.
HIG_TRACKING = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20,
    17: -26, 18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8,
    27: 11, 28: 14, 29: 14, 30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10,
    38: 8, 39: 8, 40: 6, 41: 6, 42: 5, 43: 4, 44: 4, 45: 3, 46: 3, 47: 2, 48: 2, 49: 1,
    50: 1, 51: 0, 52: 0, 53: 0, 54: 0, 55: 0, 56: 0, 57: 0, 58: 0, 59: 0, 60: 0,
}

FONTCONFIG_WEIGHTS = {
    100: "extralight", 200: "extralight", 300: "light", 400: "regular", 500: "medium",
    600: "semibold", 700: "bold", 800: "extrabold", 900: "black",
}


def tracking(size):
    """SF Pro's tracking at `size` points, in 1/1000 em (linear between table sizes)."""
    sizes = sorted(HIG_TRACKING)
    if size <= sizes[0]:
        return HIG_TRACKING[sizes[0]]
    if size >= sizes[-1]:
        return HIG_TRACKING[sizes[-1]]
    low = math.floor(size)
    if low == size:
        return HIG_TRACKING[low]
    high = low + 1
    return HIG_TRACKING[low] + (HIG_TRACKING[high] - HIG_TRACKING[low]) * (size - low)


# The whole point sizes given a tracking offset of their own.
FITTED_SIZES = range(8, 41)


def size_weights(size):
    """[(whole size, weight)] whose fitted offsets make up the offset at `size`: linear between
    whole sizes, the nearest end's value outside FITTED_SIZES."""
    clamped = min(max(size, FITTED_SIZES[0]), FITTED_SIZES[-1])
    low = math.floor(clamped)
    fraction = clamped - low
    return [(low, 1.0)] if fraction == 0 else [(low, 1 - fraction), (low + 1, fraction)]


def size_tracking(offsets, size):
    """The fitted tracking offset at `size`, in ems, as SystemFontWidthModel reads its table
    (offsets: whole size -> ems): linear between whole sizes, the smallest listed size's value
    below it and the largest's above, an unlisted size between them 0."""
    if not offsets:
        return 0.0
    clamped = min(max(size, min(offsets)), max(offsets))
    low = math.floor(clamped)
    fraction = clamped - low
    below = offsets.get(low, 0.0)
    return below if fraction == 0 else below * (1 - fraction) + offsets.get(low + 1, 0.0) * fraction


def optical(size):
    return "display" if size >= 20 else "text"


@functools.lru_cache(maxsize=None)
def font_file(family, weight, italic):
    pattern = f"{family}:weight={FONTCONFIG_WEIGHTS.get(weight, 'regular')}"
    if italic:
        pattern += ":slant=italic"
    result = subprocess.run(["fc-match", "-f", "%{file}|%{family}", pattern],
                            capture_output=True, text=True, check=True).stdout
    path, families = result.split("|", 1)
    if family.lower().replace(" ", "") not in [f.lower().replace(" ", "") for f in families.split(",")]:
        return None
    return path


@functools.lru_cache(maxsize=None)
def hb_font(path):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob)
    font = hb.Font(face)
    return font, face.upem


def is_latin(text):
    """Latin, Greek, Cyrillic, digits and common punctuation: characters SF Pro itself draws."""
    return all(ord(c) < 0x530 or 0x2000 <= ord(c) <= 0x20CF or 0x2100 <= ord(c) <= 0x214F
               for c in text)


def shape(text, path):
    """[(character, nominal advance, kerning)] in ems per glyph, or None if the face lacks a
    character."""
    font, upem = hb_font(path)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font, buffer)
    glyphs = []
    for info, position in zip(buffer.glyph_infos, buffer.glyph_positions):
        if info.codepoint == 0:
            return None
        nominal = font.get_glyph_h_advance(info.codepoint)
        character = text.encode("utf-8")[info.cluster:].decode("utf-8", "ignore")[:1]
        glyphs.append((character, nominal / upem, (position.x_advance - nominal) / upem))
    return glyphs


def stand_in_family(parameters, size):
    families = parameters["standIn"]
    return families.get(optical(size), families["text"])


def predict(parameters, label, glyphs):
    """The width in points of `label` shaped as `glyphs`, unrounded."""
    size = label["size"]
    group = parameters["optical"][optical(size)]
    scale = group["scale"].get(str(label["weight"]), group["scale"]["400"])
    track = (tracking(size) / 1000 + group["trackingOffset"]
             + size_tracking(parameters.get("sizeTracking", {}), size))
    corrections = parameters["corrections"]
    total = 0.0
    for character, nominal, kerning in glyphs:
        total += scale * nominal + corrections.get(character, 0.0) + track + kerning
    return total * size


def rounded(width, scale):
    """`width` rounded up to the device pixel, as UILabel rounds its size."""
    return math.ceil(width * scale - 1e-6) / scale
