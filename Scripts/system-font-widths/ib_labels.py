"""The labels of Interface Builder documents whose recorded width is their text's own width.

A label qualifies when Auto Layout sizes it by its content on the horizontal axis, decided from
the document alone (never from a width measured here):

- one line (`numberOfLines` absent or 1), a plain `text` (no attributed string, no line break),
  the system font (`type="system"`, `boldSystem`, `italicSystem`, with `weight`) or a Dynamic Type
  style (at Large), no `adjustsFontSizeToFitWidth`;
- laid out by constraints (not `fixedFrame`, not flagged `misplaced` or `ambiguous`, in a cell
  or view whose recorded frame IB computed), with at least one horizontal position constraint;
- no width constraint of its own (constant, equal widths, aspect ratio), and no placeholder
  intrinsic width (`placeholderIntrinsicWidth`, IB's "Intrinsic Size: Placeholder": the canvas
  gives the label that width, not its text's);
- not held on both sides: no pair of horizontal equalities that fixes both edges (leading and
  trailing, or a centre and an edge) at a priority at or above its horizontal hugging priority,
  since those stretch or squeeze it whatever its text (at equal priorities, required hugging
  against required edges, IB's frame shows either);
- not an arranged subview of a stack view, except a vertical stack whose alignment is leading,
  trailing or center (which leaves each view its own width).

A label with one edge pinned and the other held by an inequality still qualifies: it keeps its
text's width unless the text is too long for the room, which the fit treats as an outlier.
"""
import xml.etree.ElementTree as ET

DEVICE_SCALES = {
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina6_1": 2,
    "retina5_5": 3, "retina5_9": 3, "retina6_0": 3, "retina6_12": 3, "retina6_5": 3,
    "retina6_7": 3, "retina6_72": 3, "retina6_3": 3, "retina6_9": 3, "appleTV": 1,
}

# Apple's Human Interface Guidelines, Dynamic Type sizes at the Large category (iOS).
TEXT_STYLES = {
    "UICTFontTextStyleLargeTitle": (34, 400), "UICTFontTextStyleTitle0": (34, 400),
    "UICTFontTextStyleTitle1": (28, 400), "UICTFontTextStyleTitle2": (22, 400),
    "UICTFontTextStyleTitle3": (20, 400), "UICTFontTextStyleHeadline": (17, 600),
    "UICTFontTextStyleBody": (17, 400), "UICTFontTextStyleCallout": (16, 400),
    "UICTFontTextStyleSubhead": (15, 400), "UICTFontTextStyleFootnote": (13, 400),
    "UICTFontTextStyleCaption1": (12, 400), "UICTFontTextStyleCaption2": (11, 400),
}

WEIGHTS = {
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
}

LEADING = {"leading", "left", "leadingMargin", "leftMargin"}
TRAILING = {"trailing", "right", "trailingMargin", "rightMargin"}
CENTER = {"centerX", "centerXWithinMargins"}
WIDTH = {"width"}


def document_scale(root):
    device = root.find(".//device")
    if device is None:
        return 2
    name = device.get("id", "")
    return DEVICE_SCALES.get(name, 2)


def tools_version(root):
    """The major tools version of the Xcode that saved the document (14460 for "14460.31"), 0
    when absent."""
    text = root.get("toolsVersion", "0").split(".")[0]
    return int(text) if text.isdigit() else 0


def font_of(label):
    """(size, weight, italic, kind) of a system or text-style font, or None for a named font."""
    description = next((c for c in label if c.get("key") == "fontDescription"), None)
    if description is None:
        return 17.0, 400, False, "default"
    style = description.get("style")
    if style is not None:
        if style not in TEXT_STYLES:
            return None
        size, weight = TEXT_STYLES[style]
        return float(size), weight, False, "style"
    kind = description.get("type")
    size = float(description.get("pointSize", 17))
    if kind == "boldSystem":
        return size, 700, False, kind
    if kind in ("system", "italicSystem"):
        weight = WEIGHTS.get(description.get("weight", "regular"))
        if weight is None:
            return None
        return size, weight, kind == "italicSystem", kind
    return None


