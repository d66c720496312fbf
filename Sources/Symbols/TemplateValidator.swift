import Diagnostics
import Geometry

/// Checks a template the way Xcode's asset compiler reads it (format doc §1.1, §2.3–§2.5, §3, §4.1),
/// with located errors. Accepts Apple's exports and SwiftDraw's 800×600 variant.
public enum TemplateValidator {
    /// The newest version any known build host accepts (iOS 26.1 frameworks: 7.0).
    static let newestKnownVersion = 7.0

    public static func validate(bytes: [UInt8], path: String) -> DiagnosticList {
        let template: SymbolTemplate
        do {
            template = try TemplateReader.read(bytes: bytes, path: path)
        } catch {
            return error.diagnostics
        }
        return validate(template)
    }

    public static func validate(_ t: SymbolTemplate) -> DiagnosticList {
        var out = t.diagnostics
        // No guide, no variant and no version: an icon, not a template. One error that says so
        // beats a list of every guide it lacks.
        if t.guides.isEmpty && t.variants.isEmpty && t.versionText == nil && t.versionLocation == nil {
            out.error("not an SF Symbols template: it has no guides and no variant glyphs (Regular-M …); "
                      + "to make a template from an icon, run `stylebook symbol \(t.path) -o TEMPLATE.svg`",
                      at: t.rootLocation)
            return out
        }
        checkVersion(t, &out)
        checkGuides(t, &out)
        checkVariants(t, &out)
        checkRequiredVariantsAndMargins(t, &out)
        checkAnnotations(t, &out)
        checkDraw(t, &out)
        return out
    }

    /// What version 0 means, for messages (format doc §1.1).
    static let versionZero = "Xcode reads it as version 0: it ignores the margins, does not interpolate, and needs a Regular-M glyph"

    static func checkVersion(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        guard let text = t.versionText else {
            // A template-version node that is not text was reported by the reader.
            if t.versionLocation == nil {
                out.warning("no template-version (a <text id=\"template-version\">Template v.3.0</text> in Notes): "
                            + versionZero, at: t.rootLocation)
            }
            return
        }
        guard let v = t.version else {
            out.warning("template-version \"\(text)\" is not \"Template v.N.0\": \(versionZero)", at: t.versionLocation)
            return
        }
        if v > newestKnownVersion {
            out.error("Template v.\(v) is newer than any Xcode supports (\(newestKnownVersion))", at: t.versionLocation)
        } else if v > 6 && !usesVersion7Features(t) {
            out.warning("Template v.\(v) needs Xcode 26 on macOS 26; Template v.3.0 is enough unless you use v7 features",
                        at: t.versionLocation)
        } else if v < 2 {
            out.warning("Template v.\(v) predates margins: Xcode ignores the margin guides and aligns the glyph by its "
                        + "bounds; use Template v.3.0", at: t.versionLocation)
        }
    }

    static func checkGuides(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        for scale in SymbolScale.allCases {
            for kind in ["Baseline", "Capline"] {
                let id = "\(kind)-\(scale.rawValue)"
                if t.guide(id) == nil {
                    out.error("missing \(kind.lowercased()) guide \(id) (a <line id=\"\(id)\">)", at: t.rootLocation)
                }
            }
        }
        var seen: Set<String> = []
        for g in t.guides {
            if !seen.insert(g.id).inserted {
                out.warning("duplicate guide id \(g.id); the first is used", at: g.location)
            }
            if g.element == "g" || g.element == "text" || g.bounds == nil {
                out.error("guide \(g.id) is a <\(g.element)> without geometry; guides must be shapes (<line> or <path>)",
                          at: g.location)
            }
        }
        // Xcode derives the point size from these two and fails when it rounds to zero or less; say it once.
        if let b = t.guide("Baseline-M")?.y, let c = t.guide("Capline-M")?.y, c >= b {
            out.error("Capline-M must be above Baseline-M (Xcode derives the point size from their distance)",
                      at: t.guide("Capline-M")?.location)
        } else if let size = t.sourcePointSize, size <= 0 {
            out.error("the Baseline-M and Capline-M guides give a point size of \(size); they must be a cap height apart",
                      at: t.guide("Baseline-M")?.location)
        }
        // Margins come in pairs with left < right.
        for g in t.guides where g.id.hasPrefix("left-margin") {
            let rightID = "right" + g.id.dropFirst("left".count)
            guard let r = t.guide(rightID) else {
                out.warning("\(g.id) has no matching \(rightID): Xcode uses margins only in pairs, so it ignores this one",
                            at: g.location)
                continue
            }
            if let lx = g.x, let rx = r.x, lx >= rx {
                out.warning("\(g.id) (x \(lx)) is not left of \(rightID) (x \(rx)): Xcode takes them as given, so the "
                            + "symbol's layout width will be zero or negative", at: r.location)
            }
        }
        for g in t.guides where g.id.hasPrefix("right-margin") {
            let leftID = "left" + g.id.dropFirst("right".count)
            if t.guide(leftID) == nil {
                out.warning("\(g.id) has no matching \(leftID): Xcode uses margins only in pairs, so it ignores this one",
                            at: g.location)
            }
        }
    }

