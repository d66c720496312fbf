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
        checkVersion(t, &out)
        checkGuides(t, &out)
        checkVariants(t, &out)
        checkRequiredVariantsAndMargins(t, &out)
        return out
    }

    static func checkVersion(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        guard t.versionText != nil else {
            out.error("missing template-version marker (<text id=\"template-version\">Template v.3.0</text> in Notes); "
                      + "without it Xcode reads version 0: margins are ignored, masters are not interpolated and Regular-M is required",
                      at: t.rootLocation)
            return
        }
        guard let v = t.version else {
            out.error("template-version \"\(t.versionText ?? "")\" is not \"Template v.N.0\"; Xcode would read version 0 "
                      + "and ignore the margins", at: t.versionLocation)
            return
        }
        if v > newestKnownVersion {
            out.error("Template v.\(v) is newer than any Xcode supports (\(newestKnownVersion))", at: t.versionLocation)
        } else if v > 6 {
            out.warning("Template v.\(v) needs Xcode 26 on macOS 26; Template v.3.0 is enough unless you use v7 features",
                        at: t.versionLocation)
        } else if v < 2 {
            out.warning("Template v.\(v) predates margins; use Template v.3.0", at: t.versionLocation)
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
        if let size = t.sourcePointSize, size <= 0 {
            out.error("the Baseline-M and Capline-M guides give a point size of \(size); they must be a cap height apart",
                      at: t.guide("Baseline-M")?.location)
        }
        if let b = t.guide("Baseline-M")?.y, let c = t.guide("Capline-M")?.y, c >= b {
            out.error("Capline-M must be above Baseline-M", at: t.guide("Capline-M")?.location)
        }
        // Margins come in pairs with left < right.
        for g in t.guides where g.id.hasPrefix("left-margin") {
            let rightID = "right" + g.id.dropFirst("left".count)
            guard let r = t.guide(rightID) else {
                out.error("\(g.id) has no matching \(rightID)", at: g.location)
                continue
            }
            if let lx = g.x, let rx = r.x, lx >= rx {
                out.error("\(g.id) (x \(lx)) must be left of \(rightID) (x \(rx))", at: r.location)
            }
        }
        for g in t.guides where g.id.hasPrefix("right-margin") {
            let leftID = "left" + g.id.dropFirst("right".count)
            if t.guide(leftID) == nil { out.error("\(g.id) has no matching \(leftID)", at: g.location) }
        }
    }

    static func checkVariants(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
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
        let pathBased = masters.allSatisfy { $0.element == "g" && $0.paths.allSatisfy { $0.element == "path" } }
        var compatible = false
        if mastersPresent {
            compatible = mastersCompatible(masters, &out, fatal: t.variant("Regular-M") == nil && version >= 3)
        }
        let interpolatable = version >= 3 && mastersPresent && pathBased && compatible
        let hasRegularM = t.variant("Regular-M") != nil
        if !hasRegularM && !interpolatable {
            let why = mastersPresent ? (version < 3 ? " (masters are only interpolated from Template v.3.0)" : "")
                : " or the three masters Ultralight-S, Regular-S and Black-S"
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
                out.warning("margin guides for \(vid), which has no glyph", at: g.location)
            }
        }
    }

    /// Apple's `__nodesAreInterpolationCompatible`: same path count, same element-kind sequence and the same
    /// rendering-mode classes per path. Reports the first difference.
    static func mastersCompatible(_ masters: [TemplateVariant], _ out: inout DiagnosticList, fatal: Bool) -> Bool {
        let severity: Severity = fatal ? .error : .warning
        let consequence = fatal ? "" : "; Xcode will not interpolate and uses the static variants"
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
                if a.signature.contains("A") {
                    out.append(Diagnostic(severity, "masters use arcs, whose curve count depends on the arc; "
                                          + "interpolation needs curves\(consequence)", at: a.location))
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