def text_of(label):
    if label.find("attributedString") is not None:
        return None
    text = label.get("text")
    if text is None:
        element = next((c for c in label if c.tag == "string" and c.get("key") == "text"), None)
        text = element.text if element is not None else None
    if not text or "\n" in text or "\r" in text or "\u2028" in text:
        return None
    return text


def frame_width(view):
    rect = next((c for c in view if c.tag == "rect" and c.get("key") == "frame"), None)
    return None if rect is None else float(rect.get("width", 0))


def constraints_by_view(root, parents):
    """Every constraint, as (first id, first attribute, second id, second attribute, relation,
    priority), indexed by each view it names."""
    by_view = {}
    for holder in root.iter("constraints"):
        owner = parents.get(holder)
        owner_id = owner.get("id") if owner is not None else None
        for constraint in holder.iter("constraint"):
            first = constraint.get("firstItem", owner_id)
            second = constraint.get("secondItem")
            if second is None and constraint.get("secondAttribute") is not None:
                second = owner_id
            entry = (
                first, constraint.get("firstAttribute"), second,
                constraint.get("secondAttribute"), constraint.get("relation", "equal"),
                float(constraint.get("priority", 1000)))
            for view in {first, second}:
                if view is not None:
                    by_view.setdefault(view, []).append(entry)
    return by_view


def is_flagged(view, parents):
    """Whether IB flags `view` or a view it lies in misplaced or ambiguous: its recorded frame
    is not what the constraints give."""
    while view is not None:
        if view.get("misplaced") == "YES" or view.get("ambiguous") == "YES":
            return True
        view = parents.get(view)
    return False


def is_content_sized(label, parents, by_view):
    """Whether Auto Layout gives `label` its text's width (see the module's description)."""
    if label.get("fixedFrame") == "YES" or label.get("translatesAutoresizingMaskIntoConstraints") == "YES":
        return False
    if label.get("placeholderIntrinsicWidth") not in (None, "infinite"):
        return False
    hugging = float(label.get("horizontalHuggingPriority", 250))
    holder = parents.get(label)
    container = parents.get(holder) if holder is not None else None
    if container is not None and container.tag == "stackView":
        if container.get("axis") != "vertical":
            return False
        if container.get("alignment") not in ("leading", "trailing", "center", "centerX"):
            return False
    sides = set()
    positioned = container is not None and container.tag == "stackView"
    for first, first_attribute, second, second_attribute, relation, priority in by_view.get(
            label.get("id"), []):
        own = []
        if first == label.get("id"):
            own.append(first_attribute)
        if second == label.get("id"):
            own.append(second_attribute)
        for attribute in own:
            if attribute in WIDTH:
                return False
            side = ("leading" if attribute in LEADING else "trailing" if attribute in TRAILING
                    else "center" if attribute in CENTER else None)
            if side is None:
                continue
            positioned = True
            if relation == "equal" and priority >= hugging:
                sides.add(side)
    return positioned and len(sides) < 2


def labels(path):
    """The content-sized labels of one document: dicts of text, size, weight, italic, scale,
    width (IB's), font kind, IB object id and the document's tools version."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return []
    # Apple TV and Apple Watch documents draw their system fonts at other sizes (tvOS's are
    # twice as large, the watch's is SF Compact): their labels teach nothing about an iPhone's.
    if not root.get("type", "").startswith("com.apple.InterfaceBuilder3.CocoaTouch"):
        return []
    parents = {child: parent for parent in root.iter() for child in parent}
    by_view = constraints_by_view(root, parents)
    scale = document_scale(root)
    tools = tools_version(root)
    found = []
    for label in root.iter("label"):
        if label.get("adjustsFontSizeToFitWidth") == "YES":
            continue
        if label.get("numberOfLines", "1") != "1":
            continue
        if is_flagged(label, parents):
            continue
        text = text_of(label)
        font = font_of(label)
        width = frame_width(label)
        if text is None or font is None or width is None or width <= 0:
            continue
        if not is_content_sized(label, parents, by_view):
            continue
        size, weight, italic, kind = font
        found.append({
            "text": text, "size": size, "weight": weight, "italic": italic, "scale": scale,
            "width": width, "kind": kind, "id": label.get("id"), "file": path, "tools": tools,
        })
    return found
