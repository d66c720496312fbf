import Foundation
import Geometry
import Grammar

/// One variant ready to write: paths in group-local coordinates (x from the left margin, y from the
/// baseline, negative upwards) and the margin-to-margin width.
struct WrittenGlyph: Sendable {
    var id: SymbolVariantID
    var paths: [Path]
    var marginWidth: Double
    /// SF Symbols 7 Draw keyframes (`data-clipstroke-keyframes`) by path index; written from template 7.0.
    var drawKeyframes: [Int: String] = [:]

    /// Apple centres each variant's margin box on its weight column.
    var leftMarginX: Double { TemplateMetrics.columns[id.weight.column] - marginWidth / 2 }
    var baseline: Double { TemplateMetrics.baseline(id.scale) }
}

/// Rendering-mode annotation of the template: a class list per path index (same for every variant)
/// and the `<style>` rules defining them.
struct LayerAnnotation: Sendable {
    var classes: [[String]]
    var rules: [String]
}

/// Writes the template SVG in Apple's export layout (format doc §2, §11).
struct TemplateWriter {
    let version: TemplateVersion
    let format: NumberFormat
    let glyphName: String

    func write(_ glyphs: [WrittenGlyph], annotation: LayerAnnotation?) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!--Generator: Stylebook-->
        <!DOCTYPE svg
        PUBLIC "-//W3C//DTD SVG 1.1//EN"
               "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">

        """
        let size = version >= .v6 ? "viewBox=\"0 0 3300 2200\"" : "width=\"3300\" height=\"2200\""
        out += "<svg version=\"1.1\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \(size)>\n"
        out += " <!--glyph: \"\(commentSafe(glyphName))\", point size: 100.0, template writer version: \"\(version.writerVersion)\"-->\n"
        if let annotation, version.hasLayerClasses, !annotation.rules.isEmpty {
            out += " <style>\n" + annotation.rules.map { "  " + $0 + "\n" }.joined() + " </style>\n"
        }
        out += notes()
        out += guides(glyphs)
        out += " <g id=\"Symbols\">\n"
        for glyph in glyphs {
            let x = format.string(glyph.leftMarginX), y = format.string(glyph.baseline)
            out += "  <g id=\"\(glyph.id)\" transform=\"matrix(1 0 0 1 \(x) \(y))\">\n"
            for (index, path) in glyph.paths.enumerated() {
                var classAttr = ""
                if let annotation, version.hasLayerClasses, index < annotation.classes.count,
                   !annotation.classes[index].isEmpty {
                    classAttr = " class=\"\(annotation.classes[index].joined(separator: " "))\""
                }
                var draw = ""
                if version >= .v7, let keyframes = glyph.drawKeyframes[index] {
                    draw = " data-clipstroke-keyframes=\"\(keyframes)\""
                }
                out += "   <path\(classAttr) d=\"\(format.pathData(path))\"\(draw)/>\n"
            }
            out += "  </g>\n"
        }
        out += " </g>\n</svg>\n"
        return out
    }

    private func text(_ s: String, x: Double, y: Double, anchor: String? = nil, bold: Bool = false, id: String? = nil) -> String {
        var style = "stroke:none;fill:black;font-family:-apple-system,&quot;SF Pro Display&quot;,&quot;SF Pro Text&quot;,Helvetica,sans-serif;"
        if bold { style += "font-weight:bold;" }
        if let anchor { style += "text-anchor:\(anchor);" }
        let idAttr = id.map { " id=\"\($0)\"" } ?? ""
        return "  <text\(idAttr) style=\"\(style)\" transform=\"matrix(1 0 0 1 \(format.string(x)) \(format.string(y)))\">\(xmlEscape(s))</text>\n"
    }

    private func notes() -> String {
        var out = " <g id=\"Notes\">\n"
        out += "  <rect height=\"2200\" id=\"artboard\" style=\"fill:white;opacity:1\" width=\"3300\" x=\"0\" y=\"0\"/>\n"
        out += "  <line style=\"fill:none;stroke:black;opacity:1;stroke-width:0.5;\" x1=\"263\" x2=\"3036\" y1=\"292\" y2=\"292\"/>\n"
        out += text("Weight/Scale Variations", x: 263, y: 322, bold: true)
        for weight in SymbolWeight.allCases {
            out += text(weight.rawValue, x: TemplateMetrics.columns[weight.column], y: 322, anchor: "middle")
        }
        out += "  <line style=\"fill:none;stroke:black;opacity:1;stroke-width:0.5;\" x1=\"263\" x2=\"3036\" y1=\"1903\" y2=\"1903\"/>\n"
        out += text("Small", x: 263, y: 726)
        out += text("Medium", x: 263, y: 1156)
        out += text("Large", x: 263, y: 1586)
        out += text(version.marker, x: 3036, y: 1933, anchor: "end", id: "template-version")
        out += text("Requires Xcode \(version.requiredXcode) or greater", x: 3036, y: 1951, anchor: "end")
        out += text("Generated from \(glyphName)", x: 3036, y: 1969, anchor: "end", id: "descriptive-name")
        out += text("Typeset at 100.0 points", x: 3036, y: 1987, anchor: "end")
        out += " </g>\n"
        return out
    }

    private func guides(_ glyphs: [WrittenGlyph]) -> String {
        var out = " <g id=\"Guides\">\n"
        for scale in SymbolScale.allCases {
            for (kind, y) in [("Baseline", TemplateMetrics.baseline(scale)), ("Capline", TemplateMetrics.capline(scale))] {
                let ys = format.string(y)
                out += "  <line id=\"\(kind)-\(scale.rawValue)\" style=\"fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;\" "
                    + "x1=\"263\" x2=\"3036\" y1=\"\(ys)\" y2=\"\(ys)\"/>\n"
            }
        }
        for glyph in glyphs {
            // Template 2.0 knows one legacy pair, drawn for Regular-M.
            let suffix: String
            if version.hasPerVariantMargins {
                suffix = "-\(glyph.id)"
            } else if glyph.id == .regularMedium {
                suffix = ""
            } else {
                continue
            }
            let y1 = format.string(glyph.baseline - TemplateMetrics.marginAbove)
            let y2 = format.string(glyph.baseline + TemplateMetrics.marginBelow)
            for (side, x) in [("left", glyph.leftMarginX), ("right", glyph.leftMarginX + glyph.marginWidth)] {
                let xs = format.string(x)
                out += "  <line id=\"\(side)-margin\(suffix)\" style=\"fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;\" "
                    + "x1=\"\(xs)\" x2=\"\(xs)\" y1=\"\(y1)\" y2=\"\(y2)\"/>\n"
            }
        }
        out += " </g>\n"
        return out
    }

    private func xmlEscape(_ s: String) -> String {
        XMLText.escaped(s)
    }

    private func commentSafe(_ s: String) -> String {
        xmlEscape(s).replacingOccurrences(of: "--", with: "- -")
    }
}

