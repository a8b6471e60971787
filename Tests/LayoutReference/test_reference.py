"""Hand-derived UIKit layouts (cases/*.xml, derivations in their comments) against the reference.

    python3 -m pytest Tests/LayoutReference/test_reference.py
    python3 Tests/LayoutReference/test_reference.py          # without pytest
"""
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import reference  # noqa: E402

TOLERANCE = 0.01


def cases():
    for path in sorted(glob.glob(os.path.join(HERE, "cases", "*.json"))):
        with open(path) as f:
            for i, case in enumerate(json.load(f)):
                yield os.path.basename(path)[:-5], i, case


def check(name, case, cell):
    got = reference.layout(cell, case["row"], case["width"])
    assert "error" not in got, got
    assert not got["ambiguous"], f"{name}: the layout is not unique"
    problems = []
    want = case["expected"]
    if abs(got["height"] - want["height"]) > TOLERANCE:
        problems.append(f"height {got['height']} != {want['height']}")
    for vid, frame in want["frames"].items():
        g = got["frames"][vid]
        mine = [g["x"], g["y"], g["width"], g["height"]]
        if any(abs(a - b) > TOLERANCE for a, b in zip(mine, frame)):
            problems.append(f"{vid} {mine} != {frame}")
    assert not problems, f"{name}: " + "; ".join(problems)


def test_cases():
    failures = []
    for name, i, case in cases():
        cell = reference.load_cells(os.path.join(HERE, "cases", name + ".xml"))[case["id"]]
        try:
            check(f"{name}[{i}]", case, cell)
        except AssertionError as e:
            failures.append(str(e))
    assert not failures, "\n".join(failures)


def test_rows_do_not_depend_on_rows_before():
    """A layout is a function of (template, row, width): the same Cell object, any order."""
    path = os.path.join(HERE, "cases", "history.xml")
    cell = reference.load_cells(path)["CommentRow"]
    full, empty = {"body": "Nice", "author": "Ada", "likes": "3 likes"}, {}
    alone = reference.layout(reference.load_cells(path)["CommentRow"], empty, 375)
    reference.layout(cell, full, 375)
    after = reference.layout(cell, empty, 375)
    assert alone == after


if __name__ == "__main__":
    test_cases()
    test_rows_do_not_depend_on_rows_before()
    print("ok")
