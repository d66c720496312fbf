import SwiftOutput
import Tokens

/// The Swift accessor the generated code has for each token path: nested enums per group
/// (`Colors.Content.primary`), names claimed in byte order exactly as the emitter claims them,
/// so a clash renamed there (`primary_2`) is shown renamed here too.
public struct GuideAccessors: Sendable {
    public private(set) var names: [TokenPath: String] = [:]

    /// `naming`: colours follow the project's `swift.naming` (Xcode's rules by default), other
    /// tokens Stylebook's own, as the emitter names them.
    public init(paths: [TokenPath], typeName: String, naming: NamingStyle = .stylebook) {
        self.naming = naming
        assign(paths.map(\.components), prefix: typeName, full: [])
    }

    private let naming: NamingStyle

    public subscript(path: TokenPath) -> String? { names[path] }

    private mutating func assign(_ items: [[String]], prefix: String, full: [String]) {
        var leaves: [String] = []
        var groups: [String: [[String]]] = [:]
        for components in items {
            if components.count <= 1 {
                leaves.append(components.first ?? "")
            } else {
                groups[components[0], default: []].append(Array(components.dropFirst()))
            }
        }
        // Leaves and groups interleaved by raw name, a leaf first on a tie (the emitter's order).
        var slots: [(raw: String, isGroup: Bool)] = leaves.map { ($0, false) } + groups.keys.map { ($0, true) }
        slots.sort { a, b in
            a.raw == b.raw ? (!a.isGroup && b.isGroup) : Array(a.raw.utf8).lexicographicallyPrecedes(Array(b.raw.utf8))
        }
        var scope = SwiftIdentifier.Scope()
        for slot in slots {
            if slot.isGroup {
                let id = scope.claim(naming.typeName(slot.raw))
                assign(groups[slot.raw] ?? [], prefix: prefix + "." + id, full: full + [slot.raw])
            } else {
                let id = scope.claim(naming.member(slot.raw))
                names[TokenPath(full + [slot.raw])] = prefix + "." + id
            }
        }
    }
}

extension GuideAccessors {
    /// The symbol enum's case for each asset name (`Icons/cart` → `Symbols.cart`), with the
    /// enum's reserved members kept out as the emitter keeps them out.
    public static func symbolCases(_ assetNames: [String], typeName: String, naming: NamingStyle = .xcode) -> [String: String] {
        var scope = SwiftIdentifier.Scope(reserved: ["image", "uiImage", "nsImage", "imageName", "rawValue", "allCases", "hashValue"])
        var result: [String: String] = [:]
        for name in Set(assetNames).sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let source = String(name.split(separator: "/").last ?? "")
            result[name] = typeName + "." + scope.claim(naming.member(source))
        }
        return result
    }
}
