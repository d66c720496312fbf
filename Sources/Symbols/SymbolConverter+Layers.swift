import Artwork
import Diagnostics
import Foundation
import Geometry

/// How Xcode should render the symbol by default (`symbol-rendering-intent` in Contents.json).
public enum RenderingIntent: String, Sendable, Hashable {
    /// One colour, tinted by the app (Xcode's default; Contents.json can omit it).
    case template
    /// Layers that differ only by opacity: primary/secondary/tertiary.
    case hierarchical
    /// Layers with their own colours.
    case multicolor
}

/// What the layer rules see of one drawn part.
struct LayerPart {
    var paint: PartPaint
    /// Class names, then `id`/`data-*` names, of the shape and its groups (nearest first).
    var names: [String] = []
    var treePath: [Int] = []
    /// Icon-space bounds of its outline (erase layers must lie on something).
    var bounds: Rect?
    /// Where the shape is in the source (for warnings about its layer).
    var location: SourceLocation?
}

/// The annotation of an icon, and what was decided on the way.
struct LayerDecision {
    var annotation: LayerAnnotation
    var intent: RenderingIntent?
    /// Warnings for annotations the template version cannot carry.
    var diagnostics = DiagnosticList()
    /// One line per multicolour layer: its colour and the name it was given.
    var colorChoices: [String] = []
}

