import Diagnostics

/// Finds component styles in a resolved token set: every group below a component root
/// (`button.main`, `label.caption`) whose tokens are the kind's properties.
///
/// The component's tokens stay ordinary tokens too (a colour set per component colour), so the
/// component refers to values that exist in the catalog and in every appearance.
public enum ComponentExtraction {
    /// What one token in the set is, for matching against a property's kind.
    enum Found {
        case color(ColorToken)
        case textStyle(TextStyleToken)
        case dimension(DimensionToken)
        case number(NumberToken)
        case other(String, TokenInfo)

        var info: TokenInfo {
            switch self {
            case .color(let t): t.info
            case .textStyle(let t): t.info
            case .dimension(let t): t.info
            case .number(let t): t.info
            case .other(_, let info): info
            }
        }

        var typeName: String {
            switch self {
            case .color: "colour"
            case .textStyle: "typography"
            case .dimension(let t): t.points == nil ? "dimension in \(t.unit)" : "dimension"
            case .number: "number"
            case .other(let type, _): type
            }
        }
    }

    public static func extract(from tokens: TokenSet, roots: ComponentRoots) -> (components: [ComponentToken], diagnostics: DiagnosticList) {
        var diagnostics = DiagnosticList()
        // Only tokens below a component root can belong to a component: indexing every token
        // copied each one (100,000 colours) to find the few under `button`/`label`.
        let allRoots = roots.roots.values.flatMap { $0 }
        var index = ComponentIndex { path in
            allRoots.contains { root in
                path.components.count >= root.components.count + 2 && path.components.starts(with: root.components)
            }
        }
        for t in tokens.colors { index[t.path] = .color(t) }
        for t in tokens.textStyles { index[t.path] = .textStyle(t) }
        for t in tokens.dimensions { index[t.info.path] = .dimension(t) }
        for t in tokens.numbers { index[t.info.path] = .number(t) }
        for t in tokens.durations { index[t.info.path] = .other("duration", t.info) }
        for t in tokens.shadows { index[t.info.path] = .other("shadow", t.info) }
        for t in tokens.fontFamilies { index[t.info.path] = .other("fontFamily", t.info) }
        for t in tokens.fontWeights { index[t.info.path] = .other("fontWeight", t.info) }
        for t in tokens.strings { index[t.info.path] = .other("string", t.info) }
        for t in tokens.borders { index[t.info.path] = .other("border", t.info) }
        for t in tokens.gradients { index[t.info.path] = .other("gradient", t.info) }

        var components: [ComponentToken] = []
        for kind in ComponentKind.allCases {
            for root in roots.roots[kind] ?? [] {
                // Group the tokens below the root by their parent: each parent is a candidate component.
                var groups: [TokenPath: [(property: String, found: Found)]] = [:]
                for (path, found) in index.entries where path.components.count >= root.components.count + 2
                    && Array(path.components.prefix(root.components.count)) == root.components {
                    groups[TokenPath(path.groups), default: []].append((path.name, found))
                }
                for group in groups.keys.sorted() {
                    let members = groups[group]!.sorted { $0.property.utf8.lexicographicallyPrecedes($1.property.utf8) }
                    if let component = build(kind, group: group, root: root, members: members, declared: roots.declared, diagnostics: &diagnostics) {
                        components.append(component)
                    }
                }
            }
        }
        components.sort { $0.kind == $1.kind ? $0.path < $1.path : $0.kind < $1.kind }
        return (components, diagnostics)
    }

    private static func build(_ kind: ComponentKind, group: TokenPath, root: TokenPath, members: [(property: String, found: Found)],
                              declared: Bool, diagnostics: inout DiagnosticList) -> ComponentToken? {
        let properties = Dictionary(uniqueKeysWithValues: kind.properties.map { ($0.name, $0) })
        // Found only by its default root name, a group with none of the kind's properties is not a component.
        guard declared || members.contains(where: { properties[$0.property] != nil }) else { return nil }
        let location = members.compactMap(\.found.info.location).first
        var problems = DiagnosticList()
        func problem(_ message: String, at location: SourceLocation?) {
            if declared {
                problems.error(message, at: location)
            } else {
                problems.warning(message + "; '\(group)' is left as plain tokens", at: location)
            }
        }
        var component = ComponentToken(info: TokenInfo(path: group, location: location), kind: kind,
                                       name: Array(group.components.dropFirst(root.components.count)))
        for (name, found) in members {
            guard let property = properties[name] else {
                let known = kind.properties.map(\.name)
                diagnostics.warning("'\(found.info.path)' is not a \(kind.rawValue) property and is ignored by the component"
                                    + NameSuggestion.didYouMean(name, in: known) + " (known: \(known.joined(separator: ", ")))",
                                    at: found.info.location)
                continue
            }
            let wrongType = "\(kind.rawValue) '\(group)': '\(name)' must be a \(property.kind.rawValue), but '\(found.info.path)' is a \(found.typeName)"
            switch (property.kind, found) {
            case (.color, .color(let token)):
                component.colors[name] = token
            case (.textStyle, .textStyle(let token)):
                component.textStyles[name] = token
            case (.length, .dimension(let token)):
                guard let points = token.points else { problem(wrongType, at: found.info.location); continue }
                component.numbers[name] = points
            case (.length, .number(let token)):
                component.numbers[name] = token.value
            case (.opacity, .number(let token)):
                guard token.value >= 0, token.value <= 1 else {
                    problem("\(kind.rawValue) '\(group)': '\(name)' must be from 0 to 1, not \(token.value)", at: found.info.location)
                    continue
                }
                component.numbers[name] = token.value
            default:
                problem(wrongType, at: found.info.location)
            }
        }
        let present = Set(members.map(\.property))
        for property in kind.properties where property.required && !present.contains(property.name) {
            problem("\(kind.rawValue) '\(group)' has no '\(property.name)' (a \(property.kind.rawValue) token at \(group).\(property.name))", at: location)
        }
        diagnostics.append(contentsOf: problems)
        return problems.isEmpty ? component : nil
    }
}

/// The tokens a component could be made of, by path; assigning a token outside every root is a no-op.
private struct ComponentIndex {
    let isCandidate: (TokenPath) -> Bool
    private(set) var entries: [TokenPath: ComponentExtraction.Found] = [:]

    init(isCandidate: @escaping (TokenPath) -> Bool) { self.isCandidate = isCandidate }

    subscript(path: TokenPath) -> ComponentExtraction.Found? {
        get { entries[path] }
        set { if isCandidate(path) { entries[path] = newValue } }
    }
}
