import Foundation
@preconcurrency import Stencil

/// The string filters of StencilSwiftKit that xcassets templates use, plus the simple ones
/// teams' custom templates commonly reach for.
enum StencilSwiftFilters {
    struct FilterError: Error, CustomStringConvertible {
        var description: String
    }

    static func string(_ value: Any?, _ filter: String) throws -> String {
        if let s = value as? String { return s }
        if let s = value as? CustomStringConvertible, !(value is [Any]), !(value is [String: Any]) { return s.description }
        throw FilterError(description: "filter '\(filter)' needs a string, got \(value.map { "\(type(of: $0))" } ?? "nothing")")
    }

    static func stringArgument(_ arguments: [Any?], _ index: Int, _ filter: String) throws -> String {
        guard arguments.indices.contains(index), let value = arguments[index] as? String else {
            throw FilterError(description: "filter '\(filter)' needs a string argument \(index + 1)")
        }
        return value
    }

    static func boolArgument(_ arguments: [Any?], default: Bool) -> Bool {
        guard let first = arguments.first, let value = first else { return `default` }
        if let b = value as? Bool { return b }
        if let s = value as? String { return ["true", "yes", "1"].contains(s.lowercased()) }
        return `default`
    }

    static func register(in ext: Extension) {
        ext.registerFilter("swiftIdentifier") { value, arguments in
            let text = try string(value, "swiftIdentifier")
            let mode = arguments.first.flatMap { $0 as? String } ?? "normal"
            switch mode {
            case "normal": return SwiftGenIdentifier.normal(text)
            case "pretty": return SwiftGenIdentifier.pretty(text)
            default: throw FilterError(description: "swiftIdentifier takes \"normal\" or \"pretty\", not \"\(mode)\"")
            }
        }
        ext.registerFilter("lowerFirstWord") { value in SwiftGenIdentifier.lowerFirstWord(try string(value, "lowerFirstWord")) }
        ext.registerFilter("escapeReservedKeywords") { value in SwiftGenIdentifier.escapeReservedKeywords(try string(value, "escapeReservedKeywords")) }
        ext.registerFilter("upperFirstLetter") { value in SwiftGenIdentifier.upperFirstScalar(try string(value, "upperFirstLetter")) }
        ext.registerFilter("titlecase") { value in SwiftGenIdentifier.upperFirstScalar(try string(value, "titlecase")) }
        ext.registerFilter("lowerFirstLetter") { value in
            let text = try string(value, "lowerFirstLetter")
            return text.prefix(1).lowercased() + text.dropFirst()
        }
        ext.registerFilter("snakeToCamelCase") { value, arguments in
            SwiftGenIdentifier.snakeToCamelCase(try string(value, "snakeToCamelCase"), stripLeading: boolArgument(arguments, default: false))
        }
        ext.registerFilter("camelToSnakeCase") { value, arguments in
            let snake = SwiftGenIdentifier.snakeCase(try string(value, "camelToSnakeCase"))
            return boolArgument(arguments, default: true) ? snake.lowercased() : snake
        }
        ext.registerFilter("replace") { value, arguments in
            try string(value, "replace").replacingOccurrences(of: try stringArgument(arguments, 0, "replace"), with: try stringArgument(arguments, 1, "replace"))
        }
        ext.registerFilter("contains") { value, arguments in try string(value, "contains").contains(try stringArgument(arguments, 0, "contains")) }
        ext.registerFilter("hasPrefix") { value, arguments in try string(value, "hasPrefix").hasPrefix(try stringArgument(arguments, 0, "hasPrefix")) }
        ext.registerFilter("hasSuffix") { value, arguments in try string(value, "hasSuffix").hasSuffix(try stringArgument(arguments, 0, "hasSuffix")) }
        ext.registerFilter("basename") { value in
            let text = try string(value, "basename")
            return text.split(separator: "/").last.map(String.init) ?? text
        }
        ext.registerFilter("dirname") { value in
            let text = try string(value, "dirname")
            guard let slash = text.lastIndex(of: "/") else { return "." }
            return slash == text.startIndex ? "/" : String(text[..<slash])
        }
        ext.registerFilter("removeNewlines") { value, arguments in
            let text = try string(value, "removeNewlines")
            let mode = arguments.first.flatMap { $0 as? String } ?? "all"
            if mode == "leading" {
                return text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.drop { $0 == " " || $0 == "\t" } }.joined().trimmingCharacters(in: .whitespaces)
            }
            return String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
        }
    }
}
