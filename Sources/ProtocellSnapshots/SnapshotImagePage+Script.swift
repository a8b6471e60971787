extension SnapshotImagePage {
  /// The page's script: waits for the embedded fonts, then paints each `.snapshot`'s drawing
  /// on a canvas, compares it with the recorded image when one is given, and encodes it as
  /// PNG when none is or more pixels differ than the tolerance allows (encoding is most of an
  /// image's time).
  ///
  /// Nothing but the page's load (its recorded images) and the fonts is awaited: the browser
  /// prints the DOM once its virtual time runs out, and virtual time stands still only while
  /// something loads, not while an image decodes on another thread.
  ///
  /// Painting follows SVG's model for the elements a gallery drawing holds: groups (skipped
  /// when their computed `display` is `none`), rectangles, paths and lines filled then stroked
  /// (with the computed fill, stroke, opacities, width and dashes), and texts filled at their
  /// `x` and `y` in their computed font, letter spacing and fill, each under its
  /// `getCTM()` times the scale. A differing pixel is one whose red, green, blue or alpha
  /// differs by more than `data-pixel-tolerance`; pixels outside one of two images of different
  /// sizes differ. The difference image (drawn only when more pixels differ than
  /// `data-pixel-count-tolerance`) shows the differing pixels red on a faint grey copy of the
  /// new image.
  static let script = #"""
    "use strict";
    (async () => {
      const state = document.getElementById("images");
      const cells = document.getElementById("cells");
      const channelTolerance = Number(cells.dataset.pixelTolerance);
      const countTolerance = Number(cells.dataset.pixelCountTolerance);

      function paint(context, element, scale) {
        const style = getComputedStyle(element);
        if (style.display === "none") return;
        const tag = element.localName;
        if (tag === "g") {
          for (const child of element.children) paint(context, child, scale);
          return;
        }
        if (style.visibility === "hidden") return;
        const matrix = element.getCTM ? element.getCTM() : null;
        if (!matrix) return;
        context.setTransform(matrix.a * scale, matrix.b * scale, matrix.c * scale,
          matrix.d * scale, matrix.e * scale, matrix.f * scale);
        const number = (name) => Number(element.getAttribute(name) || 0);
        const opacity = Number(style.opacity);
        if (tag === "text") {
          if (style.fill === "none") return;
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          context.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
          context.fontKerning = "normal";
          context.textRendering = "geometricPrecision";
          context.textBaseline = "alphabetic";
          context.fillStyle = style.fill;
          context.globalAlpha = Number(style.fillOpacity) * opacity;
          context.fillText(element.textContent, number("x"), number("y"));
          return;
        }
        let path = new Path2D();
        if (tag === "rect") {
          path.rect(number("x"), number("y"), number("width"), number("height"));
        } else if (tag === "path") {
          path = new Path2D(element.getAttribute("d") || "");
        } else if (tag === "line") {
          path.moveTo(number("x1"), number("y1"));
          path.lineTo(number("x2"), number("y2"));
        } else {
          return;
        }
        if (tag !== "line" && style.fill !== "none") {
          context.fillStyle = style.fill;
          context.globalAlpha = Number(style.fillOpacity) * opacity;
          context.fill(path);
        }
        const width = parseFloat(style.strokeWidth);
        if (style.stroke !== "none" && width > 0) {
          context.strokeStyle = style.stroke;
          context.globalAlpha = Number(style.strokeOpacity) * opacity;
          context.lineWidth = width;
          context.setLineDash(style.strokeDasharray === "none" ? []
            : style.strokeDasharray.split(/[ ,]+/).map(parseFloat));
          context.stroke(path);
        }
      }

      // One canvas to draw on and two to read from, resized for each image (which clears
      // them), rather than three new ones an image for the collector to find.
      const canvas = document.createElement("canvas");
      const readers = [0, 1].map(() => {
        const reader = document.createElement("canvas");
        return { canvas: reader, context: reader.getContext("2d", { willReadFrequently: true }) };
      });

      function pixels(source, width, height, reader) {
        reader.canvas.width = width;
        reader.canvas.height = height;
        reader.context.drawImage(source, 0, 0);
        return reader.context.getImageData(0, 0, width, height).data;
      }

      // The recorded image is an <img> the page's load waited for: drawing it decodes it
      // synchronously. One the browser cannot read counts as transparent: every pixel differs.
      // Returns whether more pixels differ than the count tolerance allows.
      function compare(canvas, recorded, output) {
        const readable = recorded.complete && recorded.naturalWidth > 0;
        const width = Math.max(canvas.width, readable ? recorded.naturalWidth : 0);
        const height = Math.max(canvas.height, readable ? recorded.naturalHeight : 0);
        const now = pixels(canvas, width, height, readers[0]);
        const before = readable ? pixels(recorded, width, height, readers[1])
          : new Uint8ClampedArray(width * height * 4);
        // Whole pixels first: most are equal, and only those that are not are looked into.
        const nowWords = new Uint32Array(now.buffer);
        const beforeWords = new Uint32Array(before.buffer);
        const delta = (index) => Math.max(Math.abs(now[index] - before[index]),
          Math.abs(now[index + 1] - before[index + 1]), Math.abs(now[index + 2] - before[index + 2]),
          Math.abs(now[index + 3] - before[index + 3]));
        let differing = 0;
        let largest = 0;
        for (let pixel = 0; pixel < nowWords.length; pixel += 1) {
          if (nowWords[pixel] === beforeWords[pixel]) continue;
          const change = delta(pixel * 4);
          largest = Math.max(largest, change);
          if (change > channelTolerance) differing += 1;
        }
        output.dataset.differingPixels = String(differing);
        output.dataset.largestDifference = String(largest);
        if (differing <= countTolerance) return false;
        const difference = new ImageData(width, height);
        for (let index = 0; index < now.length; index += 4) {
          const grey = 255 - Math.round((255 - (now[index] + now[index + 1] + now[index + 2]) / 3) / 4);
          difference.data.set(delta(index) > channelTolerance ? [255, 0, 0, 255]
            : [grey, grey, grey, 255], index);
        }
        const drawn = document.createElement("canvas");
        drawn.width = width;
        drawn.height = height;
        drawn.getContext("2d").putImageData(difference, 0, 0);
        output.dataset.differencePng = drawn.toDataURL("image/png").split(",")[1];
        return true;
      }

      try {
        if (document.readyState !== "complete") {
          await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
        }
        await Promise.all([...document.fonts].map((face) => face.load().catch(() => null)));
        await document.fonts.ready;
        for (const snapshot of cells.querySelectorAll(".snapshot")) {
          const output = document.createElement("output");
          output.className = "image";
          output.dataset.id = snapshot.dataset.id;
          try {
            canvas.width = Number(snapshot.dataset.width);
            canvas.height = Number(snapshot.dataset.height);
            const context = canvas.getContext("2d");
            context.fillStyle = "#FFFFFF";
            context.fillRect(0, 0, canvas.width, canvas.height);
            const svg = snapshot.querySelector("svg");
            if (svg) for (const child of svg.children) paint(context, child, Number(snapshot.dataset.scale));
            // Encoding is most of the time an image takes: an image that matches the recorded
            // one is not encoded.
            const recorded = snapshot.querySelector("img.recorded");
            if (!recorded || compare(canvas, recorded, output)) {
              output.dataset.png = canvas.toDataURL("image/png").split(",")[1];
            }
          } catch (error) {
            output.dataset.error = String(error);
          }
          state.before(output);
        }
        state.dataset.state = "done";
      } catch (error) {
        state.dataset.error = String(error);
        state.dataset.state = "failed";
      }
    })();

    """#
}
