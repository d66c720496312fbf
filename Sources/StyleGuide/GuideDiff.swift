import Tokens

/// What changed between two design systems: tokens and symbols added, removed and changed, and
/// the accessors app code loses (a breaking change: code that uses them stops compiling).
public struct GuideDiff: Sendable {
    public enum Kind: String, Sendable, Hashable {
        case added, removed, changed, renamed
    }

    /// One changed item of any kind. `before`/`after` name the old and new token path or symbol.
    public struct Change: Sendable, Hashable {
        public var kind: Kind
        /// `colors`, `textStyles`, `symbols`, `dimensions`, `numbers`, `durations`, `shadows`.
        public var section: String
        public var before: String?
        public var after: String?
        /// Accessors app code uses, before and after (nil where there is none).
        public var accessorBefore: String?
        public var accessorAfter: String?
        /// Human-readable details, e.g. `dark #121212 → #000000`.
        public var details: [String]
        /// A rename that `renames:` lists: the old accessor stays as a deprecated alias.
        public var aliased = false

        /// An accessor that existed is gone or spelled differently (and no alias keeps it).
        public var isBreaking: Bool {
            guard let old = accessorBefore, !aliased else { return false }
            return accessorAfter != old
        }

        public var name: String { after ?? before ?? "" }
    }

    public var oldLabel: String
    public var newLabel: String
    public var changes: [Change]

    public var breaking: [Change] { changes.filter(\.isBreaking) }
    public var isEmpty: Bool { changes.isEmpty }

    public func count(_ kind: Kind) -> Int { changes.filter { $0.kind == kind }.count }
    public func changes(in section: String) -> [Change] { changes.filter { $0.section == section } }

    static let sections: [(key: String, title: String)] = [
        ("colors", "Colours"), ("textStyles", "Text styles"), ("symbols", "Symbols"), ("dimensions", "Dimensions"),
        ("shadows", "Shadows"), ("durations", "Durations"), ("numbers", "Numbers"),
    ]
}

/// Compares two guide inputs item by item. A removed item whose value reappears under a new
/// name (and only one such) is reported as a rename.
public enum GuideDiffer {
    public static func diff(old: GuideInput, new: GuideInput, oldLabel: String, newLabel: String) -> GuideDiff {
        var changes: [GuideDiff.Change] = []
        changes += compare(section: "colors", old.tokens.colors, new.tokens.colors, path: \.path,
                           oldAccessors: GuideAccessors(paths: old.tokens.colors.map(\.path), typeName: old.swift.colorsTypeName, naming: old.swift.naming),
                           newAccessors: GuideAccessors(paths: new.tokens.colors.map(\.path), typeName: new.swift.colorsTypeName, naming: new.swift.naming),
                           suffix: ".color", equal: { $0.values == $1.values }, details: colorDetails)
        changes += compare(section: "textStyles", old.tokens.textStyles, new.tokens.textStyles, path: \.path,
                           oldAccessors: GuideAccessors(paths: old.tokens.textStyles.map(\.path), typeName: old.swift.textStylesTypeName),
                           newAccessors: GuideAccessors(paths: new.tokens.textStyles.map(\.path), typeName: new.swift.textStylesTypeName),
                           suffix: ".font", equal: { TextStyleFields($0) == TextStyleFields($1) }, details: textStyleDetails)
        changes += compare(section: "dimensions", old.tokens.dimensions, new.tokens.dimensions, path: \.info.path,
                           oldAccessors: GuideAccessors(paths: old.tokens.dimensions.map(\.info.path), typeName: old.swift.dimensionsTypeName),
                           newAccessors: GuideAccessors(paths: new.tokens.dimensions.map(\.info.path), typeName: new.swift.dimensionsTypeName),
                           suffix: "", equal: { $0.value == $1.value && $0.unit == $1.unit },
                           details: { a, b in ["\(GuideNumber.dimension(a)) → \(GuideNumber.dimension(b))"] })
        changes += compare(section: "numbers", old.tokens.numbers, new.tokens.numbers, path: \.info.path,
                           oldAccessors: GuideAccessors(paths: old.tokens.numbers.map(\.info.path), typeName: old.swift.numbersTypeName),
                           newAccessors: GuideAccessors(paths: new.tokens.numbers.map(\.info.path), typeName: new.swift.numbersTypeName),
                           suffix: "", equal: { $0.value == $1.value },
                           details: { a, b in ["\(GuideNumber.format(a.value, decimals: 4)) → \(GuideNumber.format(b.value, decimals: 4))"] })
        changes += compare(section: "durations", old.tokens.durations, new.tokens.durations, path: \.info.path,
                           oldAccessors: GuideAccessors(paths: old.tokens.durations.map(\.info.path), typeName: old.swift.durationsTypeName),
                           newAccessors: GuideAccessors(paths: new.tokens.durations.map(\.info.path), typeName: new.swift.durationsTypeName),
                           suffix: "", equal: { $0.seconds == $1.seconds },
                           details: { a, b in ["\(GuideNumber.format(a.seconds * 1000, decimals: 1)) ms → \(GuideNumber.format(b.seconds * 1000, decimals: 1)) ms"] })
        changes += compare(section: "shadows", old.tokens.shadows, new.tokens.shadows, path: \.info.path,
                           oldAccessors: GuideAccessors(paths: old.tokens.shadows.map(\.info.path), typeName: old.swift.shadowsTypeName),
                           newAccessors: GuideAccessors(paths: new.tokens.shadows.map(\.info.path), typeName: new.swift.shadowsTypeName),
                           suffix: "", equal: { $0.layers == $1.layers }, details: { _, _ in ["layers changed"] })
        changes += symbolChanges(old, new)
        return GuideDiff(oldLabel: oldLabel, newLabel: newLabel, changes: changes)
    }

