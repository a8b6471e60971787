"""The class of each view the yardstick finds away from Interface Builder's frame.

Each view the yardstick (`../shared/tools/ib_frames.py`) compares and finds more than 0.5 pt
away from IB's recorded y or height is given the first class of `CLASSES` that fits it, read
from the document alone (never from Protocell's own diagnostics, so that the classes mean the
same whichever build laid the view out). Along the horizontal axis (x or width away, the
yardstick's horizontal figure), the first class of `HORIZONTAL_CLASSES` that fits it.
"""
import stale_frames

NOT_INSTALLED = "not installed"
NO_FRAME = "no frame"
STALE_CONTENT = "stale content view"
STALE = "stale frames"
DRAWN = "drawn by its own code"
SYMBOL = "SF Symbol"
MOVED = "moved by another view"
NAMED_FONT = "text height, named font"
SYSTEM_FONT = "text height, system font or text style"
TEXT_PLACE = "text placement"
OTHER = "other"

CLASSES = [
    (NOT_INSTALLED, "a view the document's default size class leaves out (`<variation "
                    "key=\"default\">` excludes it or a view holding it): UIKit never shows it, "
                    "and Protocell gives it no frame"),
    (NO_FRAME, "an installed view Protocell gave no frame: a bug"),
    (STALE_CONTENT, "its cell's content view is recorded more than a point shorter than the cell, "
                    "and the views it holds reach below it or (no accessory) its width is not "
                    "the cell's (stale_frames.content_view_is_stale): Xcode 6 and 7 left that "
                    "rect stale, IB drew the views in the cell's height less the separator, and "
                    "the yardstick lays them out at the rect's height"),
    (STALE, "the cell's recorded frames break one of its own required vertical constraints by "
            "more than a point (stale_frames.py): no layout of the document puts them there"),
    (DRAWN, "a custom class of label or button, or a view with inspectable values: IB drew it "
            "with the app's own code"),
    (SYMBOL, "an image view showing an SF Symbol, drawn from Apple's symbol data"),
    (MOVED, "its height agrees, and another view of its cell's does not"),
    (NAMED_FONT, "a label, button or text field in a named font whose height differs"),
    (SYSTEM_FONT, "a label, button or text field in the system font or a text style whose "
                  "height differs"),
    (TEXT_PLACE, "a label, button or text field or view whose height agrees in a cell whose "
                 "heights all agree: centring, baselines and rounding"),
    (OTHER, "anything else, by element"),
]

DESCRIPTIONS = dict(CLASSES)
"""Each vertical class's description, by name: the horizontal classes of the same name share it."""

TEXT_WIDTH = "text width"
TEXT_PLACE_H = "text placement, horizontal"

HORIZONTAL_CLASSES = [
    (NOT_INSTALLED, DESCRIPTIONS[NOT_INSTALLED]),
    (NO_FRAME, DESCRIPTIONS[NO_FRAME]),
    (STALE, "the cell's recorded frames break one of its own required horizontal constraints by "
            "more than a point (stale_frames.py): no layout of the document puts them there"),
    (DRAWN, DESCRIPTIONS[DRAWN]),
    (SYMBOL, DESCRIPTIONS[SYMBOL]),
    (MOVED, "its width agrees, and another view of its cell's does not"),
    (TEXT_WIDTH, "a label, button, text field or text view whose width differs: the stand-in "
                 "font's widths (FontStandIns.md) where the width is the text's"),
    (TEXT_PLACE_H, "a label, button, text field or text view whose width agrees in a cell whose "
                   "widths all agree: alignment and rounding"),
    (OTHER, "anything else, by element"),
]

AXES = {"vertical": (1, 3, CLASSES), "horizontal": (0, 2, HORIZONTAL_CLASSES)}
"""Each axis: the indices of its origin and length in a frame (x, y, width, height), and its
classes."""

TEXT_ELEMENTS = {"label", "button", "textField", "textView"}


def within(view, index):
    """Whether Protocell's coordinate `index` (1 for y, 3 for height) is within 0.5 pt of IB's."""
    ours = view["ours"]
    return ours is not None and ours[index] is not None and abs(ours[index] - view["ib"][index]) <= 0.5


def agrees(view, axis="vertical"):
    """Whether the yardstick counts `view` as placed along `axis`: y and height (or x and width)
    within 0.5 pt."""
    origin, length, _ = AXES[axis]
    return within(view, origin) and within(view, length)


