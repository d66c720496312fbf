/// The CSS cascade: presentation attributes < sheet rules (by specificity, then order) < inline
/// `style`, with `!important` sheet rules and then `!important` inline declarations on top.
extension SVGDocumentReader {
    /// Properties collected from attributes and CSS (paint-server stops need two extra ones).
    static let cascaded: Set<String> = SVGComputedStyle.known.union(SVGComputedStyle.unsupported)
        .union(["stop-color", "stop-opacity"])

    /// The winning declaration of each property for an element, sorted by property name so
    /// diagnostics come out in a stable order.
    mutating func declared(_ index: Int) -> [SVGDeclaration] {
        if let cached = declaredCache[index] { return cached }
        let n = node(index)
        var winners: [String: SVGDeclaration] = [:]
        for attr in n.attributes where attr.name != "transform" && Self.cascaded.contains(attr.name) {
            winners[attr.name] = SVGDeclaration(property: attr.name, value: attr.value, important: false,
                                                offset: attr.valueMap.sourceOffset(0))
        }
        var important: [SVGDeclaration] = []
        let matched = sheet.rules.filter { matches($0.selector, index) }
            .sorted { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }
        for rule in matched {
            for d in rule.declarations where Self.cascaded.contains(d.property) {
                if d.important { important.append(d) } else { winners[d.property] = d }
            }
        }
        var inlineImportant: [SVGDeclaration] = []
        if let style = n.attribute("style") {
            for d in SVGStyleSheet.declarations(style.value, offsetOf: { style.valueMap.sourceOffset($0) })
            where Self.cascaded.contains(d.property) {
                if d.important { inlineImportant.append(d) } else { winners[d.property] = d }
            }
        }
        for d in important + inlineImportant { winners[d.property] = d }
        let result = winners.values.sorted { $0.property < $1.property }
        declaredCache[index] = result
        return result
    }

    func classes(of index: Int) -> [String] {
        guard let attr = node(index).attribute("class") else { return [] }
        return attr.value.split(separator: " ").map(String.init)
    }

    private func compoundMatches(_ c: SVGCompoundSelector, _ index: Int) -> Bool {
        let n = node(index)
        if n.isForeign { return false }
        if let type = c.type, type != n.name { return false }
        if let id = c.id, n.attribute("id")?.value != id { return false }
        if !c.classes.isEmpty {
            let own = classes(of: index)
            for name in c.classes where !own.contains(name) { return false }
        }
        return true
    }

    /// Matches right to left against the element's place in the original tree (also for `use` instances,
    /// as SVG 2 specifies).
    func matches(_ selector: SVGSelector, _ index: Int) -> Bool {
        guard compoundMatches(selector.parts[0].compound, index) else { return false }
        var failed = Set<FailedMatch>()
        return matchAncestors(selector, part: 1, from: index, failed: &failed)
    }

    /// A (selector part, element) pair already known not to match. Without it, backtracking over a
    /// selector of many descendant parts (`x g g … g path`) on deeply nested groups tries every
    /// combination of ancestors: exponential time, a hang on a 200-deep file.
    private struct FailedMatch: Hashable {
        var part: Int
        var element: Int
    }

    private func matchAncestors(_ selector: SVGSelector, part k: Int, from index: Int, failed: inout Set<FailedMatch>) -> Bool {
        if k == selector.parts.count { return true }
        let key = FailedMatch(part: k, element: index)
        if failed.contains(key) { return false }
        let part = selector.parts[k].compound
        var parent = node(index).parent
        if selector.parts[k - 1].childOfNext {
            guard let p = parent, compoundMatches(part, p) else { failed.insert(key); return false }
            if matchAncestors(selector, part: k + 1, from: p, failed: &failed) { return true }
            failed.insert(key)
            return false
        }
        while let p = parent {
            if compoundMatches(part, p), matchAncestors(selector, part: k + 1, from: p, failed: &failed) { return true }
            parent = node(p).parent
        }
        failed.insert(key)
        return false
    }

    /// The computed style of one instance of an element under `parent`.
    mutating func computeStyle(_ index: Int, parent: SVGComputedStyle, viewport: (Double, Double)) -> SVGComputedStyle {
        var style = parent.inheritedByChild()
        for d in declared(index) {
            if SVGComputedStyle.unsupported.contains(d.property) {
                let v = d.value.trimmingSpaces().lowercased()
                if !["none", "normal", "auto", "inherit", "initial"].contains(v) {
                    warn("'\(d.property)' is not supported; ignored", at: d.offset)
                }
                continue
            }
            if let message = style.apply(d, parent: parent, viewport: (width: viewport.0, height: viewport.1)) {
                warn(message, at: d.offset)
            }
        }
        return style
    }
}