    static func checkVariants(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        // Arcs compile (Xcode turns them into curves); one note per template is enough.
        if let arc = t.variants.lazy.flatMap(\.paths).first(where: { $0.signature.contains("A") }) {
            out.warning("path data uses arcs (first here): Xcode turns each into curves, as many as its sweep needs, so "
                        + "masters with different arcs will not interpolate; write curves to be safe", at: arc.location)
        }
        for v in t.variants where v.element == "g" {
            if v.paths.isEmpty {
                out.error("variant \(v.id) contains no content", at: v.location)
                continue
            }
            if let b = v.artboardBounds, b.width <= 0 || b.height <= 0 {
                out.error("variant \(v.id) has zero width or height", at: v.location)
            }
            let t = v.transform
            if abs(t.a - 1) > 1e-9 || abs(t.d - 1) > 1e-9 || abs(t.b) > 1e-9 || abs(t.c) > 1e-9 {
                out.warning("variant \(v.id) is scaled or rotated by its transform; Apple uses only translations "
                            + "(interpolation reads master coordinates without it)", at: v.location)
            }
        }
    }

    static func checkRequiredVariantsAndMargins(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        let version = t.version ?? 0
        let masterIDs = SymbolVariantID.masters.map(\.description)
        let masters = masterIDs.compactMap { t.variant($0) }
        let mastersPresent = masters.count == 3
        let pathBased = masters.allSatisfy { $0.element == "g" && $0.paths.allSatisfy(\.isPathBased) }
        let hasRegularM = t.variant("Regular-M") != nil
        if mastersPresent {
            _ = mastersCompatible(masters, &out, regularMPresent: hasRegularM)
        }
        // Apple's reader demands Regular-M unless v3+ with three path-based masters; whether the masters
        // interpolate is not part of that test (`_validateVectorGlyphsWithError:`), so incompatible
        // masters compile, without interpolation.
        if !hasRegularM && !(version >= 3 && mastersPresent && pathBased) {
            let why = !mastersPresent ? " or the three masters Ultralight-S, Regular-S and Black-S"
                : version < 3 ? " (masters are only interpolated from Template v.3.0)"
                : !pathBased ? " (the masters are not plain filled paths, so Xcode cannot interpolate them)" : ""
            out.error("the template must have a glyph for Regular weight Medium size (Regular-M)\(why)",
                      at: t.variants.first?.location ?? t.rootLocation)
        }
        guard version >= 3 else {
            if t.guide("left-margin") == nil && !t.guides.contains(where: { $0.id.hasPrefix("left-margin") }) {
                out.warning("no margin guides; Xcode will align the glyph by its bounds", at: t.rootLocation)
            }
            return
        }
        let has = { (id: String) in t.guide("left-margin-\(id)") != nil && t.guide("right-margin-\(id)") != nil }
        let mastersMargins = masterIDs.allSatisfy(has)
        let fixedM = has("Regular-M") || (t.guide("left-margin") != nil && t.guide("right-margin") != nil)
        if mastersMargins {
            let missing = masterIDs.filter { t.variant($0) == nil }
            if !missing.isEmpty {
                out.error("interpolatable margin guides for missing glyphs: \(missing.joined(separator: ", "))",
                          at: t.guide("left-margin-\(missing[0])")?.location)
            }
        } else if has("Regular-S") {
            if t.variant("Regular-S") == nil {
                out.error("fixed margin guides for Regular-S, but the Regular-S glyph is absent",
                          at: t.guide("left-margin-Regular-S")?.location)
            }
        } else if fixedM {
            if !hasRegularM {
                out.error("fixed margin guides for a glyph which is absent: Regular-M",
                          at: (t.guide("left-margin-Regular-M") ?? t.guide("left-margin"))?.location)
            }
        } else {
            out.error("missing margin guides: interpolatable margins on Ultralight-S, Regular-S, and Black-S, "
                      + "or fixed margins on Regular-M or Regular-S are required", at: t.rootLocation)
        }
        // Margins of variants that are absent confuse Xcode's fallbacks (format doc §10 #6).
        for g in t.guides where g.id.hasPrefix("left-margin-") {
            let vid = String(g.id.dropFirst("left-margin-".count))
            if t.variant(vid) == nil && !masterIDs.contains(vid) {
                out.warning("margin guides for \(vid), which has no glyph: Xcode uses a variant's margins only with "
                            + "its glyph, so they have no effect", at: g.location)
            }
        }
    }