def shows_symbol(image_view, symbols=frozenset()):
    """Whether an image view shows an SF Symbol: `catalog="system"` on the view (Xcode 11 and
    12), on its `<imageReference key="image">` (Xcode 13 and later), or an image named in
    `symbols`, the document's resources that say `catalog="system"`."""
    reference = next((child for child in image_view
                      if child.tag == "imageReference" and child.get("key") == "image"), None)
    name = image_view.get("image") or (reference.get("image") if reference is not None else None)
    return (image_view.get("catalog") == "system"
            or (reference is not None and reference.get("catalog") == "system")
            or (name is not None and name in symbols))


def symbol_names(root):
    """The names of the images a document's `<resources>` records as SF Symbols."""
    return {image.get("name") for resources in root.iter("resources")
            for image in resources.iter("image") if image.get("catalog") == "system"}


def classify(view, element, cell_views, stale, excluded=frozenset(), axis="vertical",
             stale_content=False, symbols=frozenset()):
    """The class of a view the yardstick counts as away from IB's frame.

    - view: the yardstick's record of it (`ib`, `ours`, `tag`).
    - element: its element in the document, or None.
    - cell_views: the records of every view of its cell.
    - stale: whether the cell's frames break its own constraints (stale_frames.py).
    - stale_content: whether the cell's content view's rect is stale
      (`stale_frames.content_view_is_stale`); a class of the vertical axis only.
    - excluded: the ids of the cell's views the default size class leaves out, with the views
      they hold (`excluded_views`).
    - axis: `vertical` (y and height, `CLASSES`) or `horizontal` (x and width,
      `HORIZONTAL_CLASSES`).
    - symbols: the names of the document's SF Symbol resources (`symbol_names`).
    Returns (class, detail): the detail names the element for OTHER, the font's kind for
    TEXT_WIDTH (`named font`, `system font or text style`), else is empty.
    """
    origin, length, _ = AXES[axis]
    if view["id"] in excluded:
        return NOT_INSTALLED, ""
    if view["ours"] is None or view["ours"][origin] is None or view["ours"][length] is None:
        return NO_FRAME, ""
    if stale_content and axis == "vertical":
        return STALE_CONTENT, ""
    if stale:
        return STALE, ""
    if element is not None and element.get("customClass") and (
            element.find("userDefinedRuntimeAttributes") is not None
            or element.tag in ("label", "button")):
        return DRAWN, ""
    if element is not None and element.tag == "imageView" and shows_symbol(element, symbols):
        return SYMBOL, ""
    length_agrees = within(view, length)
    if length_agrees and any(not within(other, length) for other in cell_views):
        return MOVED, ""
    font = element.find("fontDescription") if element is not None else None
    named = font is not None and font.get("name") is not None
    if view["tag"] in TEXT_ELEMENTS and axis == "horizontal":
        if length_agrees:
            return TEXT_PLACE_H, ""
        return TEXT_WIDTH, ("named font" if named else "system font or text style")
    if view["tag"] in TEXT_ELEMENTS:
        if not length_agrees:
            return (NAMED_FONT if named else SYSTEM_FONT), ""
        return TEXT_PLACE, ""
    return OTHER, view["tag"] or "?"


def cell_element(root, cell_key):
    """The cell the yardstick names `cell_key` (its reuse identifier or its IB id)."""
    for element in root.iter():
        if element.tag in ("tableViewCell", "collectionViewCell") and cell_key in (
                element.get("id"), element.get("reuseIdentifier")):
            return element
    return None


def excluded_views(cell, by_id):
    """The ids of the views of `cell` its default size class leaves out, and of every view they
    hold (`by_id`: the cell's elements by IB id)."""
    excluded = set()
    for reference in stale_frames.default_exclusions(cell, mask="subviews"):
        view = by_id.get(reference)
        if view is not None:
            excluded |= {inner.get("id") for inner in view.iter() if inner.get("id")}
    return excluded


def classify_cell(root, cell_key, cell_views, axis="vertical"):
    """(view, class, detail) for each view of one cell the yardstick counts as away along
    `axis`."""
    cell = cell_element(root, cell_key)
    stale = cell is not None and bool(stale_frames.broken_constraints(cell, axis))
    by_id = {element.get("id"): element for element in cell.iter()} if cell is not None else {}
    excluded = excluded_views(cell, by_id) if cell is not None else set()
    stale_content = cell is not None and stale_frames.content_view_is_stale(cell)
    symbols = symbol_names(root)
    return [(view, *classify(view, by_id.get(view["id"]), cell_views, stale, excluded, axis,
                             stale_content, symbols))
            for view in cell_views if not agrees(view, axis)]
