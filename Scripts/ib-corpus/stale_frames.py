"""Whether the frames Interface Builder recorded for a cell are a layout of its own constraints.

A document records each view's frame as IB last laid it out. When constraints change and the
frames are not updated, IB flags the view `misplaced="YES"`, but not always: a frame can be left
where no layout of the document's constraints puts it, and UIKit never draws it there. This
module finds such cells: it evaluates each required vertical constraint of a cell (top, bottom,
centre and height, between views or against a constant) on the recorded frames and reports
those the frames break by more than `LIMIT` points; or, along the horizontal axis, each
required leading, trailing, left, right, centre and width constraint.

What it cannot evaluate it leaves out rather than guess: margins and baselines (their values are
the layout's, not the document's), layout guides, views IB flags misplaced or ambiguous, hidden
views, and constraints at a priority below 1000, marked as placeholders (removed at build time),
or excluded by the document's default size class. Controls whose frame is larger than the
rectangle constraints place (UIKit's alignment insets: a slider's frame reaches 1 point below it,
a segmented control's 1 point) are evaluated on that rectangle.
"""

LIMIT = 1.0
"""Points by which a frame must break a constraint to count: more than the pixel rounding of
any canvas (a point at 1x)."""

VERTICAL = {"top", "bottom", "centerY", "height"}
"""The attributes evaluated: those that place a view vertically, in the content view's
coordinates."""

HORIZONTAL = {"leading", "trailing", "left", "right", "centerX", "width"}
"""The attributes evaluated along the horizontal axis: leading and trailing are left and right,
as the frames IB records are laid out left to right."""

AXES = {"vertical": (VERTICAL, 1), "horizontal": (HORIZONTAL, 0)}
"""Each axis: its attributes, and the index of its origin in a frame (x, y, width, height)."""

BOTTOM_INSETS = {"slider": 1.0, "segmentedControl": 1.0}
"""Points by which a control's recorded frame reaches below the rectangle its constraints place
(the alignment insets `InterfaceBuilderControlMetrics` gives)."""


def frame_of(element):
    """The `<rect key="frame">` of `element` as (x, y, width, height), or None."""
    rect = element.find("rect[@key='frame']")
    if rect is None:
        return None
    return tuple(float(rect.get(key, 0)) for key in ("x", "y", "width", "height"))


def content_view(cell):
    """The cell's content view element, or None."""
    return next((child for child in cell if child.get("key") == "contentView"), None)


def value(frame, attribute):
    """The value of an `attribute` of a (start, length) pair: (top, height) for a vertical
    attribute, (left, width) for a horizontal one."""
    start, length = frame
    if attribute in ("top", "leading", "left"):
        return start
    if attribute in ("bottom", "trailing", "right"):
        return start + length
    if attribute in ("centerY", "centerX"):
        return start + length / 2
    return length


def multiplier(text):
    """A constraint's multiplier: `0.5`, `1:2`, `1/2` and `50%` alike (Xcode saves a percentage as
    typed)."""
    if text.endswith("%"):
        return float(text[:-1]) / 100
    for separator in (":", "/"):
        if separator in text:
            numerator, denominator = text.split(separator, 1)
            return float(numerator) / float(denominator)
    return float(text)


def axis_frames(cell, axis):
    """Each evaluable view's (start, length) along `axis` (`vertical`: top and height;
    `horizontal`: left and width) in the content view's coordinates, by IB id."""
    content = content_view(cell)
    if content is None:
        return {}
    size = frame_of(content) or frame_of(cell)
    if size is None:
        return {}
    origin = AXES[axis][1]
    frames = {content.get("id"): (0.0, size[origin + 2])}
    for child, frame, start in framed_descendants(content, origin):
        if not any(child.get(flag) == "YES" for flag in ("misplaced", "ambiguous", "hidden")):
            inset = BOTTOM_INSETS.get(child.tag, 0.0) if axis == "vertical" else 0.0
            frames[child.get("id")] = (start + frame[origin], frame[origin + 2] - inset)
    return frames


