#!/usr/bin/env python3
"""Checks `protocell preview … -o gallery.html` in headless Chromium, the third text engine.

Renders galleries of the bundled templates (with the feed's rows and with varied rows) and of
the Interface Builder test corpus in Debian's chromium-headless-shell (or chromium)
with --dump-dom and reads the check the page runs on itself (HTMLGalleryRenderer): every view's
drawn rectangle against its measured frame, every drawn line's width against the measured one,
and every label's text broken into lines by the browser's own line breaker against our lines
(same count, widths within 1%). Fails on any console message or script error, on a page wider
than the 1280 px window, on a frame or drawn line that differs, and on a label that breaks
differently for a reason not explained below. Then shows that the check can fail, on a copy of
the page with one measured width and one frame altered.

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
          f"{result['linesAgreeing']} of {result['lines']} drawn lines as wide (±1%); "
          f"{result['framesEqual']} of {result['frames']} frames drawn exactly; "
          f"page {result['pageWidth']} px in {result['windowWidth']} px; "
          f"{len(console)} console messages")
    return problems, result["labels"], result["labelsAgreeing"], explained


def check_can_fail(browser, page, folder):
    """The page's check notices a drawn line and a frame that differ from the measured ones."""
    with open(page, encoding="utf-8") as file:
        text = file.read()
    text = re.sub(r'data-width="([0-9.]+)"', lambda m: f'data-width="{float(m.group(1)) * 1.5}"',
                  text, count=1)
    text = re.sub(r'data-frame="([0-9.]+) ', 'data-frame="1234 ', text, count=1)
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
    with tempfile.TemporaryDirectory() as folder:
        galleries = [
            ("feed", ["Templates", "--all", "--data", "Examples/Data/feed.json"], {0}),
            ("varied rows", ["Templates", "--all", "--data", "Tests/Browser/rows.jsonl",
                             "--width", "320", "--width", "375", "--width", "414"], {0}),
            # Real .xib and .storyboard files, some with errors (exit status 1), drawn anyway.
            ("Interface Builder corpus",
             ["Tests/ProtocellTemplatesTests/Fixtures/InterfaceBuilder", "--all"], {0, 1}),
        ]
        pages = []
        for name, gallery, allowed in galleries:
            page = os.path.join(folder, name.replace(" ", "-") + ".html")
            pages.append(page)
            build(arguments.protocell, gallery, page, allowed)
            found, compared, agree, why = check(browser, page, name)
            problems += found
            labels += compared
            agreeing += agree
            explained += why
        failures = check_can_fail(browser, pages[0], folder)
        problems += failures
        if not failures:
            print("the check fails as it should on an altered page (a line width, a frame, a "
                  "console error)")
    for reason in sorted({reason for reason, _ in explained}):
        print(f"explained difference ({reason}): {EXPLAINED[reason]}")
        for key, text in explained:
            if key == reason:
                print(f"  {text}")
    print(f"browser text agreement: {labels} labels compared, {agreeing} agreeing "
          f"({agreeing / labels:.1%}); {len(explained)} differ, all explained"
          if labels else "browser text agreement: no labels compared")
    for problem in problems:
        print("FAIL: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
