#!/usr/bin/env python3
"""Checks `protocell preview … -o gallery.html` in headless Chromium, the third text engine.

Renders galleries of the bundled templates (with the feed's rows and with varied rows) and of
the Interface Builder test corpus in Debian's chromium-headless-shell (or chromium)
with --dump-dom and reads the check the page runs on itself (HTMLGalleryRenderer): every view's
drawn rectangle against its measured frame, every drawn line's width and start against the
measured ones, and every label's text broken into lines by the browser's own line breaker
against our lines (same count, widths within 1%). Right to left too: Hebrew and Arabic rows
mixed with Latin (rows-rtl.jsonl) drawn with --layout-direction rtl, Chinese and Japanese in
the iOS system font (cjk.xml, the fallback's glyphs on lines the width model scales), the browser breaking each
label's text in a right-to-left box, and the same rows left to right, whose frames must mirror
the right-to-left ones exactly. Fails on any console message or script error, on a page wider
than the 1280 px window, on a frame or drawn line that differs, on a frame that does not mirror,
and on a label that breaks differently for a reason not explained below. Then shows that the
check can fail, on a copy of the page with one measured width and one frame altered.

Usage: Tests/Browser/check_gallery.py [--protocell PATH]   (default .build/debug/protocell)
Exit status: 0 passed (or skipped, with a message saying so), 1 failed.
Standard library only.
"""

import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WINDOW_WIDTH = 1280

# Why a label may break differently in Chromium, and which engine follows UIKit.
EXPLAINED = {
    "slash": (
        "Protocell breaks after '/' before a letter (ICU, UAX #14); Chromium does not (Blink "
        "tailors its line breaking of ASCII text) and breaks the URL inside a word instead "
        "(overflow-wrap). UILabel's Core Text breaker follows UAX #14 and wraps a long URL after "
        "its slashes, so Protocell follows UIKit (from Apple's behaviour as documented and "
        "commonly seen, not checked on a device here)."
    ),
    "hebrew hyphen": (
        "Chromium breaks after a hyphen that follows a Hebrew letter ('\u05d5-The'); UAX #14 "
        "forbids that break (rule LB21a: Hebrew letter, hyphen ×) and ICU follows it, so "
        "Protocell keeps '\u05d5-The' together. Which one UIKit follows is not checked on a "
        "device here."
    ),
}