    /// Tokens matched by path; accessors compared too (a type rename in `swift.types` breaks code
    /// even when no token changed).
    static func compare<T>(section: String, _ old: [T], _ new: [T], path: (T) -> TokenPath,
                           oldAccessors: GuideAccessors, newAccessors: GuideAccessors, suffix: String,
                           equal: (T, T) -> Bool, details: (T, T) -> [String]) -> [GuideDiff.Change] {
        let oldByPath = Dictionary(old.map { (path($0), $0) }, uniquingKeysWith: { a, _ in a })
        let newByPath = Dictionary(new.map { (path($0), $0) }, uniquingKeysWith: { a, _ in a })
        func accessor(_ table: GuideAccessors, _ p: TokenPath) -> String? { table[p].map { $0 + suffix } }
        var removed = old.filter { newByPath[path($0)] == nil }
        var added = new.filter { oldByPath[path($0)] == nil }
        var changes: [GuideDiff.Change] = []
        // Renames: a removed item whose exact value is one added item's (and no other's).
        var renamed: [(T, T)] = []
        for item in removed {
            let matches = added.filter { equal($0, item) }
            let rivals = removed.filter { equal($0, item) }
            if matches.count == 1, rivals.count == 1 { renamed.append((item, matches[0])) }
        }
        for (a, b) in renamed {
            removed.removeAll { path($0) == path(a) }
            added.removeAll { path($0) == path(b) }
        }
        for item in old {
            let p = path(item)
            if let pair = renamed.first(where: { path($0.0) == p }) {
                changes.append(.init(kind: .renamed, section: section, before: p.slashed, after: path(pair.1).slashed,
                                     accessorBefore: accessor(oldAccessors, p), accessorAfter: accessor(newAccessors, path(pair.1)),
                                     details: ["same value, new name"]))
            } else if removed.contains(where: { path($0) == p }) {
                changes.append(.init(kind: .removed, section: section, before: p.slashed, after: nil,
                                     accessorBefore: accessor(oldAccessors, p), accessorAfter: nil, details: []))
            } else if let now = newByPath[p] {
                let a = accessor(oldAccessors, p), b = accessor(newAccessors, p)
                if !equal(item, now) || a != b {
                    var notes = equal(item, now) ? [] : details(item, now)
                    if a != b { notes.append("accessor \(a ?? "none") → \(b ?? "none")") }
                    changes.append(.init(kind: .changed, section: section, before: p.slashed, after: p.slashed,
                                         accessorBefore: a, accessorAfter: b, details: notes))
                }
            }
        }
        for item in added {
            changes.append(.init(kind: .added, section: section, before: nil, after: path(item).slashed,
                                 accessorBefore: nil, accessorAfter: accessor(newAccessors, path(item)), details: []))
        }
        return changes
    }

    /// The appearances whose shown value changed. One that neither side defines (it falls back,
    /// e.g. light-hc to light) is left out: its change is the one already listed for its source.
    static func colorDetails(_ a: ColorToken, _ b: ColorToken) -> [String] {
        Appearance.allCases.compactMap { appearance in
            let x = a.resolved(appearance), y = b.resolved(appearance)
            guard x != y, appearance == .light || a.values[appearance] != nil || b.values[appearance] != nil else { return nil }
            return "\(appearance.rawValue) \(x.map(ColorFormat.hex) ?? "none") → \(y.map(ColorFormat.hex) ?? "none")"
        }
    }