def framed_descendants(view, origin):
    """(view, its recorded frame, its superview's start along the axis in `view`'s coordinates)
    for every view `view` holds that records a frame, depth first; `origin` is the index of the
    axis's origin in a frame (0 for x, 1 for y). A view without a frame is skipped with the
    views it holds."""
    def walk(parent, start):
        subviews = parent.find("subviews")
        if subviews is None:
            return
        for child in subviews:
            frame = frame_of(child)
            if frame is None:
                continue
            yield child, frame, start
            yield from walk(child, start + frame[origin])

    return walk(view, 0.0)


def content_view_is_stale(cell):
    """Whether the content view's recorded rect is stale beside its cell's: more than a point
    shorter than the cell's frame, and either the views it holds reach below it or, in a cell
    without an accessory (whose content view is as wide as the cell), its width is not the
    cell's.

    Xcode 6 and 7 saved a new table cell's content view as 320 x 43 and did not update that rect
    when the cell was resized; IB draws the content view filling the cell. The rule is the
    reader's (`InterfaceBuilderReader.shownContentHeight`), read from the document alone; the
    views' bottoms are those of every view with a recorded frame, flagged ones included.
    """
    content = content_view(cell)
    cell_frame = frame_of(cell)
    content_frame = frame_of(content) if content is not None else None
    if cell_frame is None or content_frame is None or cell_frame[3] - content_frame[3] <= 1:
        return False
    bottoms = [top + frame[1] + frame[3] for _, frame, top in framed_descendants(content, 1)]
    reach_below = bool(bottoms) and max(bottoms) > content_frame[3] + 0.5
    has_accessory = cell.get("accessoryType", "none") != "none"
    widths_disagree = not has_accessory and abs(cell_frame[2] - content_frame[2]) > 0.5
    return reach_below or widths_disagree


def default_exclusions(cell, mask=None):
    """The ids the document's default size class leaves out of `cell` (`<variation
    key="default">`): those of its `mask` (`constraints` or `subviews`), or of every mask."""
    excluded = set()
    for variation in cell.iter("variation"):
        if variation.get("key") != "default":
            continue
        for masked in variation.iter("mask"):
            if mask is None or masked.get("key") == mask:
                excluded |= {exclude.get("reference") for exclude in masked.iter("exclude")}
    return excluded


def broken_constraints(cell, axis="vertical"):
    """The required constraints along `axis` of `cell` its recorded frames break by more than
    LIMIT.

    Returns a list of (constraint id, points by which the frames miss it), in document order.
    """
    frames = axis_frames(cell, axis)
    content = content_view(cell)
    if content is None or not frames:
        return []
    excluded = default_exclusions(cell)
    broken = []
    for owner in content.iter():
        constraints = owner.find("constraints")
        if constraints is None or owner.get("id") is None:
            continue
        for constraint in constraints.findall("constraint"):
            amount = miss(constraint, owner.get("id"), frames, excluded, AXES[axis][0])
            if amount is not None and amount > LIMIT:
                broken.append((constraint.get("id"), amount))
    return broken


def miss(constraint, owner, frames, excluded, attributes=VERTICAL):
    """Points by which the frames break `constraint` (held by view `owner`), or None when it
    is not evaluated: not required, or not between two of `attributes` (an axis's)."""
    if (float(constraint.get("priority", "1000")) < 1000
            or constraint.get("placeholder") == "YES" or constraint.get("id") in excluded):
        return None
    first_attribute = constraint.get("firstAttribute")
    second_attribute = constraint.get("secondAttribute")
    second = constraint.get("secondItem")
    first = constraint.get("firstItem") or owner
    if first_attribute not in attributes or (
            second is not None and second_attribute not in attributes):
        return None
    if first not in frames or (second is not None and second not in frames):
        return None
    right = float(constraint.get("constant", "0"))
    if second is not None:
        right += multiplier(constraint.get("multiplier", "1")) * value(frames[second],
                                                                       second_attribute)
    difference = value(frames[first], first_attribute) - right
    relation = constraint.get("relation", "equal")
    if relation == "greaterThanOrEqual":
        return max(0.0, -difference)
    if relation == "lessThanOrEqual":
        return max(0.0, difference)
    return abs(difference)
