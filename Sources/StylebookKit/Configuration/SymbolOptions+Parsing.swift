import Diagnostics
import Foundation
import Symbols

/// Turns the textual settings of the CLI and `stylebook.yml` into `SymbolOptions`, with one set of
/// error messages for both.
public enum SymbolSettings {
    public static func options(variants: String = "regular", templateVersion: String? = nil,
                               precision: Int? = nil, margins: String? = nil, weights: String? = nil,
                               at location: SourceLocation? = nil) throws(DiagnosticError) -> SymbolOptions {
        var options = SymbolOptions()
        switch variants.lowercased() {
        case "regular": options.variants = .regular
        case "masters": options.variants = .masters
        case "all": options.variants = .all
        default:
            throw DiagnosticError(.error("variants must be regular, masters or all, not '\(variants)'", at: location))
        }
        if let templateVersion {
            guard let version = TemplateVersion(string: templateVersion) else {
                throw DiagnosticError(.error("unknown template version '\(templateVersion)'; use 2.0, 3.0, 4.0, 5.0, 6.0 or 7.0", at: location))
            }
            options.templateVersion = version
        }
        if options.variants == .masters && options.templateVersion < .v3 {
            // Checked once here, not per icon: otherwise every icon of a batch fails with it.
            throw DiagnosticError(.error("masters need template version 3.0 or later (Template v.2.0 cannot interpolate them); "
                                         + "write regular or all variants, or choose a later template version", at: location))
        }
        if let precision {
            guard (0...8).contains(precision) else {
                throw DiagnosticError(.error("precision must be from 0 to 8 decimals, not \(precision)", at: location))
            }
            options.precision = precision
        }
        if let margins {
            let text = margins.lowercased()
            if text == "fitted" {
                options.margins = .fitted
            } else if text == "fixed" {
                options.margins = .fixedWidth(nil)
            } else if text.hasPrefix("fixed:"), let width = Double(text.dropFirst(6)), width > 0, width <= 10_000 {
                options.margins = .fixedWidth(width)
            } else {
                throw DiagnosticError(.error("margins must be 'fitted', 'fixed' or 'fixed:WIDTH' (WIDTH above 0, at most 10000), not '\(margins)'", at: location))
            }
        }
        if let weights {
            guard let mode = FillWeightMode(rawValue: weights.lowercased()) else {
                throw DiagnosticError(.error("weights must be 'synthesize' or 'reuse', not '\(weights)'", at: location))
            }
            options.fillWeights = mode
        }
        return options
    }
}
