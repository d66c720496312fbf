import Diagnostics

/// Rendering-mode annotation checks (format doc §5): what Xcode would show as a wrong layer.
extension TemplateValidator {
    /// Validates, also warning about multicolour names that are neither a system colour nor one of
    /// `catalogColorNames` (the catalog's colour sets). Without that set, multicolour names are not checked.
    public static func validate(bytes: [UInt8], path: String, catalogColorNames: Set<String>) -> DiagnosticList {
        let template: SymbolTemplate
        do {
            template = try TemplateReader.read(bytes: bytes, path: path)
        } catch {
            return error.diagnostics
        }
        var out = validate(template)
        checkColorNames(template, catalogColorNames: catalogColorNames, &out)
        return out
    }

    /// `.NAME {BODY}` rules of the template's `<style>`, in order. Class names keep their colon
    /// (`multicolor-0:tintColor`), as Apple's reader looks them up by exact name.
    static func styleRules(_ text: String) -> [(selector: String, body: String)] {
        var rules: [(String, String)] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let selector = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            rules.append((selector, String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        return rules
    }

    /// Layer indices without gaps per mode, variable thresholds in 0…1 and in
    /// layer order. Warnings: Xcode compiles such templates but draws the layers wrongly.
    static func checkAnnotations(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        let classes = t.variants.flatMap(\.paths).flatMap(\.classes)
        let location = t.variants.first?.location ?? t.rootLocation
        for mode in ["monochrome", "multicolor", "hierarchical"] {
            let indices = Set(classes.compactMap { layerIndex($0, mode: mode) })
            guard let last = indices.max() else { continue }
            let missing = (0...last).filter { !indices.contains($0) }
            if let gap = missing.first {
                out.warning("\(mode) layers skip index \(gap) (layers run 0…\(last)); Xcode numbers layers by index, "
                            + "so the layers after the gap are misnumbered", at: location)
            }
        }
        checkThresholds(t, &out)
        checkClassNames(classes, location: location, &out)
    }

    /// Multicolour colour names Xcode's reader cannot take as one class (`SymbolClassName`): warned,
    /// as Xcode compiles the file but the layer loses its colour or its style rule.
    static func checkClassNames(_ classes: [String], location: SourceLocation?, _ out: inout DiagnosticList) {
        var seen: Set<String> = []
        for c in classes where c.hasPrefix("multicolor-") && seen.insert(c).inserted {
            guard let colon = c.firstIndex(of: ":") else { continue }
            let name = String(c[c.index(after: colon)...])
            if let bad = SymbolClassName.refusedCharacter(in: name) {
                out.warning("multicolour class '\(c)': the colour name holds \(SymbolClassName.describe(bad)); Xcode reads "
                            + "a class up to the next space and its style rule by exact name, so use a colour name of "
                            + "letters, digits, _ - . / only", at: location)
            }
        }
    }

    static func checkColorNames(_ t: SymbolTemplate, catalogColorNames: Set<String>, _ out: inout DiagnosticList) {
        let classes = t.variants.flatMap(\.paths).flatMap(\.classes)
        let location = t.variants.first?.location ?? t.rootLocation
        do {
            let names = Set(classes.filter { $0.hasPrefix("multicolor-") }.compactMap { $0.split(separator: ":", maxSplits: 1).last.map(String.init) })
            for name in names.sorted() where !SymbolColorNames.knownSystemNames.contains(name) && !catalogColorNames.contains(name) {
                out.warning("multicolour layer colour '\(name)' is neither a system colour nor a colour in the catalog; "
                            + "Xcode draws it with the preview fill only", at: location)
            }
        }
    }

    static func layerIndex(_ className: String, mode: String) -> Int? {
        guard className.hasPrefix(mode + "-") else { return nil }
        let rest = className.dropFirst(mode.count + 1)
        return Int(rest.prefix { $0 != ":" })
    }

    static func checkThresholds(_ t: SymbolTemplate, _ out: inout DiagnosticList) {
        var thresholds: [(layer: Int, value: Double)] = []
        for (selector, body) in styleRules(t.styleText) where selector.hasPrefix(".monochrome-") {
            guard let layer = layerIndex(String(selector.dropFirst()), mode: "monochrome") else { continue }
            for declaration in body.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[0] == "-sfsymbols-variable-threshold" else { continue }
                guard let value = Double(parts[1]), value >= 0, value <= 1 else {
                    out.warning("variable-colour threshold '\(parts[1])' of layer \(layer) is not a number from 0 to 1",
                                at: t.rootLocation)
                    continue
                }
                thresholds.append((layer, value))
            }
        }
        let values = thresholds.sorted { $0.layer < $1.layer }.map(\.value)
        guard values.count > 1 else { return }
        let descending = zip(values, values.dropFirst()).allSatisfy { $0 > $1 }
        let ascending = zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
        if !descending && !ascending {
            out.warning("variable-colour thresholds are out of order (\(values.map { "\($0)" }.joined(separator: ", ")) "
                        + "by layer): they must rise or fall steadily with the layer order, or layers light up out of turn",
                        at: t.rootLocation)
        }
    }
}
