#!/usr/bin/env python3
"""A seeded generator of random, valid Protocell cell templates and rows.

    python3 Tests/LayoutReference/generate.py --seed 1 --cells 5 --rows 4 -o /tmp/gen
        -> /tmp/gen/cells.xml and /tmp/gen/rows.jsonl (each row names its cell in "type")

Cells cover vertical and horizontal stacks of every alignment and distribution, nested stacks,
hidden views, hideWhenEmpty with rows that omit values, optional priorities, aspect ratios,
baselines, margins, wrapping labels, padded "bubble" views, and images with and without data.
They are built to be fully determined: every sibling whose size could absorb slack gets its
own hugging and compression-resistance priority, so that no two constraints tie. The
differential test still asks the reference whether each layout is unique and leaves out the
(rare) ones that are not.
"""
import argparse
import json
import os
import random
from xml.sax.saxutils import quoteattr

WORDS = ("the of and to in is you that it he was for on are as with his they at be this have from "
         "or one had by word but not what all were we when your can said there use an each which she "
         "do how their if will up other about out many then them these so some her would make like "
         "him into time has look two more write go see number no way could people my than first water "
         "been call who oil its now find long down day did get come made may part sound table height "
         "label layout engine cell margin stack photo coffee morning river garden window").split()


class Gen:
    def __init__(self, rng, cell_index):
        self.rng = rng
        self.cell_index = cell_index
        self.ids = 0
        self.constraints = []
        self.keys = {}  # bind key -> kind ("text" | "image" | "shorttext")
        self.hug = list(range(200, 300))
        self.comp = list(range(700, 800))
        self.vhug = list(range(200, 300))
        self.vcomp = list(range(700, 800))
        for pool in (self.hug, self.comp, self.vhug, self.vcomp):
            rng.shuffle(pool)

    def new_id(self, prefix):
        self.ids += 1
        return f"{prefix}{self.ids}"

    def priorities(self):
        r = self.rng
        out = {"horizontalHugging": self.hug.pop(), "horizontalCompressionResistance": self.comp.pop()}
        if r.random() < 0.5:
            out["verticalHugging"] = self.vhug.pop()
        if r.random() < 0.3:
            out["verticalCompressionResistance"] = self.vcomp.pop()
        return out

    def label(self, wrap=False, in_baseline=False, may_hide=True):
        r = self.rng
        vid = self.new_id("label")
        attrs = {"id": vid, "fontSize": r.choice([11, 12, 13, 15, 17, 20, 22])}
        if r.random() < 0.4:
            attrs["fontWeight"] = r.choice(["semibold", "bold", "medium", "light"])
        if wrap:
            attrs["numberOfLines"] = 0
            attrs["lineBreakMode"] = "wordWrap"
            if r.random() < 0.2:
                attrs["lineSpacing"] = r.choice([2, 4])
        attrs.update(self.priorities())
        key = f"k{vid}"
        attrs["bind"] = key
        self.keys[key] = ("text" if wrap else "shorttext", in_baseline)
        attrs["text"] = "Placeholder"
        if may_hide and not in_baseline and r.random() < 0.4:
            attrs["hideWhenEmpty"] = "true"
        if may_hide and r.random() < 0.06:
            attrs["hidden"] = "true"
        return vid, "label", attrs, []

    def image(self, aspect_ok=True, may_hide=True, bound_ok=True):
        r = self.rng
        vid = self.new_id("image")
        w, h = r.choice([(24, 24), (40, 40), (32, 20), (60, 45), (120, 90), (300, 200)])
        attrs = {"id": vid, "imageWidth": w, "imageHeight": h}
        attrs.update(self.priorities())
        if bound_ok and r.random() < 0.5:
            key = f"k{vid}"
            attrs["bind"] = key
            self.keys[key] = ("smallimage", False)
            if may_hide and r.random() < 0.6:
                attrs["hideWhenEmpty"] = "true"
        if may_hide and r.random() < 0.05:
            attrs["hidden"] = "true"
        return vid, "image", attrs, []

    def bubble(self):
        """A plain view padding a wrapping label (a chat bubble)."""
        r = self.rng
        vid = self.new_id("box")
        lab = self.label(wrap=True, may_hide=False)
        p, q = r.choice([4, 8, 12]), r.choice([2, 6, 7])
        lid = lab[0]
        self.constraints += [f"{lid}.leading == {vid}.leading + {p}", f"{lid}.trailing == {vid}.trailing - {p}",
                             f"{lid}.top == {vid}.top + {q}", f"{lid}.bottom == {vid}.bottom - {q}"]
        return vid, "view", {"id": vid}, [lab]

    def hstack(self, depth):
        r = self.rng
        vid = self.new_id("row")
        alignment = r.choice(["fill", "leading", "trailing", "center", "firstBaseline", "lastBaseline"])
        distribution = r.choice(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        attrs = {"id": vid, "axis": "horizontal", "alignment": alignment, "distribution": distribution,
                 "spacing": r.choice([0, 4, 8, 12, 24])}
        baseline = alignment in ("firstBaseline", "lastBaseline")
        n = r.randint(2, 4)
        kids = []
        for _ in range(n):
            choice = r.random()
            wrap_ok = distribution == "fillEqually" and n <= 3
            if choice < 0.65 or baseline:
                if baseline and r.random() < 0.2:
                    kids.append(self.image(aspect_ok=False, may_hide=True))
                else:
                    kids.append(self.label(wrap=wrap_ok and r.random() < 0.5, in_baseline=baseline))
            elif choice < 0.85:
                kids.append(self.image(aspect_ok=False))
            elif depth < 2 and distribution in ("fill", "fillEqually", "equalSpacing"):
                kids.append(self.vstack(depth + 1, small=True))
            else:
                kids.append(self.label())
        return vid, "stack", attrs, kids

    def vstack(self, depth, small=False):
        r = self.rng
        vid = self.new_id("col")
        alignment = r.choice(["fill", "leading", "trailing", "center"])
        distribution = r.choice(["fill", "fill", "fillEqually", "equalSpacing", "equalCentering", "fillProportionally"])
        if small:
            distribution = "fill"
        attrs = {"id": vid, "axis": "vertical", "alignment": alignment, "distribution": distribution,
                 "spacing": r.choice([0, 2, 4, 8, 12])}
        kids = []
        n = r.randint(2, 3) if small else r.randint(2, 5)
        for _ in range(n):
            choice = r.random()
            if small:
                kids.append(self.label() if choice < 0.8 else self.image(aspect_ok=False))
            elif choice < 0.45:
                kids.append(self.label(wrap=r.random() < 0.6))
            elif choice < 0.65:
                kids.append(self.image_in_column(alignment))
            elif choice < 0.85 and depth < 2:
                kids.append(self.hstack(depth + 1))
            elif choice < 0.95 and alignment != "fill":
                kids.append(self.bubble())
            else:
                kids.append(self.label())
        return vid, "stack", attrs, kids

    def image_in_column(self, alignment):
        r = self.rng
        img = self.image()
        vid, _, attrs, _ = img
        if alignment == "fill" and r.random() < 0.5:
            # a photo with an aspect ratio; it gives way to the ratio (compression below 750)
            ratio = r.choice([0.75, 0.5, 0.5625, 1])
            attrs["verticalCompressionResistance"] = 740
            attrs.pop("verticalHugging", None)
            if "bind" in attrs:
                self.keys[attrs["bind"]] = ("image", False)
            self.constraints.append(f"{vid}.height == {vid}.width * {ratio} @750")
        return img

    # -- top-level patterns --------------------------------------------------------------------

    def pattern_column(self):
        col = self.vstack(0)
        edge = self.rng.choice(["margins", "margins", "superview"])
        inset = "" if edge == "margins" else " + 8"
        c = col[0]
        self.constraints += [f"{c}.leading == {edge}.leading{inset}", f"{edge}.trailing == {c}.trailing{inset}",
                             f"{c}.top == {edge}.top{inset}", f"{c}.bottom == {edge}.bottom{' - 8' if inset else ''}"]
        return [col]

    def pattern_row(self):
        row = self.hstack(0)
        c = row[0]
        self.constraints += [f"{c}.leading == margins.leading", f"{c}.top == margins.top",
                             f"{c}.bottom == margins.bottom"]
        if row[2]["distribution"] in ("equalSpacing", "equalCentering") or self.rng.random() < 0.7:
            self.constraints.append(f"{c}.trailing == margins.trailing")
        else:
            self.constraints.append(f"{c}.trailing <= margins.trailing")
        return [row]

    def pattern_post(self):
        """Avatar, title and detail on a baseline, a wrapping body, optional media and actions."""
        r = self.rng
        size = r.choice([32, 40, 48])
        avatar = self.image(may_hide=False, bound_ok=False)
        a = avatar[0]
        avatar[2].update({"imageWidth": size, "imageHeight": size})
        title = self.label(may_hide=False, in_baseline=True)
        detail = self.label(in_baseline=True, may_hide=False)
        title[2]["horizontalCompressionResistance"] = 700 + r.randint(0, 40)
        detail[2]["horizontalCompressionResistance"] = 760 + r.randint(0, 30)
        body = self.label(wrap=True)
        t, d, b = title[0], detail[0], body[0]
        gap = r.choice([8, 10, 12])
        self.constraints += [
            f"{a}.leading == margins.leading", f"{a}.top == margins.top", f"{a}.width == {size}",
            f"{a}.height == {a}.width",
            f"{t}.leading == {a}.trailing + {gap}", f"{t}.top == {a}.top",
            f"{d}.leading >= {t}.trailing + 8", f"{d}.trailing == margins.trailing",
            f"{d}.firstBaseline == {t}.firstBaseline",
            f"{b}.leading == {t}.leading", f"{b}.trailing == margins.trailing",
            f"{b}.top == {t}.bottom + {r.choice([2, 4])}",
        ]
        views = [avatar, title, detail, body]
        last = b
        if r.random() < 0.6:
            media = self.image(may_hide=True)
            m = media[0]
            media[2]["bind"] = f"k{m}"
            self.keys[f"k{m}"] = ("image", False)
            media[2]["verticalCompressionResistance"] = 740
            self.constraints += [f"{m}.leading == {b}.leading", f"{m}.trailing == {b}.trailing",
                                 f"{m}.top == {last}.bottom + 8", f"{m}.height == {m}.width * 0.5625 @750"]
            views.append(media)
            last = m
        if r.random() < 0.6:
            actions = self.hstack(1)
            s = actions[0]
            self.constraints += [f"{s}.leading == {b}.leading", f"{s}.top == {last}.bottom + 8",
                                 f"{s}.trailing <= margins.trailing"]
            views.append(actions)
            last = s
        if r.random() < 0.5:
            self.constraints += [f"{last}.bottom == margins.bottom", f"{a}.bottom <= margins.bottom"]
        else:
            self.constraints += [f"{last}.bottom <= margins.bottom", f"{a}.bottom <= margins.bottom"]
        return views

    def pattern_bubble(self):
        r = self.rng
        box = self.bubble()
        bx = box[0]
        side = r.choice(["leading", "trailing"])
        if side == "leading":
            self.constraints.append(f"{bx}.leading == margins.leading")
        else:
            self.constraints.append(f"{bx}.trailing == margins.trailing")
        self.constraints += [f"{bx}.width <= superview.width * {r.choice([0.6, 0.72, 0.8])}",
                             f"{bx}.top == margins.top", f"{bx}.bottom == margins.bottom"]
        if r.random() < 0.5:
            self.constraints.append(f"{bx}.width >= {bx}.height @750")
        return [box]

    def cell(self, width):
        r = self.rng
        pattern = r.choice([self.pattern_column, self.pattern_column, self.pattern_row, self.pattern_post,
                            self.pattern_bubble])
        views = pattern()
        reuse = f"Gen{self.cell_index}"
        lines = [f'  <cell reuseIdentifier="{reuse}" width="{width:g}">']
        if r.random() < 0.7:
            m = [r.choice([0, 4, 8, 11, 12, 16, 20]) for _ in range(4)]
            lines.append(f'    <margins top="{m[0]}" leading="{m[1]}" bottom="{m[2]}" trailing="{m[3]}"/>')

        def emit(view, indent):
            vid, kind, attrs, kids = view
            text = " ".join(f"{k}={quoteattr(str(v))}" for k, v in attrs.items())
            if kids:
                lines.append(f"{indent}<{kind} {text}>")
                for kid in kids:
                    emit(kid, indent + "  ")
                lines.append(f"{indent}</{kind}>")
            else:
                lines.append(f"{indent}<{kind} {text}/>")

        for v in views:
            emit(v, "    ")
        lines.append("    <constraints>")
        for c in self.constraints:
            c = c.replace("<", "&lt;")
            lines.append(f"      <constraint>{c}</constraint>")
        lines.append("    </constraints>")
        lines.append("  </cell>")
        return reuse, "\n".join(lines)

    def row(self, reuse):
        r = self.rng
        row = {"type": reuse}
        for key, (kind, in_baseline) in self.keys.items():
            p = r.random()
            if not in_baseline and p < 0.15:
                continue  # omitted
            if not in_baseline and p < 0.22:
                row[key] = None if kind.endswith("image") or r.random() < 0.5 else ""
                continue
            if kind == "smallimage":
                row[key] = {"width": r.choice([16, 24, 40, 64]), "height": r.choice([16, 24, 40, 48])}
            elif kind == "image":
                row[key] = {"width": r.choice([40, 64, 320, 1080, 1200]), "height": r.choice([40, 48, 240, 810, 800])}
            elif kind == "shorttext":
                row[key] = sentence(r, r.randint(1, 3))
            else:
                row[key] = sentence(r, r.choice([1, 2, 4, 8, 15, 30]))
        return row


def sentence(r, n):
    words = [r.choice(WORDS) for _ in range(n)]
    words[0] = words[0].capitalize()
    return " ".join(words)


def generate(seed, cells, rows_per_cell, width=None):
    """-> (xml text, [row dicts], width)"""
    rng = random.Random(seed)
    width = width or rng.choice([320, 375, 414])
    parts, rows = [], []
    for i in range(cells):
        g = Gen(rng, f"{seed}x{i}")
        reuse, xml = g.cell(width)
        parts.append(xml)
        rows += [g.row(reuse) for _ in range(rows_per_cell)]
    xml = '<?xml version="1.0" encoding="UTF-8"?>\n<templates version="1">\n' + "\n".join(parts) + "\n</templates>\n"
    return xml, rows, width


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cells", type=int, default=5)
    ap.add_argument("--rows", type=int, default=4)
    ap.add_argument("-o", "--out", default=".")
    args = ap.parse_args()
    xml, rows, width = generate(args.seed, args.cells, args.rows)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "cells.xml"), "w") as f:
        f.write(xml)
    with open(os.path.join(args.out, "rows.jsonl"), "w") as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")
    print(f"width {width:g}: {args.cells} cells, {len(rows)} rows in {args.out}")


if __name__ == "__main__":
    main()
