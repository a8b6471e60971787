// ListPrototypes: loads a folder of templates through Protocell and lists each cell prototype
// with its views (as a tree) and its constraints.
//
//   swift run --package-path Examples ListPrototypes Templates
//
// The folder defaults to ../Templates (right when run from inside Examples/). The exit status
// is 1 when the templates have errors, 0 otherwise.

import Foundation
import Protocell

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "../Templates"

// Parse every *.xml file under the folder and validate them together, as `protocell validate`
// does (a `.protocell.json` beside the templates is honoured).
let report = TemplateChecker().check(paths: [folder])
if !report.diagnostics.isEmpty {
  print(DiagnosticsFormatter().format(report.diagnostics, sources: report.sources))
}

// MARK: - Describing views

/// The properties worth showing for a view: its kind's own, then any non-default common ones.
func summary(of view: ViewNode) -> String {
  var parts: [String] = []
  switch view.kind {
  case .view:
    break
  case .label(let label):
    if !label.text.isEmpty {
      let text = label.text.count > 32 ? label.text.prefix(31) + "…" : Substring(label.text)
      parts.append("\"\(text)\"")
    }
    let weight = label.font.weight == .regular ? "" : " \(label.font.weight)"
    parts.append("\(label.font.family)\(weight) \(label.font.size.compactDescription)pt")
    if label.numberOfLines != 1 {
      parts.append(label.numberOfLines == 0 ? "lines: unlimited" : "lines: \(label.numberOfLines)")
    }
    if label.lineBreakMode != .truncateTail { parts.append(label.lineBreakMode.rawValue) }
    if label.textAlignment != .natural { parts.append("align: \(label.textAlignment.rawValue)") }
  case .image(let image):
    parts.append(image.imageSize.map { "image \($0)" } ?? "no image")
  case .stack(let stack):
    parts.append(stack.axis.rawValue)
    if stack.spacing != 0 { parts.append("spacing \(stack.spacing.compactDescription)") }
    if stack.alignment != .fill { parts.append("alignment: \(stack.alignment.rawValue)") }
    if stack.distribution != .fill { parts.append("distribution: \(stack.distribution.rawValue)") }
  }
  if let binding = view.binding {
    parts.append("bind: \(binding.key)\(binding.hidesWhenEmpty ? " (hides when empty)" : "")")
  }
  if view.isHidden { parts.append("hidden") }
  let intrinsic = view.intrinsicSize
  if intrinsic.width != nil || intrinsic.height != nil {
    let width = intrinsic.width?.compactDescription ?? "none"
    let height = intrinsic.height?.compactDescription ?? "none"
    parts.append("intrinsic \(width)×\(height)")
  }
  let defaultHugging = view.kind.defaultContentHugging
  if view.contentHugging != defaultHugging {
    parts.append("hugging \(view.contentHugging.horizontal)/\(view.contentHugging.vertical)")
  }
  if view.compressionResistance != AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
  {
    parts.append(
      "compression \(view.compressionResistance.horizontal)/\(view.compressionResistance.vertical)")
  }
  if let color = view.backgroundColor { parts.append("background \(color)") }
  return parts.joined(separator: ", ")
}

/// Prints `view` and its subviews as an indented tree.
func printTree(_ view: ViewNode, prefix: String, isLast: Bool) {
  let branch = isLast ? "└─ " : "├─ "
  let details = summary(of: view)
  print(
    "\(prefix)\(branch)\(view.kind.elementName) \(view.id)\(details.isEmpty ? "" : "  (\(details))")"
  )
  let childPrefix = prefix + (isLast ? "   " : "│  ")
  for (index, subview) in view.subviews.enumerated() {
    printTree(subview, prefix: childPrefix, isLast: index == view.subviews.count - 1)
  }
}

// MARK: - Listing

for file in report.files {
  print("\(file.path): \(file.cells.count) prototype\(file.cells.count == 1 ? "" : "s")")
  for cell in file.cells {
    let margins = cell.layoutMargins
    var header = "  \(cell.reuseIdentifier)  width \(cell.width.compactDescription)"
    if let estimate = cell.estimatedHeight {
      header += ", estimated height \(estimate.compactDescription)"
    }
    header +=
      ", margins \(margins.top.compactDescription) \(margins.leading.compactDescription) "
      + "\(margins.bottom.compactDescription) \(margins.trailing.compactDescription)"
    header += ", separator \(cell.separator.rawValue)"
    print(header)
    print("    views:")
    for (index, view) in cell.views.enumerated() {
      printTree(view, prefix: "      ", isLast: index == cell.views.count - 1)
    }
    print("    constraints:")
    for constraint in cell.constraints {
      let identifier = constraint.identifier.map { "  [\($0)]" } ?? ""
      print("      \(constraint)\(identifier)")
    }
  }
  print("")
}

print(
  "\(report.files.count) files, \(report.cellCount) prototypes, \(report.errorCount) errors, \(report.warningCount) warnings"
)
if report.errorCount > 0 { exit(1) }
