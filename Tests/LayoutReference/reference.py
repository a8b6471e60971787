#!/usr/bin/env python3
"""An independent reference for Protocell's layout semantics.

Reads a Protocell template file, a row (JSON object) and a width; builds the Auto Layout system
UIKit would build for the cell (explicit constraints, intrinsic-size hugging and compression
resistance, UIStackView's generated constraints, the margins guide, the content view's required
width and its height minimised at fittingSizeLevel) and solves it exactly, priority level by
priority level, with HiGHS (scipy.optimize.linprog). Every rule and its source: README.md here.

    python3 Tests/LayoutReference/reference.py Templates/Feed.xml --id TextPost \
        --row '{"author": "Ada", "body": "Hello"}' [--width 375]

Prints JSON: {"height", "frames": {id: {"x","y","width","height","hidden"}}, "ambiguous", ...}.
Frames are in content-view coordinates.
"""
import argparse
import json
import math
import random
import re
import sys
import xml.etree.ElementTree as ET

import numpy as np
from scipy.optimize import linprog

import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import textmeasure  # noqa: E402

REQUIRED = 1000.0
FITTING = 50.0
PRIORITY_NAMES = {"required": 1000, "high": 750, "defaultHigh": 750, "low": 250, "defaultLow": 250,
                  "fittingSize": 50, "fittingSizeLevel": 50}

# ---------------------------------------------------------------------------------------------
# The template model


class View:
    def __init__(self, kind, attrs, parent):
        self.kind = kind
        self.id = attrs["id"]
        self.attrs = attrs
        self.parent = parent
        self.children = []
        label_or_image = kind in ("label", "image")
        self.hidden = attrs.get("hidden") == "true"
        self.hug = (float(attrs.get("horizontalHugging", 251 if label_or_image else 250)),
                    float(attrs.get("verticalHugging", 251 if label_or_image else 250)))
        self.compress = (float(attrs.get("horizontalCompressionResistance", 750)),
                         float(attrs.get("verticalCompressionResistance", 750)))
        self.intrinsic_override = (_num(attrs.get("intrinsicWidth")), _num(attrs.get("intrinsicHeight")))
        self.bind = attrs.get("bind")
        self.hide_when_empty = attrs.get("hideWhenEmpty") == "true"
        # label
        self.text = attrs.get("text", "")
        self.font_family = attrs.get("fontFamily", "system")
        self.font_weight = attrs.get("fontWeight", "regular")
        self.font_size = float(attrs.get("fontSize", 17))
        self.number_of_lines = int(attrs.get("numberOfLines", 1))
        self.line_spacing = float(attrs.get("lineSpacing", 0))
        # image
        iw, ih = _num(attrs.get("imageWidth")), _num(attrs.get("imageHeight"))
        self.image = (iw, ih) if iw is not None and ih is not None else None
        # stack
        self.axis = attrs.get("axis", "horizontal")
        self.spacing = float(attrs.get("spacing", 0))
        self.alignment = attrs.get("alignment", "fill")
        self.distribution = attrs.get("distribution", "fill")


def _num(value):
    return None if value is None else float(value)


class Cell:
    def __init__(self, element):
        self.reuse_identifier = element.get("reuseIdentifier")
        self.width = float(element.get("width", 375))
        self.margins = dict(top=8.0, leading=8.0, bottom=8.0, trailing=8.0)
        self.views = []  # top-level subviews of the content view
        self.all_views = {}
        self.constraints = []  # text of each <constraint>
        for child in element:
            tag = child.tag
            if tag == "margins":
                for k in self.margins:
                    if child.get(k) is not None:
                        self.margins[k] = float(child.get(k))
            elif tag in ("view", "label", "image", "stack"):
                self.views.append(self._view(child, None))
            elif tag == "constraints":
                for c in child:
                    if c.tag == "constraint":
                        self.constraints.append("".join(c.itertext()).strip())

    def _view(self, element, parent):
        v = View(element.tag, dict(element.attrib), parent)
        self.all_views[v.id] = v
        for child in element:
            if child.tag in ("view", "label", "image", "stack"):
                v.children.append(self._view(child, v))
        return v


def load_cells(path):
    root = ET.parse(path).getroot()
    return {c.get("reuseIdentifier"): Cell(c) for c in root if c.tag == "cell"}


# ---------------------------------------------------------------------------------------------
# The constraint grammar (TemplateLanguage.md, "Constraints")