    /// Apple's `__nodesAreInterpolationCompatible`: same path count, same element-kind sequence and the same
    /// rendering-mode classes per path. Reports the first difference, as a warning: Xcode compiles such a
    /// template and only draws no interpolated weights.
    static func mastersCompatible(_ masters: [TemplateVariant], _ out: inout DiagnosticList,
                                  regularMPresent: Bool) -> Bool {
        let severity: Severity = .warning
        let consequence = regularMPresent
            ? "; Xcode will not interpolate and uses the static variants"
            : "; Xcode compiles it but interpolates nothing, so only the variants drawn here get glyphs "
              + "(add a Regular-M, or make the masters match, for the other weights and sizes)"
        let reference = masters[1]  // Regular-S
        for m in masters where m.id != reference.id {
            if m.paths.count != reference.paths.count {
                out.append(Diagnostic(severity, "masters are not interpolation-compatible: \(m.id) has \(m.paths.count) paths, "
                                      + "\(reference.id) has \(reference.paths.count)\(consequence)", at: m.location))
                return false
            }
            for (index, (a, b)) in zip(m.paths, reference.paths).enumerated() {
                if a.signature != b.signature {
                    out.append(Diagnostic(severity, "masters are not interpolation-compatible: path \(index + 1) of \(m.id) "
                                          + "has commands \(abbreviate(a.signature)) but \(reference.id) has "
                                          + "\(abbreviate(b.signature))\(consequence)", at: a.location))
                    return false
                }
                // Identical arcs become identical curves; different ones may not (the count depends on the sweep).
                if a.signature.contains("A") && a.d != b.d {
                    out.append(Diagnostic(severity, "masters are not interpolation-compatible: path \(index + 1) of \(m.id) "
                                          + "uses arcs that differ from \(reference.id)'s, and an arc becomes a number of "
                                          + "curves that depends on its sweep\(consequence)", at: a.location))
                    return false
                }
                if a.layerClasses != b.layerClasses {
                    out.append(Diagnostic(severity, "masters are not interpolation-compatible: path \(index + 1) of \(m.id) "
                                          + "has layer classes \(a.layerClasses.sorted()) but \(reference.id) has "
                                          + "\(b.layerClasses.sorted())\(consequence)", at: a.location))
                    return false
                }
            }
        }
        return true
    }

    static func abbreviate(_ s: String) -> String {
        s.count <= 40 ? s : String(s.prefix(40)) + "…(\(s.count))"
    }
}
