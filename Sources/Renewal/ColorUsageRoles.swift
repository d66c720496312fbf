import Diagnostics
import Foundation
import Grammar
import SwiftOutput
import Yams

/// How app code uses colours, as `stylebook-audit roles` writes it: each use's spelling
/// (`Colors.sale`, `Asset.Colors.sale`, `R.color.sale`, `.sale`, `"sale"`) with the roles its
/// places give it (`.foregroundStyle(…)`: text, `backgroundColor =`: background …).
///
///     "Colors.sale": [text]
///     "\"bg\"": [background]
public struct ColorUsageRoles: Sendable, Equatable {
    public var uses: [String: Set<ColorRole>]

    public init(uses: [String: Set<ColorRole>] = [:]) { self.uses = uses }

    /// The file's text: spellings in byte order, roles in vocabulary order.
    public func render() -> String {
        var text = "# Colour uses by role (stylebook-audit roles), for stylebook renewal --roles.\n"
        for spelling in uses.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            text += MappingFile.quoted(spelling) + ": [" + uses[spelling]!.sorted().map(\.rawValue).joined(separator: ", ") + "]\n"
        }
        return text
    }

    /// Reads a roles file; an unknown role or a malformed line is an error at its place.
    public static func read(_ text: String, path: String) throws(DiagnosticError) -> ColorUsageRoles {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw DiagnosticError(YAMLErrorMapping.diagnostic(error, path: path, text: text))
        } catch {
            throw DiagnosticError(.error("cannot read the roles: \(error)", at: SourceLocation(file: path)))
        }
        func at(_ node: Node) -> SourceLocation {
            node.mark.map { SourceLocation(file: path, line: $0.line, column: $0.column) } ?? SourceLocation(file: path)
        }
        guard let root else { return ColorUsageRoles() }
        guard case .mapping(let map) = root else { throw DiagnosticError(.error("a roles file maps uses to lists of roles", at: at(root))) }
        var result = ColorUsageRoles()
        for (key, value) in map {
            guard let spelling = key.string, !spelling.isEmpty else { throw DiagnosticError(.error("a use must be a string", at: at(key))) }
            guard case .sequence(let items) = value else { throw DiagnosticError(.error("'\(spelling)' needs a list of roles", at: at(value))) }
            for item in items {
                guard let role = item.string.flatMap(ColorRole.init(rawValue:)) else {
                    throw DiagnosticError(.error("unknown role '\(item.string ?? "")'; one of "
                                                 + ColorRole.allCases.map(\.rawValue).joined(separator: ", "), at: at(item)))
                }
                result.uses[spelling, default: []].insert(role)
            }
        }
        return result
    }

    /// The roles of the uses that name `item`: its accessor or a chain ending with its last
    /// member (`Asset.Colors.sale`, `R.color.sale`), its flat framework member on a framework type
    /// or implicit (`Color.textMain`, `.textMain`: never `Color.red` for a `brand.red`, which is
    /// the system's), or its catalog name as a string (`"sale"`).
    func roles(of item: RenewalItem, naming: NamingStyle) -> Set<ColorRole> {
        let member = item.accessor.split(separator: ".").last.map(String.init) ?? item.accessor
        let flat = naming.member(item.path.components.joined(separator: "-"))
        let names = Set([item.assetName, item.path.slashed, item.path.dotted, item.path.name].compactMap { $0 }.map { "\"\($0)\"" })
        var roles: Set<ColorRole> = []
        for (spelling, found) in uses {
            let parts = spelling.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let framework = parts.count == 2 && ["", "Color", "UIColor", "NSColor", "ShapeStyle", "ColorResource"].contains(parts[0])
            let named = framework ? parts[1] == flat : spelling == item.accessor || spelling.hasSuffix("." + member)
            if named || names.contains(spelling) { roles.formUnion(found) }
        }
        return roles
    }
}