_TOKEN = re.compile(r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?P<rel>==|<=|>=|≤|≥)"
                    r"|(?P<anchor>[A-Za-z_][A-Za-z_0-9]*\.[A-Za-z]+)|(?P<op>[*/+\-−×@])"
                    r"|(?P<name>[A-Za-z]+))")


def parse_constraint(text):
    """-> (item, attr, relation, item2|None, attr2|None, multiplier, constant, priority)."""
    text = re.sub(r"<!--.*?-->", "", text)
    tokens = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError(f"cannot parse constraint {text!r} at {pos}")
        pos = m.end()
        kind = m.lastgroup
        value = m.group(kind)
        if kind == "op":
            value = {"−": "-", "×": "*"}.get(value, value)
        tokens.append((kind, value))
    priority = REQUIRED
    if ("op", "@") in tokens:
        at = tokens.index(("op", "@"))
        kind, value = tokens[at + 1]
        priority = float(value) if kind == "num" else float(PRIORITY_NAMES[value])
        tokens = tokens[:at]
    (k0, lhs), (k1, rel) = tokens[0], tokens[1]
    assert k0 == "anchor" and k1 == "rel", text
    rel = {"≤": "<=", "≥": ">="}.get(rel, rel)
    item, attr = lhs.split(".")
    rest = tokens[2:]
    item2 = attr2 = None
    mult, const = 1.0, 0.0
    i = 0
    if rest[0][0] == "anchor":
        item2, attr2 = rest[0][1].split(".")
        i = 1
        if i < len(rest) and rest[i] in (("op", "*"), ("op", "/")):
            n = float(rest[i + 1][1])
            mult = n if rest[i][1] == "*" else 1.0 / n
            i += 2
    elif rest[0][0] == "num" and len(rest) > 2 and rest[1] == ("op", "*") and rest[2][0] == "anchor":
        mult = float(rest[0][1])
        item2, attr2 = rest[2][1].split(".")
        i = 3
    else:
        sign = 1.0
        if rest[0] == ("op", "-"):
            sign, i = -1.0, 1
        const = sign * float(rest[i][1])
        i += 1
    while i < len(rest):
        op, num = rest[i][1], float(rest[i + 1][1])
        const += num if op == "+" else -num
        i += 2
    return item, attr, rel, item2, attr2, mult, const, priority


# ---------------------------------------------------------------------------------------------
# Linear expressions over the layout variables


class Expr:
    __slots__ = ("terms", "const")

    def __init__(self, terms=None, const=0.0):
        self.terms = dict(terms or {})
        self.const = const

    def __add__(self, other):
        if not isinstance(other, Expr):
            return Expr(self.terms, self.const + other)
        t = dict(self.terms)
        for k, v in other.terms.items():
            t[k] = t.get(k, 0.0) + v
        return Expr(t, self.const + other.const)

    __radd__ = __add__

    def __mul__(self, k):
        return Expr({v: c * k for v, c in self.terms.items()}, self.const * k)

    __rmul__ = __mul__

    def __sub__(self, other):
        return self + (other * -1.0 if isinstance(other, Expr) else -other)

    def __neg__(self):
        return self * -1.0


class System:
    def __init__(self):
        self.names = []
        self.index = {}
        self.rows = []  # (expr, relation, priority, origin)

    def var(self, name):
        if name not in self.index:
            self.index[name] = len(self.names)
            self.names.append(name)
        return Expr({self.index[name]: 1.0})

    def add(self, lhs, rel, rhs, priority=REQUIRED, origin=""):
        rhs = rhs if isinstance(rhs, Expr) else Expr(const=rhs)
        self.rows.append((lhs - rhs, rel, float(priority), origin))


# ---------------------------------------------------------------------------------------------
# The layout


class LayoutError(Exception):
    pass


def row_value(row, key):
    if row is None or key is None:
        return None
    return row.get(key)


def is_empty(value):
    return value is None or value == "" or value == {} or value == []