extension SymbolConverter {
    /// Rendering-mode layers (format doc §5; rules in docs/symbols-color.md): consecutive parts with the
    /// same paint and roles form one layer, numbered in Z order. Returns nil (plain monochrome) when every
    /// part has the same colour at full opacity and nothing asks for erase, variable or motion layers.
    static func layerDecision(for parts: [LayerPart], rules: LayerRules = LayerRules(), version: TemplateVersion = .v3,
                              file: SourceLocation? = nil) -> LayerDecision? {
        guard let first = parts.first else { return nil }
        let roles = layerRoles(parts, rules: rules)
        let erase = eraseFlags(parts, roles: roles, rules: rules)
        let motion = motionGroups(parts, roles: roles, rules: rules, version: version)
        let variable = variableRanks(roles)
        let special = erase.contains(true) || roles.contains { $0.level != nil } || !variable.isEmpty || motion.contains { $0 != nil }
        let paints = parts.map(\.paint)
        if !special {
            if paints.allSatisfy({ $0 == first.paint }) && first.paint.opacity >= 1 { return nil }
            if paints.allSatisfy({ $0.color == first.paint.color && $0.opacity >= 1 }) { return nil }
        }

        struct Key: Hashable { var paint: PartPaint, erase: Bool, level: String?, variable: Int?, motion: Int? }
        var layerOf: [Int] = []
        var keys: [Key] = []
        for i in parts.indices {
            let key = Key(paint: paints[i], erase: erase[i], level: roles[i].level, variable: roles[i].variable, motion: motion[i])
            if keys.last != key { keys.append(key) }
            layerOf.append(keys.count - 1)
        }
        let painted = zip(paints, erase).filter { !$0.1 }.map(\.0)
        let colors = orderedUnique(painted.map(\.color))
        let opacities = orderedUnique(painted.map(\.opacity)).sorted(by: >)
        let explicitColors = colors.filter { $0 != .currentColor }
        let intent: RenderingIntent? =
            colors.count > 1 && !explicitColors.isEmpty ? .multicolor : (opacities.count > 1 ? .hierarchical : nil)

        let levels = ["primary", "secondary", "tertiary"]
        func level(_ key: Key) -> String {
            if let level = key.level { return level }
            // Opacity ranks first (a translucent layer is secondary); otherwise colour order of appearance.
            let rank = opacities.count > 1
                ? (opacities.firstIndex(of: key.paint.opacity) ?? 0)
                : (colors.firstIndex(of: key.paint.color) ?? 0)
            return levels[min(rank, 2)]
        }
        var decision = LayerDecision(annotation: LayerAnnotation(classes: [], rules: []), intent: intent)
        let preview = ["primary": "#212121", "secondary": "#4D4D4D", "tertiary": "#8E8E8E"]
        var mono: [String] = [], multi: [String] = [], hier: [String] = []
        var classesOfLayer: [[String]] = []
        for (i, key) in keys.enumerated() {
            let lvl = level(key)
            let colorName: String
            let hex: String
            switch key.paint.color {
            case .currentColor:
                colorName = "tintColor"
                hex = "#007AFF"
            case .rgb(let r, let g, let b):
                hex = SymbolColorNames.hexString(r, g, b)
                let named = SymbolColorNames.name(red: r, green: g, blue: b, rules: rules)
                colorName = named.name
                decision.colorChoices.append("multicolour layer \(i): \(hex) → \(named.name) (\(named.source))")
                if let refused = named.refused {
                    let shape = layerOf.firstIndex(of: i).flatMap { parts[$0].location } ?? file
                    decision.diagnostics.append(refusedCatalogName(refused, layer: i, hex: hex, written: named.name, file: shape))
                }
            }
            var extras = ""
            if let v = key.variable, version >= .v4, let rank = variable[v] {
                extras += ";-sfsymbols-variable-threshold:" + NumberFormat(precision: 2).string(variableThreshold(rank, of: variable.count))
            }
            if let m = key.motion, version >= .v5 { extras += ";-sfsymbols-motion-group:\(m)" }
            let clear = "opacity:0.0;-sfsymbols-clear-behind:true"
            let opacity = format(key.paint.opacity)
            classesOfLayer.append(["monochrome-\(i)", "multicolor-\(i):\(colorName)", "hierarchical-\(i):\(lvl)"])
            mono.append(".monochrome-\(i) {\(key.erase && version >= .v4 ? clear : "fill:#000000")\(extras)}")
            multi.append(".multicolor-\(i):\(colorName) {fill:\(hex);opacity:\(opacity)\(extras)}")
            hier.append(".hierarchical-\(i):\(lvl) {\(key.erase ? clear : "fill:" + (preview[lvl] ?? "#000000"))\(extras)}")
        }
        // Apple groups the rules by mode.
        decision.annotation = LayerAnnotation(classes: layerOf.map { classesOfLayer[$0] }, rules: mono + multi + hier)
        decision.diagnostics.append(contentsOf: droppedAnnotations(erase: erase.contains(true), variable: !variable.isEmpty,
                                                  namedMotion: roles.contains { $0.motion != nil }, version: version, file: file))
        return decision
    }

    /// What each part's names ask for; with `variableByOrder` and no `variable-N` names, one variable
    /// layer per run of equal paint, bottom first.
    static func layerRoles(_ parts: [LayerPart], rules: LayerRules) -> [LayerRoles] {
        var roles = parts.map { LayerRoles(names: $0.names, rules: rules) }
        guard rules.variableByOrder && roles.allSatisfy({ $0.variable == nil }) else { return roles }
        var run = 0
        for i in parts.indices {
            if i > 0 && parts[i].paint != parts[i - 1].paint { run += 1 }
            roles[i].variable = run + 1
        }
        return roles
    }

    /// Apple's spacing of variable-colour thresholds for N layers, the k-th to light (1-based):
    /// k / (N + 1) + 0.01, which reproduces the SF Symbols app's 12-layer export exactly
    /// (0.09, 0.16, 0.24 … 0.86, 0.93: Meshtastic-Apple `progress.ring.dashed`).
    static func variableThreshold(_ k: Int, of n: Int) -> Double {
        ((Double(k) / Double(n + 1) + 0.01) * 100).rounded() / 100
    }

    /// Variable index → rank 1…N (lowest index lights first).
    static func variableRanks(_ roles: [LayerRoles]) -> [Int: Int] {
        let indices = Set(roles.compactMap(\.variable)).sorted()
        return Dictionary(uniqueKeysWithValues: indices.enumerated().map { ($1, $0 + 1) })
    }

    /// Erase parts: named so, or opaque white (or the background colour) lying on an earlier painted part.
    static func eraseFlags(_ parts: [LayerPart], roles: [LayerRoles], rules: LayerRules) -> [Bool] {
        var flags: [Bool] = []
        for (i, part) in parts.enumerated() {
            if let named = roles[i].erase {
                flags.append(named)
                continue
            }
            guard rules.erase, part.paint.opacity >= 1, isEraseColor(part.paint.color, rules: rules),
                  let bounds = part.bounds else {
                flags.append(false)
                continue
            }
            let below = (0..<i).contains { j in
                guard !flags[j], let other = parts[j].bounds else { return false }
                let overlap = bounds.intersection(other)
                return overlap.map { $0.width > 0 && $0.height > 0 } ?? false
            }
            flags.append(below)
        }
        return flags
    }

    static func isEraseColor(_ color: PaintColor, rules: LayerRules) -> Bool {
        guard case .rgb(let r, let g, let b) = color else { return false }
        if SymbolColorNames.hexString(r, g, b) == "#FFFFFF" { return true }
        guard let bg = rules.background else { return false }
        return CIELab(red: r, green: g, blue: b).distance(to: CIELab(red: bg.red, green: bg.green, blue: bg.blue)) <= 1
    }

    /// Motion group per part: a `motion-N` name, else (template 5.0+) the group the icon branches into
    /// below its common wrapper groups, numbered 1… in drawing order, when it branches into two or
    /// more parts at least one of which is a group.
    static func motionGroups(_ parts: [LayerPart], roles: [LayerRoles], rules: LayerRules,
                             version: TemplateVersion) -> [Int?] {
        var auto: [Int?] = Array(repeating: nil, count: parts.count)
        if rules.motionGroups, version >= .v5, parts.count > 1 {
            var prefix = 0
            while parts.allSatisfy({ $0.treePath.count > prefix + 1 }),
                  Set(parts.map { $0.treePath[prefix] }).count == 1 {
                prefix += 1
            }
            let keys = parts.map { $0.treePath.count > prefix ? $0.treePath[prefix] : -1 }
            let grouped = parts.contains { $0.treePath.count > prefix + 1 }
            let order = orderedUnique(keys)
            if order.count > 1 && grouped {
                auto = keys.map { (order.firstIndex(of: $0) ?? 0) + 1 }
            }
        }
        return parts.indices.map { roles[$0].motion ?? auto[$0] }
    }

    /// The warning for a layer whose matching catalog colour has a name Xcode cannot read as a class.
    static func refusedCatalogName(_ name: String, layer: Int, hex: String, written: String,
                                   file: SourceLocation?) -> Diagnostic {
        let character = SymbolClassName.refusedCharacter(in: name).map(SymbolClassName.describe) ?? "a character"
        return .warning("multicolour layer \(layer): colour set '\(name)' matches \(hex) but its name holds \(character), "
                        + "which a template class cannot carry; the layer is written as \(written), so it does not follow "
                        + "the catalog's appearances (name the colour set with letters, digits, _ - . / only)", at: file)
    }

    /// One warning per kind of annotation the chosen template version cannot write.
    static func droppedAnnotations(erase: Bool, variable: Bool, namedMotion: Bool, version: TemplateVersion,
                                   file: SourceLocation?) -> DiagnosticList {
        var out = DiagnosticList()
        guard version.hasLayerClasses else { return out }
        if erase && version < .v4 {
            out.append(.warning("erase layer: \(version.marker) draws monochrome as one layer, so the erased shape is "
                                + "painted in monochrome (hierarchical and palette keep the hole); template 4.0 keeps it "
                                + "in every mode", at: file))
        }
        if variable && version < .v4 {
            out.append(.warning("variable colour dropped: -sfsymbols-variable-threshold needs template 4.0, this is "
                                + version.marker, at: file))
        }
        if namedMotion && version < .v5 {
            out.append(.warning("motion groups dropped: -sfsymbols-motion-group needs template 5.0, this is "
                                + version.marker, at: file))
        }
        return out
    }

    private static func orderedUnique<T: Hashable>(_ values: [T]) -> [T] {
        var seen: Set<T> = []
        return values.filter { seen.insert($0).inserted }
    }

    private static func format(_ v: Double) -> String {
        NumberFormat(precision: 3).string(v)
    }
}
