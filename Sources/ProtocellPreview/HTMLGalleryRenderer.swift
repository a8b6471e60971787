import ProtocellArchive
import ProtocellDiagnostics
import ProtocellLayout
import ProtocellTemplates
import TextMeasurement

/// Writes a gallery of laid-out cells as one self-contained HTML page.
///
/// The page needs no network: styles and scripts are inline and the font files the labels were
/// measured with are embedded (see ``render(_:fontFiles:)``). It shows each prototype at every
/// width and for every row given: the cell drawn as inline SVG with its texts in their fonts at
/// the measured line positions, its height, a badge counting its errors and warnings (notes
/// are listed, not counted), the constraints its row's layout broke and the row's warnings
/// (``LayoutWarning``, as `measure` prints them), its diagnostics with their
/// `file:line:col`, hidden views drawn as such, and, on toggles, the views' frames and the
/// constraints drawn as Interface Builder draws them. When Interface Builder's recorded frames
/// are known, they are overlaid and their differences listed.
///
/// On load, the page checks itself in the browser that opens it: every view's drawn rectangle
/// against its frame, every drawn line's width against the measured one, and every label's text
/// laid out by the browser's own line breaker against the measured lines. The figures appear
/// in the page's header and, as JSON, in the `data-result` attribute of `#browser-check`.
public struct HTMLGalleryRenderer: Sendable {
  /// The page's title.
  public var title: String
  /// Whether the page opens with the constraints shown (its toggle can hide them).
  public var showsConstraints: Bool

  /// Creates a renderer.
  public init(title: String = "Protocell gallery", showsConstraints: Bool = false) {
    self.title = title
    self.showsConstraints = showsConstraints
  }