def find_browser():
    for name in (os.environ.get("CHROMIUM"), "chromium-headless-shell", "chromium",
                 "chromium-browser", "google-chrome"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def run_browser(browser, page):
    """The page's DOM after its scripts ran, and the browser's console messages."""
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               f"--window-size={WINDOW_WIDTH},900", "--virtual-time-budget=20000",
               "--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + page]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    console = [line for line in done.stderr.splitlines() if "CONSOLE" in line]
    return done.stdout, console


def page_result(dom):
    match = re.search(r'id="browser-check"[^>]*data-result="([^"]*)"', dom)
    if not match or not match.group(1):
        match = re.search(r'data-result="([^"]*)"[^>]*id="browser-check"', dom)
    if not match or not match.group(1):
        return None
    return json.loads(html.unescape(match.group(1)))


def explanation(difference):
    """The key of EXPLAINED that accounts for a label's different breaks, or None."""
    ours = difference["measured"]
    if any(line["text"].rstrip().endswith("/") for line in ours[:-1]):
        return "slash"
    if any(re.search("[\u05d0-\u05ea]-$", line["text"]) for line in difference["browser"][:-1]):
        return "hebrew hyphen"
    return None


def build(protocell, arguments, output, allowed):
    """Writes a gallery; `allowed` exit statuses (1: templates with errors, shown anyway)."""
    done = subprocess.run([protocell, "preview", *arguments, "-o", output], cwd=ROOT,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if done.returncode not in allowed or not os.path.exists(output):
        raise SystemExit(f"FAIL: protocell preview {' '.join(arguments)} exited {done.returncode}")


def check(browser, page, name):
    """Prints the figures of one gallery; returns (problems, labels, agreeing, explained)."""
    dom, console = run_browser(browser, page)
    result = page_result(dom)
    problems = [f"{name}: console: {line}" for line in console]
    if result is None:
        return problems + [f"{name}: the page's check did not run"], 0, 0, []
    problems += [f"{name}: script error: {error}" for error in result["errors"]]
    if result["pageWidth"] > result["windowWidth"]:
        problems.append(f"{name}: the page is {result['pageWidth']} px wide in a "
                        f"{result['windowWidth']} px window")
    explained = []
    for difference in result["differences"]:
        if difference["kind"] == "label":
            reason = explanation(difference)
            ours = [round(line["width"], 2) for line in difference["measured"]]
            theirs = [round(line["width"], 2) for line in difference["browser"]]
            text = f"{difference['view']} at {difference['width']} pt: {difference['text']!r}: " \
                   f"ours {ours}, Chromium {theirs}"
            if reason:
                explained.append((reason, text))
            else:
                problems.append(f"{name}: label breaks differently (unexplained): {text}")
        else:
            problems.append(f"{name}: {difference['kind']} differs: "
                            f"{json.dumps(difference, ensure_ascii=False)}")
    print(f"{name}: {result['labels']} labels compared, {result['labelsAgreeing']} agreeing; "
          f"{result['linesAgreeing']} of {result['lines']} drawn lines as wide (±1%), "
          f"{result['linesPlaced']} where laid out (±1.5 px); "
          f"{result['framesEqual']} of {result['frames']} frames drawn exactly; "
          f"page {result['pageWidth']} px in {result['windowWidth']} px; "
          f"{len(console)} console messages")
    return problems, result["labels"], result["labelsAgreeing"], explained


def frames(page):
    """Each card's views and frames, in page order: [[(view, x, y, width, height)]]."""
    with open(page, encoding="utf-8") as file:
        text = file.read()
    cards = []
    for card in re.split(r'<article class="card"', text)[1:]:
        cards.append([(view, *map(float, frame.split()))
                      for view, frame in re.findall(
                          r'class="view" data-kind="[^"]*" data-view="([^"]*)" '
                          r'data-frame="([^"]*)"', card)])
    return cards


def check_mirror(left_to_right, right_to_left):
    """Problems where a right-to-left frame is not the left-to-right one mirrored: the same
    size and y, and x + width + mirrored x the same for every view of a cell (the content
    view's width); returns (problems, frames compared)."""
    problems = []
    compared = 0
    ours, theirs = frames(left_to_right), frames(right_to_left)
    if len(ours) != len(theirs):
        return [f"mirror: {len(ours)} cells left to right, {len(theirs)} right to left"], 0
    for number, (ltr, rtl) in enumerate(zip(ours, theirs), start=1):
        widths = set()
        for (view, x, y, width, height), (other, mx, my, mwidth, mheight) in zip(ltr, rtl):
            compared += 1
            widths.add(round(x + width + mx, 3))
            if (view, y, width, height) != (other, my, mwidth, mheight):
                problems.append(f"mirror: cell-{number} {view}: {x, y, width, height} left to "
                                f"right, {mx, my, mwidth, mheight} right to left")
        if len(ltr) != len(rtl) or len(widths) > 1:
            problems.append(f"mirror: cell-{number}: frames do not mirror about one content "
                            f"width ({sorted(widths)})")
    return problems, compared


def check_can_fail(browser, page, folder):
    """The page's check notices a drawn line and a frame that differ from the measured ones."""
    with open(page, encoding="utf-8") as file:
        text = file.read()
    text = re.sub(r'data-width="([0-9.]+)"', lambda m: f'data-width="{float(m.group(1)) * 1.5}"',
                  text, count=1)
    text = re.sub(r'data-frame="([0-9.]+) ', 'data-frame="1234 ', text, count=1)
    text = re.sub(r'data-x="([0-9.]+)"', lambda m: f'data-x="{float(m.group(1)) + 20}"', text,
                  count=1)
    text = text.replace("</body>", '<script>console.error("altered")</script></body>', 1)
    altered = os.path.join(folder, "altered.html")
    with open(altered, "w", encoding="utf-8") as file:
        file.write(text)
    dom, console = run_browser(browser, altered)
    result = page_result(dom)
    if result is None:
        return ["altered page: the check did not run"]
    problems = []
    if not any("altered" in line for line in console):
        problems.append("altered page: a console error went unnoticed")
    if result["linesAgreeing"] != result["lines"] - 1:
        problems.append("altered page: a drawn line 1.5 times its measured width went unnoticed")
    if result["framesEqual"] != result["frames"] - 1:
        problems.append("altered page: a frame moved to x = 1234 went unnoticed")
    if result["linesPlaced"] != result["lines"] - 1:
        problems.append("altered page: a line laid out 20 pt further right went unnoticed")
    if not check_mirror(page, page)[0]:
        problems.append("a page compared with itself passed as its own mirror")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--protocell", default=os.path.join(ROOT, ".build", "debug", "protocell"))
    arguments = parser.parse_args()
    browser = find_browser()
    if browser is None:
        print("SKIPPED: browser checks of the gallery: no chromium-headless-shell or chromium on "
              "PATH (Scripts/bootstrap installs it on Debian; set CHROMIUM to another binary)",
              file=sys.stderr)
        return 0
    problems = []
    labels = agreeing = 0
    explained = []
    right_to_left = {"labels": 0, "agreeing": 0}
    with tempfile.TemporaryDirectory() as folder:
        rtl_rows = ["Templates", "--all", "--data", "Tests/Browser/rows-rtl.jsonl",
                    "--width", "320", "--width", "375", "--width", "414"]
        galleries = [
            ("feed", ["Templates", "--all", "--data", "Examples/Data/feed.json"], {0}),
            ("varied rows", ["Templates", "--all", "--data", "Tests/Browser/rows.jsonl",
                             "--width", "320", "--width", "375", "--width", "414"], {0}),
            # Real .xib and .storyboard files, some with errors (exit status 1), drawn anyway.
            ("Interface Builder corpus",
             ["Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder", "--all"], {0, 1}),
            # Chinese and Japanese in the iOS system font: the fallback's glyphs on lines the
            # width model scales.
            ("CJK in the iOS system font",
             ["Tests/Browser/cjk.xml", "--all", "--width", "200", "--width", "375"], {0}),
            # Hebrew and Arabic mixed with Latin, right to left and, to mirror, left to right.
            ("right to left", rtl_rows + ["--layout-direction", "rtl"], {0}),
            ("right-to-left rows drawn left to right", rtl_rows, {0}),
        ]
        pages = {}
        for name, gallery, allowed in galleries:
            page = os.path.join(folder, name.replace(" ", "-") + ".html")
            pages[name] = page
            build(arguments.protocell, gallery, page, allowed)
            found, compared, agree, why = check(browser, page, name)
            problems += found
            explained += why
            if "Tests/Browser/rows-rtl.jsonl" in gallery:
                right_to_left["labels"] += compared
                right_to_left["agreeing"] += agree
            else:
                labels += compared
                agreeing += agree
        mirrored, compared = check_mirror(
            pages["right-to-left rows drawn left to right"], pages["right to left"])
        problems += mirrored
        print(f"mirror: {compared - len(mirrored)} of {compared} right-to-left frames are the "
              "left-to-right ones mirrored exactly")
        failures = check_can_fail(browser, pages["feed"], folder)
        problems += failures
        if not failures:
            print("the check fails as it should on an altered page (a line width, a line's "
                  "position, a frame, a console error) and on a page that is not a mirror")
    for reason in sorted({reason for reason, _ in explained}):
        print(f"explained difference ({reason}): {EXPLAINED[reason]}")
        for key, text in explained:
            if key == reason:
                print(f"  {text}")
    print(f"browser text agreement: {labels} labels compared, {agreeing} agreeing "
          f"({agreeing / labels:.1%}) left to right"
          if labels else "browser text agreement: no labels compared")
    rtl_labels, rtl_agreeing = right_to_left["labels"], right_to_left["agreeing"]
    if rtl_labels:
        print(f"browser text agreement right to left: {rtl_labels} labels compared, "
              f"{rtl_agreeing} agreeing ({rtl_agreeing / rtl_labels:.1%})")
    print(f"{len(explained)} labels differ, all explained" if not any(
        "unexplained" in problem for problem in problems) else
        f"{len(explained)} labels differ for an explained reason")
    for problem in problems:
        print("FAIL: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