    static func textStyleDetails(_ a: TextStyleToken, _ b: TextStyleToken) -> [String] {
        zip(TextStyleFields(a).rows, TextStyleFields(b).rows).compactMap { x, y in
            x.value == y.value ? nil : "\(x.name) \(x.value) → \(y.value)"
        }
    }

    static func symbolChanges(_ old: GuideInput, _ new: GuideInput) -> [GuideDiff.Change] {
        let oldCases = GuideAccessors.symbolCases(old.symbols.map(\.assetName), typeName: old.swift.symbolsTypeName, naming: old.swift.naming)
        let newCases = GuideAccessors.symbolCases(new.symbols.map(\.assetName), typeName: new.swift.symbolsTypeName, naming: new.swift.naming)
        // Symbols are compared by their drawings, so a changed comment or name inside the template is not a change.
        let oldShapes = Dictionary(old.symbols.map { ($0.name, SymbolGeometryKey($0)) }, uniquingKeysWith: { a, _ in a })
        let newShapes = Dictionary(new.symbols.map { ($0.name, SymbolGeometryKey($0)) }, uniquingKeysWith: { a, _ in a })
        var removed = old.symbols.filter { newShapes[$0.name] == nil }
        var added = new.symbols.filter { oldShapes[$0.name] == nil }
        var changes: [GuideDiff.Change] = []
        for symbol in removed {
            let key = oldShapes[symbol.name]
            let matches = added.filter { newShapes[$0.name] == key }
            let rivals = removed.filter { oldShapes[$0.name] == key }
            if let key, key.text != nil, matches.count == 1, rivals.count == 1 {
                let target = matches[0]
                changes.append(.init(kind: .renamed, section: "symbols", before: symbol.name, after: target.name,
                                     accessorBefore: oldCases[symbol.assetName], accessorAfter: newCases[target.assetName],
                                     details: ["same drawing, new name"]))
                added.removeAll { $0.name == target.name }
                removed.removeAll { $0.name == symbol.name }
            }
        }
        for symbol in old.symbols {
            if removed.contains(where: { $0.name == symbol.name }) {
                changes.append(.init(kind: .removed, section: "symbols", before: symbol.name, after: nil,
                                     accessorBefore: oldCases[symbol.assetName], accessorAfter: nil, details: []))
            } else if let now = new.symbols.first(where: { $0.name == symbol.name }) {
                let a = oldCases[symbol.assetName], b = newCases[now.assetName]
                var notes: [String] = []
                if oldShapes[symbol.name] != newShapes[now.name] { notes.append("drawing changed") }
                if symbol.warnings != now.warnings { notes.append("conversion warnings changed") }
                if a != b { notes.append("accessor \(a ?? "none") → \(b ?? "none")") }
                if !notes.isEmpty {
                    changes.append(.init(kind: .changed, section: "symbols", before: symbol.name, after: now.name,
                                         accessorBefore: a, accessorAfter: b, details: notes))
                }
            }
        }
        for symbol in added {
            changes.append(.init(kind: .added, section: "symbols", before: nil, after: symbol.name,
                                 accessorBefore: nil, accessorAfter: newCases[symbol.assetName], details: []))
        }
        return changes
    }
}

/// A text style's shown values, in a fixed order, for comparing and listing.
struct TextStyleFields: Equatable {
    var rows: [(name: String, value: String)]

    init(_ s: TextStyleToken) {
        rows = [
            ("font", s.fontFamilies.joined(separator: ", ") + (s.postScriptName.map { " (\($0))" } ?? "")),
            ("size", GuideNumber.label(s.size) + " pt"),
            ("weight", String(s.weight)),
            ("line height", s.lineHeightPoints.map { GuideNumber.label($0) + " pt" } ?? "default"),
            ("tracking", GuideNumber.format(s.letterSpacing, decimals: 3) + " pt"),
            ("Dynamic Type", s.relativeTo?.rawValue ?? "fixed"),
        ]
    }

    static func == (a: TextStyleFields, b: TextStyleFields) -> Bool {
        a.rows.map(\.value) == b.rows.map(\.value)
    }
}

/// A symbol's drawings as text (every drawn variant's path data and layer classes); nil text when
/// the template cannot be read, which then compares by the template text itself.
struct SymbolGeometryKey: Hashable {
    var text: String?
    var template: String

    init(_ symbol: GuideSymbol) {
        if let drawing = try? SymbolDrawing(template: symbol.template, path: symbol.name) {
            text = drawing.variants.keys.sorted { $0.description < $1.description }.map { id in
                id.description + ":" + drawing.variants[id]!.map { $0.path.svgData(decimals: 3) + "|" + $0.classes.joined(separator: " ") }
                    .joined(separator: ";")
            }.joined(separator: "\n")
            template = ""
        } else {
            text = nil
            template = symbol.template
        }
    }
}