  /// The page showing `cells`, grouped by prototype in the order given.
  ///
  /// - Parameters:
  ///   - cells: the cells to show.
  ///   - fontFiles: the font files that drew a label's text (in its font spec) when it was
  ///     measured, its own first, then the fallbacks (``ProtocellLayout/FontTextMeasurer/font(for:)``'s
  ///     `fontFilePaths(drawing:)`); empty to let the browser choose.
  ///   - widthAdjustment: the change a width model makes to a font's advances (the iOS system
  ///     font's, ``TextMeasurement/Font/advanceAdjustment``), which the drawing repeats: each
  ///     line is drawn with the stand-in's glyphs scaled by it and spaced by its tracking.
  /// - Returns: the HTML document.
  /// - Complexity: O(*n*) in the size of the cells, plus the size of the embedded font files.
  public func render(
    _ cells: [GalleryCell], fontFiles: (FontSpec, String) -> [String],
    widthAdjustment: (FontSpec) -> AdvanceAdjustment? = { _ in nil }
  ) -> String {
    var fonts = GalleryFonts()
    var sections = ""
    var order: [String] = []
    var groups: [String: [GalleryCell]] = [:]
    for cell in cells {
      let identifier = cell.prototype.reuseIdentifier
      if groups[identifier] == nil { order.append(identifier) }
      groups[identifier, default: []].append(cell)
    }
    var cardNumber = 0
    for identifier in order {
      let group = groups[identifier] ?? []
      guard let prototype = group.first?.prototype else { continue }
      let location =
        prototype.location.map { " <small>\(PreviewMarkup.escape($0.description))</small>" } ?? ""
      sections +=
        "<section class=\"prototype\" id=\"prototype-\(PreviewMarkup.escape(identifier))\"><h2>\(PreviewMarkup.escape(identifier))\(location)</h2><div class=\"cards\">\n"
      for cell in group {
        sections += card(
          cell, number: cardNumber, fonts: &fonts, fontFiles: fontFiles,
          widthAdjustment: widthAdjustment)
        cardNumber += 1
      }
      sections += "</div></section>\n"
    }
    // Each prototype's diagnostics once, however many cards show it.
    let diagnostics = order.flatMap { groups[$0]?.first?.diagnostics ?? [] }
    let errors = diagnostics.count { $0.severity == .error }
    let warnings = diagnostics.count { $0.severity == .warning }
    // What the rows' layouts answered for (a view past the row, a zero fit, ambiguity), which
    // `measure` prints as warnings on the rows: counted apart, as each card has its own.
    let rowWarnings = cells.reduce(0) { $0 + $1.layout.warnings.count }
    let hasReference = cells.contains { !$0.referenceFrames.isEmpty }
    let summary =
      "\(cells.count) cell\(cells.count == 1 ? "" : "s") of \(order.count) prototype\(order.count == 1 ? "" : "s") · \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
      + (rowWarnings > 0
        ? ", \(rowWarnings) row warning\(rowWarnings == 1 ? "" : "s")" : "")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(PreviewMarkup.escape(title))</title>
      <style>
      \(fonts.fontFaceRules())\(GalleryPage.styles)</style>
      </head>
      <body class="shows-frames">
      <header class="toolbar">
      <h1>\(PreviewMarkup.escape(title))</h1>
      <span class="summary">\(summary)</span>
      <label><input type="checkbox" id="toggle-frames" checked> Frames</label>
      <label><input type="checkbox" id="toggle-constraints"\(showsConstraints ? " checked" : "")> Constraints</label>
      \(hasReference ? "<label><input type=\"checkbox\" id=\"toggle-reference\" checked> Interface Builder frames</label>\n" : "")<output id="browser-check" data-result="">Browser check: running…</output>
      </header>
      <main>
      \(sections)</main>
      <script>
      \(GalleryPage.script)</script>
      </body>
      </html>

      """
  }

  /// One cell's card: caption with badge and height, the drawing, and the lists beside it.
  private func card(
    _ cell: GalleryCell, number: Int, fonts: inout GalleryFonts,
    fontFiles: (FontSpec, String) -> [String], widthAdjustment: (FontSpec) -> AdvanceAdjustment?
  ) -> String {
    let layout = cell.layout
    // The template's errors and warnings, as the page's summary counts them (notes are not
    // issues), and the constraints the row's layout broke, which UIKit logs and recovers from.
    let errors = cell.diagnostics.count { $0.severity == .error }
    let warnings = cell.diagnostics.count { $0.severity == .warning }
    let broken = cell.layout.brokenConstraints.count
    let rowWarnings = cell.layout.warnings.count
    let status =
      errors > 0 ? "error" : warnings > 0 || broken > 0 || rowWarnings > 0 ? "warning" : "ok"
    let counts = [
      (errors, "error", "errors"), (warnings, "warning", "warnings"),
      (broken, "broken constraint", "broken constraints"),
      (rowWarnings, "row warning", "row warnings"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
    let badge = counts.isEmpty ? "no issues" : counts.joined(separator: ", ")
    let row = cell.rowDescription.map { " · \(PreviewMarkup.escape($0))" } ?? " · as designed"
    var html =
      "<article class=\"card\" id=\"cell-\(number)\" data-status=\"\(status)\"><header><span class=\"badge \(status)\">\(badge)</span> <span class=\"caption\">\(PreviewMarkup.number(layout.width)) pt wide\(row) · height <b>\(PreviewMarkup.number(layout.height)) pt</b></span></header>\n<div class=\"card-body\"><div class=\"drawing\">"
    html += GalleryCellDrawing(cell: cell).svg(
      fonts: &fonts, fontFiles: fontFiles, widthAdjustment: widthAdjustment)
    html += "</div>\n<div class=\"notes\">"
    html += notes(cell)
    html += "</div></div></article>\n"
    return html
  }

  /// Diagnostics, hidden views, the row's warnings, broken constraints and differences from
  /// Interface Builder.
  private func notes(_ cell: GalleryCell) -> String {
    var html = ""
    if !cell.diagnostics.isEmpty {
      html += "<ul class=\"diagnostics\">"
      for diagnostic in cell.diagnostics.sortedByLocation() {
        let severity = diagnostic.severity.rawValue
        let location =
          diagnostic.location.map {
            "<code title=\"\(PreviewMarkup.escape($0.description))\">\(PreviewMarkup.escape(Self.shortDescription(of: $0)))</code> "
          } ?? ""
        html +=
          "<li class=\"\(severity)\">\(location)\(severity): \(PreviewMarkup.escape(diagnostic.message)) <span class=\"code\">[\(PreviewMarkup.escape(diagnostic.code.rawValue))]</span></li>"
      }
      html += "</ul>"
    }
    let hidden = cell.prototype.allViews.map(\.id).filter(cell.layout.hiddenViews.contains)
    if !hidden.isEmpty {
      html +=
        "<p class=\"hidden-views\">Hidden: \(hidden.map { "<code>\(PreviewMarkup.escape($0))</code>" }.joined(separator: ", "))</p>"
    }
    let invalid = cell.prototype.allViews.compactMap { view -> String? in
      guard let frame = cell.layout.frames[view.id], let problem = PreviewRect(frame).problem else {
        return nil
      }
      return
        "<li class=\"error\"><code>\(PreviewMarkup.escape(view.id))</code> \(PreviewMarkup.describe(frame)): \(problem)</li>"
    }
    if !invalid.isEmpty { html += "<ul class=\"invalid-frames\">\(invalid.joined())</ul>" }
    if !cell.layout.warnings.isEmpty {
      html += "<ul class=\"row-warnings\">"
      for warning in cell.layout.warnings {
        html += "<li class=\"warning\">\(PreviewMarkup.escape(warning.description))</li>"
      }
      html += "</ul>"
    }
    if !cell.layout.brokenConstraints.isEmpty {
      html += "<ul class=\"broken\">"
      for broken in cell.layout.brokenConstraints {
        html += "<li class=\"warning\">\(PreviewMarkup.escape(broken.description))</li>"
      }
      html += "</ul>"
    }
    if !cell.referenceFrames.isEmpty {
      let differences = cell.referenceDifferences
      if differences.isEmpty {
        html += "<p class=\"reference\">Every frame as Interface Builder recorded it.</p>"
      } else {
        html +=
          "<table class=\"reference\"><tr><th>view</th><th>ours</th><th>Interface Builder</th></tr>"
        for difference in differences {
          html +=
            "<tr><td><code>\(PreviewMarkup.escape(difference.view))</code></td><td>\(difference.ours.map(PreviewMarkup.describe) ?? "none")</td><td>\(PreviewMarkup.describe(difference.recorded))</td></tr>"
        }
        html += "</table>"
      }
    }
    return html
  }

  /// `Feed.xml:12:5`: a location with its file's name only (the section names the whole path,
  /// and the element's title holds it).
  static func shortDescription(of location: SourceLocation) -> String {
    let name = FilePathName.fileName(of: location.file)
    return "\(name):\(location.line):\(location.column)"
  }
}
