"""Whether the frames Interface Builder recorded for a cell are a layout of its own constraints.

A document records each view's frame as IB last laid it out. When constraints change and the
frames are not updated, IB flags the view `misplaced="YES"`, but not always: a frame can be left
where no layout of the document's constraints puts it, and UIKit never draws it there. This
module finds such cells: it evaluates each required vertical constraint of a cell (top, bottom,
centre and height, between views or against a constant) on the recorded frames and reports
those the frames break by more than `LIMIT` points.

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
    """The value of a vertical `attribute` of a (top, height) pair."""
    top, height = frame
    return {"top": top, "bottom": top + height, "centerY": top + height / 2,
            "height": height}[attribute]


def multiplier(text):
    """A constraint's multiplier: `0.5`, `1:2` and `1/2` alike."""
    for separator in (":", "/"):
        if separator in text:
            numerator, denominator = text.split(separator, 1)
            return float(numerator) / float(denominator)
    return float(text)


def vertical_frames(cell):
    """Each evaluable view's (top, height) in the content view's coordinates, by IB id."""
    content = content_view(cell)
    if content is None:
        return {}
    size = frame_of(content) or frame_of(cell)
    if size is None:
        return {}
    frames = {content.get("id"): (0.0, size[3])}

    def walk(view, top):
        subviews = view.find("subviews")
        if subviews is None:
            return
        for child in subviews:
            frame = frame_of(child)
            if frame is None:
                continue
            if not any(child.get(flag) == "YES" for flag in ("misplaced", "ambiguous", "hidden")):
                inset = BOTTOM_INSETS.get(child.tag, 0.0)
                frames[child.get("id")] = (top + frame[1], frame[3] - inset)
            walk(child, top + frame[1])

    walk(content, 0.0)
    return frames


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


def broken_constraints(cell):
    """The required vertical constraints of `cell` its recorded frames break by more than LIMIT.

    Returns a list of (constraint id, points by which the frames miss it), in document order.
    """
    frames = vertical_frames(cell)
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
            amount = miss(constraint, owner.get("id"), frames, excluded)
            if amount is not None and amount > LIMIT:
                broken.append((constraint.get("id"), amount))
    return broken


def miss(constraint, owner, frames, excluded):
    """Points by which the frames break `constraint` (held by view `owner`), or None when it
    is not evaluated."""
    if (float(constraint.get("priority", "1000")) < 1000
            or constraint.get("placeholder") == "YES" or constraint.get("id") in excluded):
        return None
    first_attribute = constraint.get("firstAttribute")
    second_attribute = constraint.get("secondAttribute")
    second = constraint.get("secondItem")
    first = constraint.get("firstItem") or owner
    if first_attribute not in VERTICAL or (second is not None and second_attribute not in VERTICAL):
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
