/// Rules for folder and file names inside a catalog.
public enum CatalogNames {
    /// Why `entry` cannot be written as-is; empty when it can.
    public static func problems(in entry: CatalogSet) -> [String] {
        var problems: [String] = []
        for group in entry.namespace {
            if let p = nameProblem(group) {
                problems.append("namespace folder '\(group)' \(p)")
            } else if group.contains(".") {
                // Xcode would read "a.b" as a set of type "b", not a group.
                problems.append("namespace folder '\(group)' cannot contain '.'")
            }
        }
        for group in entry.folders {
            if let p = nameProblem(group) {
                problems.append("group folder '\(group)' \(p)")
            } else if group.contains(".") {
                problems.append("group folder '\(group)' cannot contain '.'")
            }
        }
        if let p = nameProblem(entry.name) { problems.append("asset name '\(entry.name)' \(p)") }
        let filenames: [String] = switch entry.content {
        case .color: []
        case .image(let image): image.images.compactMap(\.filename)
        case .symbol(let symbol): [symbol.filename]
        case .data(let info): info.data.compactMap(\.filename)
        }
        for filename in filenames {
            if let p = nameProblem(filename) {
                problems.append("file name '\(filename)' \(p)")
            } else if filename.lowercased() == "contents.json" {
                problems.append("file name '\(filename)' is reserved for the set's description")
            }
        }
        return problems
    }

    /// Why `name` cannot be one folder or file name; nil when it can.
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.contains("/") { return "cannot contain '/'" }
        if name.hasPrefix(".") { return "cannot start with '.'" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "cannot contain control characters" }
        if name.utf8.count > 240 { return "is too long for a file name" }
        return nil
    }
}
