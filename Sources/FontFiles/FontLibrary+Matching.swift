/// Which shipped face a text style gets: the family by name, then the weight by CSS's
/// font-matching rule (CSS Fonts 4, §5.2), as browsers and Core Text pick among a family's faces.
extension FontLibrary {
    /// The outcome of looking up a family and weight.
    public enum Match: Sendable, Hashable {
        /// A face with exactly this weight, or a variable face whose weight axis covers it.
        case exact(FontFace)
        /// The family lacks the weight (or only has italic faces); this is the face CSS would pick.
        case nearest(FontFace, family: Family)
        /// No shipped family has this name.
        case notShipped
    }

    /// The family named `name` (compared without case), if shipped.
    public func family(named name: String) -> Family? {
        families.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The face of `familyName` for `weight` (CSS 1…1000), upright faces first.
    ///
    /// The nearest-weight rule, for a wanted weight W missing from the family: W from 400 to 500
    /// tries heavier weights up to 500, then lighter ones (nearest first), then heavier than 500;
    /// W below 400 tries lighter, then heavier; W above 500 tries heavier, then lighter.
    public func match(family familyName: String, weight: Int, italic: Bool = false) -> Match {
        guard let family = family(named: familyName) else { return .notShipped }
        let styled = family.faces.filter { $0.isItalic == italic }
        let candidates = styled.isEmpty ? family.faces : styled
        if let exact = candidates.first(where: { FontLibrary.covers($0, weight) }), !styled.isEmpty {
            return .exact(exact)
        }
        let weights = Set(candidates.map(\.weight))
        let chosen = FontLibrary.nearestWeight(weight, among: weights)
        let face = candidates.first { $0.weight == chosen } ?? candidates[0]
        return .nearest(face, family: family)
    }

    static func covers(_ face: FontFace, _ weight: Int) -> Bool {
        if face.weight == weight { return true }
        guard let axis = face.axes.first(where: { $0.tag == "wght" }) else { return false }
        return axis.minimum <= Double(weight) && Double(weight) <= axis.maximum
    }

    static func nearestWeight(_ wanted: Int, among weights: Set<Int>) -> Int? {
        let lighter = weights.filter { $0 < wanted }.sorted(by: >)
        let heavier = weights.filter { $0 > wanted }.sorted()
        if weights.contains(wanted) { return wanted }
        if (400...500).contains(wanted) {
            let upTo500 = heavier.filter { $0 <= 500 }
            return (upTo500 + lighter + heavier.filter { $0 > 500 }).first
        }
        return (wanted < 400 ? lighter + heavier : heavier + lighter).first
    }

    /// Generic CSS families and the families Apple platforms ship, which need no font file.
    public static func isSystemFamily(_ name: String) -> Bool {
        let lower = name.lowercased()
        if systemFamilies.contains(lower) { return true }
        return ["sf pro", "sf compact", "sf mono", "new york", "hiragino", "pingfang", "apple sd gothic"].contains { lower.hasPrefix($0) }
    }

    static let systemFamilies: Set<String> = [
        "system-ui", "-apple-system", "blinkmacsystemfont", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded",
        "sans-serif", "serif", "monospace", "cursive", "fantasy", "system", ".sf ui text", ".sf ui display",
        "helvetica", "helvetica neue", "avenir", "avenir next", "avenir next condensed", "menlo", "courier", "courier new",
        "georgia", "times new roman", "arial", "futura", "gill sans", "optima", "palatino", "verdana", "trebuchet ms",
        "american typewriter", "baskerville", "didot", "noteworthy", "rockwell", "osaka", "yu gothic", "yu mincho",
    ]
}