class Layout:
    """One cell laid out for one row at one width."""

    def __init__(self, cell, row, width, scale=2.0):
        self.cell = cell
        self.row = row or {}
        self.width = width if width is not None else cell.width
        self.scale = scale
        # The content view's height when the fitting height is zero: UITableView then gives the
        # row its default height and lays the cell out at it (set by solve()).
        self.collapsed_height = None
        self.hidden = {}
        self.text = {}
        self.image = {}
        for v in cell.all_views.values():
            hidden = v.hidden
            if v.bind is not None:
                value = row_value(self.row, v.bind)
                if v.hide_when_empty and is_empty(value):
                    hidden = True
                if v.kind == "label":
                    self.text[v.id] = "" if value is None else (value if isinstance(value, str) else json.dumps(value))
                elif v.kind == "image":
                    if isinstance(value, dict) and "width" in value and "height" in value:
                        self.image[v.id] = (float(value["width"]), float(value["height"]))
                    else:
                        self.image[v.id] = None
            else:
                if v.kind == "label":
                    self.text[v.id] = v.text
                elif v.kind == "image":
                    self.image[v.id] = v.image
            self.hidden[v.id] = hidden
        # text layouts of labels: measured at unlimited width first (UIKit's first pass)
        self.measure_width = {}
        self.text_layout = {}
        for v in cell.all_views.values():
            if v.kind == "label":
                self.measure_width[v.id] = None
                self.text_layout[v.id] = self._measure(v, None)

    def _measure(self, v, width):
        return textmeasure.measure(self.text[v.id], v.font_family, v.font_weight, v.font_size,
                                   v.number_of_lines, width, v.line_spacing)

    def intrinsic(self, v):
        """(width|None, height|None): UIView.noIntrinsicMetric is None."""
        iw, ih = None, None
        if v.kind == "label":
            tl = self.text_layout[v.id]
            iw, ih = tl.width, tl.height
        elif v.kind == "image":
            img = self.image[v.id]
            # UIImageView without an image: a zero intrinsic size (see README, "Images")
            iw, ih = img if img is not None else (0.0, 0.0)
        ow, oh = v.intrinsic_override
        return (ow if ow is not None else iw, oh if oh is not None else ih)

    # -- building the system ----------------------------------------------------------------

    def anchor(self, s, item, attr):
        if item == "superview":
            x, y, w, h = Expr(), Expr(), s.var("content.w"), s.var("content.h")
        elif item == "margins":
            m = self.cell.margins
            x = Expr(const=m["leading"])
            y = Expr(const=m["top"])
            w = s.var("content.w") - (m["leading"] + m["trailing"])
            h = s.var("content.h") - (m["top"] + m["bottom"])
        else:
            v = self.cell.all_views[item]
            x, y, w, h = (s.var(f"{item}.{a}") for a in "xywh")
            if attr in ("firstBaseline", "lastBaseline"):
                return self.baseline(s, v, attr)
        return {"leading": x, "left": x, "trailing": x + w, "right": x + w, "centerX": x + w * 0.5,
                "width": w, "top": y, "bottom": y + h, "centerY": y + h * 0.5, "height": h}[attr]

    def baseline(self, s, v, attr):
        y, h = s.var(f"{v.id}.y"), s.var(f"{v.id}.h")
        if v.kind == "label":
            tl = self.text_layout[v.id]
            # At its own height H0 the text is centred: offset = (H0 - textHeight)/2 + ascender
            # (+ lines above). At any height the first baseline keeps that offset from the top,
            # the last its distance from the bottom (see README, "Label baselines").
            n = max(1, len(tl.lines))
            text_h = tl.text_height if tl.lines else tl.line_height
            above = (n - 1) * (tl.line_height + tl.line_spacing) if attr == "lastBaseline" else 0.0
            offset = (tl.height - text_h) / 2 + tl.ascender + above
            return y + offset if attr == "firstBaseline" else y + h - (tl.height - offset)
        if v.kind == "stack" and v.axis == "vertical":
            visible = [c for c in v.children if not self.hidden[c.id]]
            if visible:
                return self.baseline(s, visible[0] if attr == "firstBaseline" else visible[-1], attr)
        return y + h  # views without text: their bottom

    def build(self):
        s = System()
        cw, ch = s.var("content.w"), s.var("content.h")
        s.add(cw, "==", self.width, REQUIRED, "content width (required fitting)")
        s.add(ch, "==", 0.0, FITTING, "content height (fittingSizeLevel)")
        if self.collapsed_height is not None:
            s.add(ch, "==", self.collapsed_height, REQUIRED, "default row height (collapsed cell)")
        for text in self.cell.constraints:
            item, attr, rel, item2, attr2, mult, const, prio = parse_constraint(text)
            lhs = self.anchor(s, item, attr)
            rhs = (self.anchor(s, item2, attr2) * mult if item2 else Expr()) + const
            s.add(lhs, rel, rhs, prio, text)
        for v in self.cell.all_views.values():
            iw, ih = self.intrinsic(v)
            for size, var, hug, comp, axis in ((iw, "w", v.hug[0], v.compress[0], "H"),
                                               (ih, "h", v.hug[1], v.compress[1], "V")):
                if size is None:
                    continue
                x = s.var(f"{v.id}.{var}")
                s.add(x, "<=", size, hug, f"{v.id} hugging {axis}")
                s.add(x, ">=", size, comp, f"{v.id} compression {axis}")
            if v.kind == "stack":
                self.stack_constraints(s, v)
        return s

    def stack_constraints(self, s, st):
        horizontal = st.axis == "horizontal"
        items = st.children
        if not items:
            return
        visible = [c for c in items if not self.hidden[c.id]]
        sid = st.id
        X = lambda v, a: s.var(f"{v}.{a}")  # noqa: E731
        # along the axis: L (leading/top) and S (length); across: A (top/leading), B (length)
        L = lambda v: X(v, "x" if horizontal else "y")  # noqa: E731
        S = lambda v: X(v, "w" if horizontal else "h")  # noqa: E731
        A = lambda v: X(v, "y" if horizontal else "x")  # noqa: E731
        B = lambda v: X(v, "h" if horizontal else "w")  # noqa: E731
        T = lambda v: L(v) + S(v)  # noqa: E731
        spacing, dist = st.spacing, st.distribution
        # UISV-canvas-connection (along the axis), to the first and last visible views
        if visible:
            s.add(L(sid), "==", L(visible[0].id), REQUIRED, f"{sid} UISV-canvas-connection")
            s.add(T(visible[-1].id), "==", T(sid), REQUIRED, f"{sid} UISV-canvas-connection")
        else:
            s.add(S(sid), "==", 0.0, 51.0, f"{sid} all arranged views hidden")
            s.add(L(items[0].id), "==", L(sid), REQUIRED, f"{sid} hidden position")
        # UISV-spacing between every adjacent pair; a hidden neighbour takes half the spacing
        weak = dist in ("equalSpacing", "equalCentering")
        for prev, cur in zip(items, items[1:]):
            if visible and (cur is visible[0] or prev is visible[-1]):
                gap = 0.0
            else:
                hidden_count = sum(1 for v in (prev, cur) if self.hidden[v.id])
                gap = spacing - spacing / 2.0 * hidden_count
            if not visible:
                gap = 0.0
            rel = ">=" if weak else "=="
            s.add(L(cur.id), rel, T(prev.id) + gap, REQUIRED, f"{sid} UISV-spacing")
        # UISV-hiding
        for v in items:
            if self.hidden[v.id]:
                s.add(S(v.id), "==", 0.0, REQUIRED, f"{v.id} UISV-hiding")
        # distribution
        if dist == "fillEqually" and len(visible) > 1:
            for v in visible[1:]:
                s.add(S(v.id), "==", S(visible[0].id), REQUIRED, f"{sid} UISV-fill-equally")
        elif dist == "fillProportionally" and visible:
            sizes = {}
            for v in visible:
                iw, ih = self.intrinsic(v)
                size = iw if horizontal else ih
                if size is not None and size > 0:
                    sizes[v.id] = size
            if not sizes:
                for v in visible[1:]:
                    s.add(S(v.id), "==", S(visible[0].id), REQUIRED, f"{sid} UISV-fill-equally")
            else:
                total = sum(sizes.values()) + spacing * (len(visible) - 1)
                single = len(sizes) == 1 and (len(visible) == 1 or spacing == 0)
                prio = REQUIRED if single else 999.0
                for v in visible:
                    if v.id in sizes:
                        s.add(S(v.id), "==", S(sid) * (sizes[v.id] / total), prio,
                              f"{sid} UISV-fill-proportionally")
                        if not single:
                            prio -= 1.0
                    else:
                        s.add(S(v.id), "==", 0.0, REQUIRED, f"{sid} UISV-fill-proportionally")
        elif weak and len(visible) > 1:
            gaps = []
            for i, (prev, cur) in enumerate(zip(visible, visible[1:])):
                g = s.var(f"{sid}.gap{i}")
                if dist == "equalSpacing":
                    s.add(g, "==", L(cur.id) - T(prev.id), REQUIRED, f"{sid} UISV-distributing-edge")
                else:
                    s.add(g, "==", (L(cur.id) + S(cur.id) * 0.5) - (L(prev.id) + S(prev.id) * 0.5),
                          REQUIRED, f"{sid} UISV-distributing-edge")
                gaps.append(g)
            prio = REQUIRED if dist == "equalSpacing" else 149.0
            for g in gaps[1:]:
                s.add(g, "==", gaps[0], prio, f"{sid} UISV-fill-equally (gaps)")
        if weak and visible:
            s.add(S(sid), "==", 0.0, 49.0, f"{sid} UISV-canvas-fit")
        # alignment, across the axis: visible arranged views only (hidden ones leave the layout)
        items = visible
        if not items:
            s.add(B(sid), "==", 0.0, 51.0, f"{sid} all arranged views hidden")
            return
        al = st.alignment
        first = items[0]
        Bend = lambda v: A(v) + B(v)  # noqa: E731
        if al == "fill":
            for v in items:
                s.add(A(v.id), "==", A(sid), REQUIRED, f"{sid} UISV-alignment")
                s.add(Bend(v.id), "==", Bend(sid), REQUIRED, f"{sid} UISV-alignment")
            return
        if al in ("leading", "trailing", "center"):
            # the spanning guide: [sp0, sp1] across the axis
            sp0, sp1 = s.var(f"{sid}.span0"), s.var(f"{sid}.span1")
            s.add(sp1 - sp0, "==", 0.0, 51.0, f"{sid} UISV-spanning-fit")
            s.add(sp0, "==", A(sid), REQUIRED, f"{sid} UISV-canvas-connection")
            s.add(sp1, "==", Bend(sid), REQUIRED, f"{sid} UISV-canvas-connection")
            for v in items:
                if al == "leading":
                    s.add(A(v.id), "==", sp0, 999.5, f"{sid} UISV-spanning-boundary")
                else:
                    s.add(A(v.id), ">=", sp0, REQUIRED, f"{sid} UISV-spanning-boundary")
                if al == "trailing":
                    s.add(Bend(v.id), "==", sp1, 999.5, f"{sid} UISV-spanning-boundary")
                else:
                    s.add(Bend(v.id), "<=", sp1, REQUIRED, f"{sid} UISV-spanning-boundary")
            if al == "leading":
                s.add(A(first.id), "==", A(sid), REQUIRED, f"{sid} UISV-canvas-connection")
                for v in items[1:]:
                    s.add(A(v.id), "==", A(first.id), REQUIRED, f"{sid} UISV-alignment")
            elif al == "trailing":
                s.add(Bend(first.id), "==", Bend(sid), REQUIRED, f"{sid} UISV-canvas-connection")
                for v in items[1:]:
                    s.add(Bend(v.id), "==", Bend(first.id), REQUIRED, f"{sid} UISV-alignment")
            else:
                c = lambda v: A(v) + B(v) * 0.5  # noqa: E731
                s.add(c(first.id), "==", c(sid), REQUIRED, f"{sid} UISV-canvas-connection")
                for v in items[1:]:
                    s.add(c(v.id), "==", c(first.id), REQUIRED, f"{sid} UISV-alignment")
        else:  # firstBaseline / lastBaseline (horizontal stacks)
            attr = al
            base = lambda v: self.baseline(s, self.cell.all_views[v], attr)  # noqa: E731
            for v in items[1:]:
                s.add(base(v.id), "==", base(first.id), REQUIRED, f"{sid} UISV-alignment")
            # Only the first view bounds the stack on its baseline's side (top for first
            # baselines): rdar://32291130 and useyourloaf.com "Stack View Baseline Alignment
            # Issue" (the dump shows `stackView.top <= label.top` for the first label alone).
            if al == "firstBaseline":
                s.add(A(sid), "<=", A(first.id), REQUIRED, f"{sid} UISV-canvas-connection")
            else:
                s.add(Bend(first.id), "<=", Bend(sid), REQUIRED, f"{sid} UISV-canvas-connection")
            if len(items) > 1:
                # the spanning guide shares the stack's other edge and has a free one
                free = s.var(f"{sid}.span")
                if al == "firstBaseline":
                    s.add(Bend(sid) - free, "==", 0.0, 51.0, f"{sid} UISV-spanning-fit")
                else:
                    s.add(free - A(sid), "==", 0.0, 51.0, f"{sid} UISV-spanning-fit")
                for v in items:
                    if al == "firstBaseline":
                        s.add(A(v.id), ">=", free, REQUIRED, f"{sid} UISV-spanning-boundary")
                        s.add(Bend(v.id), "<=", Bend(sid), REQUIRED, f"{sid} UISV-spanning-boundary")
                    else:
                        s.add(A(v.id), ">=", A(sid), REQUIRED, f"{sid} UISV-spanning-boundary")
                        s.add(Bend(v.id), "<=", free, REQUIRED, f"{sid} UISV-spanning-boundary")
            elif al == "firstBaseline":
                s.add(Bend(first.id), "<=", Bend(sid), REQUIRED, f"{sid} UISV-canvas-connection")
            else:
                s.add(A(sid), "<=", A(first.id), REQUIRED, f"{sid} UISV-canvas-connection")
            s.add(B(sid), "==", 0.0, 49.0, f"{sid} UISV-canvas-fit")
        for v in items:
            s.add(B(v.id), "==", 0.0, 25.0, f"{v.id} UISV-ambiguity-suppression")

    # -- solving ------------------------------------------------------------------------------

    def solve_system(self, s, check_ambiguity=True):
        for vid in self.cell.all_views:  # every view has a frame, even if unconstrained
            for a in "xywh":
                s.var(f"{vid}.{a}")
        n = len(s.names)
        levels = sorted({p for _, _, p, _ in s.rows if p < REQUIRED}, reverse=True)
        # columns: n layout vars (free), then slacks (>= 0)
        slack_of = []  # (row index, level, sign)
        eq_rows, eq_b, ub_rows, ub_b = [], [], [], []
        slack_level = []
        for expr, rel, prio, origin in s.rows:
            coeffs = dict(expr.terms)
            b = -expr.const
            if prio >= REQUIRED:
                if rel == "==":
                    eq_rows.append(coeffs), eq_b.append(b)
                elif rel == "<=":
                    ub_rows.append(coeffs), ub_b.append(b)
                else:
                    ub_rows.append({k: -c for k, c in coeffs.items()}), ub_b.append(-b)
                continue
            if rel == "==":
                sp, sm = n + len(slack_level), n + len(slack_level) + 1
                slack_level += [prio, prio]
                c = dict(coeffs)
                c[sp], c[sm] = -1.0, 1.0
                eq_rows.append(c), eq_b.append(b)
            elif rel == "<=":
                sv = n + len(slack_level)
                slack_level.append(prio)
                c = dict(coeffs)
                c[sv] = -1.0
                ub_rows.append(c), ub_b.append(b)
            else:
                sv = n + len(slack_level)
                slack_level.append(prio)
                c = {k: -v for k, v in coeffs.items()}
                c[sv] = -1.0
                ub_rows.append(c), ub_b.append(-b)
        total = n + len(slack_level)

        def dense(rows):
            m = np.zeros((len(rows), total))
            for i, r in enumerate(rows):
                for k, c in r.items():
                    m[i, k] += c
            return m

        A_eq, b_eq = dense(eq_rows), np.array(eq_b)
        A_ub, b_ub = dense(ub_rows), np.array(ub_b)
        bounds = [(None, None)] * n + [(0, None)] * len(slack_level)
        slack_level = np.array(slack_level)
        x = None
        for level in levels:
            cost = np.zeros(total)
            cost[n:][slack_level == level] = 1.0
            res = linprog(cost, A_ub=A_ub if len(ub_rows) else None, b_ub=b_ub if len(ub_rows) else None,
                          A_eq=A_eq if len(eq_rows) else None, b_eq=b_eq if len(eq_rows) else None,
                          bounds=bounds, method="highs")
            if res.status == 2:
                raise LayoutError("required constraints are unsatisfiable")
            if res.status == 3:
                raise LayoutError(f"unbounded at priority {level}")
            if res.status != 0:
                raise LayoutError(f"solver status {res.status}: {res.message}")
            x = res.x
            best = max(0.0, res.fun)
            A_ub = np.vstack([A_ub, cost[None, :]]) if len(ub_rows) else cost[None, :]
            b_ub = np.append(b_ub if len(ub_rows) else np.zeros(0), best + 1e-6 * max(1.0, best))
            ub_rows.append(None)
        ambiguous = False
        if x is None or check_ambiguity:
            rng = random.Random(12345)
            frame_cols = [s.index[f"{vid}.{a}"] for vid in self.cell.all_views for a in "xywh"
                          if not self.effectively_hidden(vid)]
            frame_cols.append(s.index["content.h"])
            cost = np.zeros(total)
            for col in frame_cols:
                cost[col] = rng.uniform(0.5, 1.5)
            sols = []
            for sign in (1.0, -1.0):
                res = linprog(sign * cost, A_ub=A_ub if len(ub_rows) else None,
                              b_ub=b_ub if len(ub_rows) else None,
                              A_eq=A_eq if len(eq_rows) else None, b_eq=b_eq if len(eq_rows) else None,
                              bounds=bounds, method="highs")
                if res.status == 3:
                    ambiguous = True
                    break
                if res.status != 0:
                    raise LayoutError(f"solver status {res.status}: {res.message}")
                sols.append(res.x)
            if len(sols) == 2:
                spread = max(abs(sols[0][c] - sols[1][c]) for c in frame_cols)
                ambiguous = bool(spread > 0.01)
                x = (sols[0] + sols[1]) / 2 if x is None else x
            elif x is None:
                raise LayoutError("unbounded")
        return {name: float(x[i]) for i, name in enumerate(s.names)}, ambiguous

    def solve(self, max_passes=8):
        wrapping = [v for v in self.cell.all_views.values()
                    if v.kind == "label" and v.number_of_lines != 1 and self.text[v.id]]
        values, ambiguous = None, False
        for _ in range(max_passes):
            s = self.build()
            values, ambiguous = self.solve_system(s, check_ambiguity=False)
            changed = False
            for v in wrapping:
                w = values[f"{v.id}.w"]
                if self.measure_width[v.id] is not None and abs(self.measure_width[v.id] - w) < 1e-6:
                    continue
                new = self._measure(v, max(w, 0.0))
                old = self.text_layout[v.id]
                self.measure_width[v.id] = w
                if (new.width, new.height, len(new.lines)) != (old.width, old.height, len(old.lines)):
                    changed = True
                self.text_layout[v.id] = new
            if not changed:
                break
        s = self.build()
        values, ambiguous = self.solve_system(s, check_ambiguity=True)
        if textmeasure.ceil_px(values["content.h"], self.scale) <= 0:
            # A collapsed cell is laid out at the default row height, its content view that
            # height less the separator's pixel (the cells here all have a separator).
            self.collapsed_height = DEFAULT_ROW_HEIGHT - 1 / self.scale
            values, ambiguous = self.solve_system(self.build(), check_ambiguity=True)
        self.values = values
        self.ambiguous = ambiguous
        return self.result()

    def effectively_hidden(self, vid):
        p = self.cell.all_views[vid]
        while p is not None:
            if self.hidden[p.id]:
                return True
            p = p.parent
        return False

    def result(self):
        v = self.values
        raw_h = v["content.h"]
        frames = {}
        for vid, view in self.cell.all_views.items():
            hidden = False
            p = view
            while p is not None:
                hidden = hidden or self.hidden[p.id]
                p = p.parent
            frames[vid] = {"x": _r(v[f"{vid}.x"]), "y": _r(v[f"{vid}.y"]), "width": _r(v[f"{vid}.w"]),
                           "height": _r(v[f"{vid}.h"]), "hidden": hidden}
        height = textmeasure.ceil_px(raw_h, self.scale) if raw_h > 0 else 0.0
        if height <= 0 or self.collapsed_height is not None:
            # UITableView logs "constraints ambiguously suggest a height of zero for a tableview
            # cell's content view" and uses its default row height.
            height = DEFAULT_ROW_HEIGHT
        return {"height": height,
                "rawHeight": _r(raw_h), "frames": frames, "ambiguous": self.ambiguous}


# UITableView's default row height (UITableView.rowHeight's default, 44 points).
DEFAULT_ROW_HEIGHT = 44.0


def _r(x):
    return round(x, 4) + 0.0


def layout(cell, row, width=None):
    try:
        return Layout(cell, row, width).solve()
    except LayoutError as e:
        return {"error": str(e)}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("template")
    ap.add_argument("--id", required=True)
    ap.add_argument("--row", default="{}", help="a JSON object")
    ap.add_argument("--width", type=float)
    args = ap.parse_args(argv)
    cell = load_cells(args.template)[args.id]
    print(json.dumps(layout(cell, json.loads(args.row), args.width), indent=1))


if __name__ == "__main__":
    main()
