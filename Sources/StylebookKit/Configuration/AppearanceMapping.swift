import Diagnostics
import Foundation
import Tokens

/// Parses `--appearance NAME=MODIFIER:CONTEXT` options into the reader's appearance mapping.
///
/// Several options for the same appearance combine (`dark=theme:dark --appearance dark=contrast:normal`),
/// so resolvers with more than one modifier can be mapped fully.
public enum AppearanceMappingParser {
    public static let names: [String: Appearance] = [
        "light": .light, "any": .light,
        "dark": .dark,
        "light-hc": .lightHighContrast, "high-contrast": .lightHighContrast,
        "dark-hc": .darkHighContrast, "dark-high-contrast": .darkHighContrast,
    ]

    public static func parse(_ options: [String]) throws(DiagnosticError) -> [Appearance: [String: String]] {
        var mapping: [Appearance: [String: String]] = [:]
        for option in options {
            guard let eq = option.firstIndex(of: "=") else {
                throw DiagnosticError(.error("--appearance '\(option)' must look like NAME=MODIFIER:CONTEXT, e.g. dark=theme:dark"))
            }
            let name = option[..<eq].trimmingCharacters(in: .whitespaces).lowercased()
            let rest = option[option.index(after: eq)...]
            guard let appearance = names[name] else {
                throw DiagnosticError(.error("--appearance '\(option)': unknown appearance '\(name)'; use light, dark, light-hc or dark-hc"))
            }
            guard let colon = rest.firstIndex(of: ":") else {
                throw DiagnosticError(.error("--appearance '\(option)' must name a modifier and a context, e.g. \(name)=theme:\(name)"))
            }
            let modifier = rest[..<colon].trimmingCharacters(in: .whitespaces)
            let context = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !modifier.isEmpty, !context.isEmpty else {
                throw DiagnosticError(.error("--appearance '\(option)': modifier and context must not be empty"))
            }
            if let existing = mapping[appearance]?[modifier], existing != context {
                throw DiagnosticError(.error("--appearance gives modifier '\(modifier)' two contexts for \(name): '\(existing)' and '\(context)'"))
            }
            mapping[appearance, default: [:]][modifier] = context
        }
        return mapping
    }

    /// Parses `--input MODIFIER=CONTEXT` options (fixed contexts for modifiers that are not the appearance).
    public static func parseInputs(_ options: [String]) throws(DiagnosticError) -> [String: String] {
        var inputs: [String: String] = [:]
        for option in options {
            guard let eq = option.firstIndex(of: "=") else {
                throw DiagnosticError(.error("--input '\(option)' must look like MODIFIER=CONTEXT, e.g. size=medium"))
            }
            let modifier = option[..<eq].trimmingCharacters(in: .whitespaces)
            let context = option[option.index(after: eq)...].trimmingCharacters(in: .whitespaces)
            guard !modifier.isEmpty, !context.isEmpty else {
                throw DiagnosticError(.error("--input '\(option)': modifier and context must not be empty"))
            }
            if let existing = inputs[modifier], existing != context {
                throw DiagnosticError(.error("--input gives modifier '\(modifier)' two contexts: '\(existing)' and '\(context)'"))
            }
            inputs[modifier] = context
        }
        return inputs
    }

    public static func parseAppearanceNames(_ list: [String]) throws(DiagnosticError) -> Set<Appearance> {
        var result: Set<Appearance> = []
        for raw in list.flatMap({ $0.split(separator: ",").map(String.init) }) {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            guard let a = names[name] else {
                throw DiagnosticError(.error("unknown appearance '\(raw)'; use light, dark, light-hc or dark-hc"))
            }
            result.insert(a)
        }
        return result
    }
}
