/// The gallery page's inline style sheet and script.
package enum GalleryPage {
  /// The style sheet: a toolbar, cards that wrap to the window's width (usable from about
  /// 700 px; two 375 pt cells side by side at 1280 px), and the drawing's layers, shown or
  /// hidden by the toolbar's toggles through classes on `<body>`.
  package static let styles = """
    :root { color-scheme: light; font: 14px/1.4 system-ui, "DejaVu Sans", sans-serif; }
    body { margin: 0; background: #F2F2F7; color: #1C1C1E; }
    .toolbar { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 6px 16px;
      align-items: center; padding: 8px 16px; background: #FFFFFFF0; border-bottom: 1px solid #C6C6C8; }
    .toolbar h1 { font-size: 16px; margin: 0; }
    .toolbar .summary, #browser-check { color: #3C3C43; font-size: 12px; }
    #browser-check.failed { color: #C0000C; font-weight: 600; }
    main { padding: 4px 16px 24px; display: flex; flex-wrap: wrap; gap: 0 16px;
      align-items: flex-start; }
    .prototype { max-width: 100%; }
    .prototype h2 { font-size: 15px; margin: 14px 0 6px; }
    .prototype h2 small { font-weight: normal; color: #6C6C70; font-size: 12px; }
    .cards { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .card { background: #FFFFFF; border: 1px solid #D1D1D6; border-radius: 8px; padding: 8px 10px;
      max-width: 100%; box-sizing: border-box; }
    .card[data-status="error"] { border-color: #FF3B30; }
    .card > header { font-size: 12px; color: #3C3C43; }
    .badge { display: inline-block; padding: 0 7px; border-radius: 9px; font-weight: 600;
      font-size: 11px; color: #FFFFFF; background: #34C759; }
    .badge.warning { background: #FF9500; }
    .badge.error { background: #FF3B30; }
    .card-body { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: flex-start; }
    .drawing { max-width: 100%; overflow-x: auto; padding: 10px 2px; }
    svg.cell { display: block; overflow: visible; }
    svg.cell .content { fill: #FFFFFF; stroke: #C6C6C8; stroke-width: 0.5; }
    svg.cell .margins { fill: none; stroke: none; }
    .shows-frames svg.cell .margins { stroke: #FF9500; stroke-dasharray: 3 3; stroke-width: 0.5; }
    svg.cell .view { stroke: none; }
    .shows-frames svg.cell .view { stroke: #007AFF; stroke-width: 0.5; }
    svg.cell .label { fill: #000000; white-space: pre; font-kerning: normal;
      text-rendering: geometricPrecision; font-synthesis: none; }
    svg.cell .image-placeholder { stroke: #8E8E93; stroke-width: 0.5; }
    svg.cell .hidden-view rect { fill: #8E8E93; fill-opacity: 0.08; stroke: #8E8E93;
      stroke-dasharray: 2 2; stroke-width: 0.5; }
    svg.cell .hidden-view text { font: 8px sans-serif; fill: #8E8E93; }
    svg.cell .constraints { display: none; }
    .shows-constraints svg.cell .constraints { display: inline; }
    svg.cell .constraint path { fill: none; stroke: #FF2D55; stroke-width: 1; }
    svg.cell .constraint text { font: 9px sans-serif; fill: #D70015; stroke: #FFFFFF;
      stroke-width: 2px; paint-order: stroke; }
    svg.cell .reference { display: none; }
    .shows-reference svg.cell .reference { display: inline; }
    svg.cell .reference rect { fill: none; stroke: #34C759; stroke-dasharray: 4 2; stroke-width: 1; }
    .notes { font-size: 12px; width: 220px; max-width: 100%; padding-top: 8px;
      overflow-wrap: anywhere; }
    .notes:empty { display: none; }
    .notes ul { margin: 0 0 6px; padding-left: 16px; }
    .notes li.error, .notes .text-check li { color: #C0000C; }
    .notes li.warning { color: #8A5300; }
    .notes li.note { color: #555; }
    .notes code { font-size: 11px; overflow-wrap: anywhere; }
    .notes p { margin: 0 0 6px; color: #3C3C43; }
    .notes table { border-collapse: collapse; font-size: 11px; }
    .notes td, .notes th { border: 1px solid #D1D1D6; padding: 1px 4px; }
    .probe { position: absolute; left: 0; top: 0; visibility: hidden; white-space: pre-wrap;
      overflow-wrap: break-word; line-height: normal; font-kerning: normal;
      text-rendering: geometricPrecision; font-synthesis: none; }

    """

  /// The script: the toggles (set from the URL's fragment, `#constraints,no-frames`), then the
  /// browser check (see ``HTMLGalleryRenderer``), once the
  /// embedded fonts have loaded.
  static let script = #"""
    "use strict";
    (() => {
      const errors = [];
      window.addEventListener("error", (event) => errors.push(String(event.message)));
      // A fragment such as #constraints or #constraints,no-frames sets the toggles.
      const wanted = new Set(location.hash.slice(1).split(","));
      for (const [id, name, key] of [["toggle-frames", "shows-frames", "frames"],
        ["toggle-constraints", "shows-constraints", "constraints"],
        ["toggle-reference", "shows-reference", "reference"]]) {
        const box = document.getElementById(id);
        if (!box) continue;
        if (wanted.has(key)) box.checked = true;
        if (wanted.has("no-" + key)) box.checked = false;
        const apply = () => document.body.classList.toggle(name, box.checked);
        box.addEventListener("change", apply);
        apply();
      }
      const near = (a, b, relative) => Math.abs(a - b) <= Math.max(0.02, relative * Math.abs(b));
      const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

      // The lines the browser's own line breaker makes of a label's text at the label's width:
      // for each line, the extent of its visible graphemes.
      function browserLines(group) {
        const probe = document.createElement("div");
        probe.className = "probe";
        // A width model's text is the stand-in's, spaced, then scaled: lay it out unscaled in a
        // box as much wider, and scale the widths back.
        const scale = Number(group.dataset.widthScale || 1);
        probe.style.width = (Number(group.dataset.maxWidth) / scale) + "px";
        probe.style.fontFamily = group.style.fontFamily;
        probe.style.fontSize = group.getAttribute("font-size") + "px";
        if (group.dataset.letterSpacing) probe.style.letterSpacing = group.dataset.letterSpacing + "px";
        probe.dir = group.dataset.direction || "ltr";
        const text = group.dataset.text;
        if (group.dataset.ideographSpacing) {
          // The fallback's CJK runs spaced as the drawn lines space them.
          for (const [run, ideographs, others] of text.matchAll(\#(GalleryCellDrawing.cjkRunPattern))) {
            if (!ideographs && !others) { probe.append(run); continue; }
            const span = document.createElement("span");
            span.style.letterSpacing = (ideographs ? group.dataset.ideographSpacing : group.dataset.cjkSpacing) + "px";
            span.textContent = run;
            probe.appendChild(span);
          }
        } else {
          probe.textContent = text;
        }
        document.body.appendChild(probe);
        const lines = [];
        const range = document.createRange();
        const walker = document.createTreeWalker(probe, NodeFilter.SHOW_TEXT);
        let offset = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const { segment, index } of segmenter.segment(node.data)) {
            const last = lines[lines.length - 1];
            // Spaces between words hang at a line's end and are not measured there, but the
            // text's own trailing spaces are, as UILabel counts them in its width: only those
            // widen the last line.
            if (/^\s+$/u.test(segment)) {
              if (!last) continue;
              last.text += segment;
              if (offset + index + segment.length < text.length) continue;
              range.setStart(node, index);
              range.setEnd(node, index + segment.length);
              last.right = Math.max(last.right, range.getBoundingClientRect().right);
              continue;
            }
            range.setStart(node, index);
            range.setEnd(node, index + segment.length);
            const rect = range.getBoundingClientRect();
            if (rect.width === 0 && rect.height === 0) continue;
            const middle = (rect.top + rect.bottom) / 2;
            if (!last || middle > last.bottom) {
              lines.push({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right,
                text: segment });
            } else {
              last.left = Math.min(last.left, rect.left);
              last.right = Math.max(last.right, rect.right);
              last.bottom = Math.max(last.bottom, rect.bottom);
              last.text += segment;
            }
          }
          offset += node.data.length;
        }
        probe.remove();
        return lines.map((line) => ({ text: line.text, width: (line.right - line.left) * scale }));
      }

      function note(card, text) {
        const notes = card.querySelector(".notes");
        let list = notes.querySelector(".text-check");
        if (!list) {
          list = document.createElement("ul");
          list.className = "text-check";
          notes.appendChild(list);
        }
        const item = document.createElement("li");
        item.textContent = text;
        list.appendChild(item);
      }

      function check() {
        const result = { labels: 0, labelsAgreeing: 0, lines: 0, linesAgreeing: 0, linesPlaced: 0, frames: 0,
          framesEqual: 0, differences: [], errors,
          pageWidth: document.documentElement.scrollWidth, windowWidth: window.innerWidth };
        for (const card of document.querySelectorAll(".card")) {
          const svg = card.querySelector("svg.cell");
          if (!svg) continue;
          const origin = svg.getBoundingClientRect();
          for (const rect of svg.querySelectorAll("rect.view[data-frame]")) {
            const [x, y, width, height] = rect.dataset.frame.split(" ").map(Number);
            if (width === 0 || height === 0) continue;
            const drawn = rect.getBoundingClientRect();
            result.frames += 1;
            const got = [drawn.left - origin.left, drawn.top - origin.top, drawn.width, drawn.height];
            if ([x, y, width, height].every((value, index) => near(got[index], value, 0))) {
              result.framesEqual += 1;
            } else {
              const text = `${card.id} ${rect.dataset.view}: drawn ${got.map((v) => v.toFixed(2))}, frame ${rect.dataset.frame}`;
              result.differences.push({ kind: "frame", text });
              note(card, text);
            }
          }
          for (const group of svg.querySelectorAll("g.label")) {
            const drawnLines = [...group.querySelectorAll("text.line")];
            for (const line of drawnLines) {
              result.lines += 1;
              const measured = Number(line.dataset.width);
              const drawn = line.getComputedTextLength() * Number(group.dataset.widthScale || 1);
              if (near(drawn, measured, 0.01)) {
                result.linesAgreeing += 1;
              } else {
                result.differences.push({ kind: "drawn line", cell: card.id, view: group.dataset.view,
                  text: line.textContent, measured, browser: drawn });
              }
              // Where the drawn line starts: its left end (its right end, right to left) where the
              // layout puts it; the other end moves with the browser's width, checked above. The
              // browser's box of a text takes in glyphs' ink where it overhangs their advances (an
              // Arabic alef with madda), by under a pixel: hence ±1.5 px.
              // In the SVG's units (the content view's points), before the line's own transform,
              // which scales a width model's line about that start.
              const box = line.getBBox();
              const rightToLeft = line.getAttribute("direction") === "rtl";
              const start = rightToLeft ? box.x + box.width : box.x;
              const expected = Number(line.dataset.x) + (rightToLeft ? measured : 0);
              if (Math.abs(start - expected) <= 1.5) {
                result.linesPlaced += 1;
              } else {
                result.differences.push({ kind: "line position", cell: card.id, view: group.dataset.view,
                  text: line.textContent, measured: expected, browser: start });
              }
            }
            if (!group.dataset.text.trim()) continue;
            result.labels += 1;
            const ours = drawnLines.map((line) => ({ text: line.textContent, width: Number(line.dataset.width) }));
            let browser = browserLines(group);
            const limit = Number(group.dataset.numberOfLines);
            const truncated = limit > 0 && browser.length > limit;
            if (truncated) browser = browser.slice(0, limit);
            const compared = truncated ? ours.length - 1 : ours.length;
            let agrees = browser.length === ours.length;
            for (let index = 0; agrees && index < compared; index += 1) {
              agrees = near(browser[index].width, ours[index].width, 0.01);
            }
            if (agrees) {
              result.labelsAgreeing += 1;
            } else {
              result.differences.push({ kind: "label", cell: card.id, view: group.dataset.view,
                text: group.dataset.text, width: Number(group.dataset.maxWidth),
                measured: ours, browser });
              note(card, `${group.dataset.view}: the browser breaks "${group.dataset.text.slice(0, 40)}…" into ${browser.length} line(s) (${browser.map((l) => l.width.toFixed(1)).join(", ")}), measured ${ours.length} (${ours.map((l) => l.width.toFixed(1)).join(", ")})`);
            }
          }
        }
        const output = document.getElementById("browser-check");
        const failed = errors.length > 0 || result.framesEqual < result.frames || result.pageWidth > result.windowWidth;
        output.classList.toggle("failed", failed);
        output.textContent = `Browser check: ${result.labelsAgreeing} of ${result.labels} labels break as measured, ${result.linesAgreeing} of ${result.lines} drawn lines as wide (±1%) and ${result.linesPlaced} where laid out (±1.5 px), ${result.framesEqual} of ${result.frames} frames drawn exactly`;
        output.dataset.result = JSON.stringify(result);
      }

      Promise.all([...document.fonts].map((face) => face.load().catch(() => null)))
        .then(() => document.fonts.ready)
        .then(check)
        .catch((error) => errors.push(String(error)));
    })();

    """#
}
