/// A description of any value that is the same in every process: dictionaries and sets are
/// listed in sorted order. `String(describing:)` lists them in hash order, which Swift seeds per
/// process, so a build-cache fingerprint made from it would change between two identical runs.
enum StableDescription {
    static func of(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary:
            let entries = mirror.children.map { entry in
                Mirror(reflecting: entry.value).children.map { of($0.value) }.joined(separator: ": ")
            }
            return "[" + entries.sorted().joined(separator: ", ") + "]"
        case .set:
            return "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ", ") + "}"
        case .optional:
            return mirror.children.first.map { of($0.value) } ?? "nil"
        case .collection:
            return "[" + mirror.children.map { of($0.value) }.joined(separator: ", ") + "]"
        case .struct, .class, .tuple, .enum:
            if mirror.children.isEmpty { return String(describing: value) }
            let parts = mirror.children.map { ($0.label.map { $0 + ": " } ?? "") + of($0.value) }
            return "\(type(of: value))(" + parts.joined(separator: ", ") + ")"
        default:
            // Quoted strings, so "a, b" and two strings "a" and "b" differ.
            return String(reflecting: value)
        }
    }
}
