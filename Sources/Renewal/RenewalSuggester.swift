import Tokens

/// Suggests, for every old token, the new token of the same kind most like it: by value (ΔE in
/// OKLab for colours, size and weight for text styles, points for dimensions) and by name.
/// Deterministic: ties go to the new path first in byte order.
public enum RenewalSuggester {
    /// Below this a pair is not suggested; the old token is listed as unmatched.
    public static let threshold = 0.45
    static let valueWeight = 0.65

    /// Suggestions for every old token, `kept` (reviewed decisions from an earlier mapping.yml)
    /// taking the place of what would be suggested.
    public static func suggest(old: RenewalSide, new: RenewalSide, kept: [RenewalSuggestion] = []) -> [RenewalSuggestion] {
        var result: [RenewalSuggestion] = []
        for kind in RenewalKind.allCases {
            let newItems = new.items(kind)
            for item in old.items(kind) {
                if let decision = kept.first(where: { $0.kind == kind && $0.old == item.path && $0.reviewed }) {
                    result.append(decision)
                } else {
                    result.append(best(for: item, among: newItems))
                }
            }
        }
        return result
    }

    /// The highest-scoring new item, or an unmatched suggestion naming the best it saw.
    static func best(for item: RenewalItem, among candidates: [RenewalItem]) -> RenewalSuggestion {
        var top: (item: RenewalItem, score: Double, reason: String)?
        for candidate in candidates {
            let value = valueSimilarity(item, candidate)
            let name = PerceptualDistance.nameSimilarity(item.path, candidate.path)
            let role = roleAdjustment(item, candidate)
            let score = rounded(min(1, max(0, valueWeight * value.score + (1 - valueWeight) * name + role.bonus)))
            let reason = value.reason + "; name " + RenewalNumber.format(name) + role.reason
            if let current = top, current.score > score || (current.score == score && !before(candidate.path, current.item.path)) { continue }
            top = (candidate, score, reason)
        }
        guard let top else {
            return RenewalSuggestion(kind: item.kind, old: item.path, new: nil, confidence: 0, reason: "the new design system has no \(item.kind.title.lowercased())")
        }
        guard top.score >= threshold else {
            return RenewalSuggestion(kind: item.kind, old: item.path, new: nil, confidence: top.score,
                                     reason: "nothing close: best \(top.item.path.dotted) (\(top.reason))")
        }
        return RenewalSuggestion(kind: item.kind, old: item.path, new: top.item.path, confidence: top.score, reason: top.reason)
    }

    /// 0…1 with a short reason (`ΔE 1.2 light, 0.8 dark`).
    static func valueSimilarity(_ x: RenewalItem, _ y: RenewalItem) -> (score: Double, reason: String) {
        switch x.kind {
        case .colors:
            guard let xl = x.light, let yl = y.light else { return (0, "no light value") }
            let light = PerceptualDistance.deltaE(xl, yl)
            let dark = PerceptualDistance.deltaE(x.dark ?? xl, y.dark ?? yl)
            let score = max(0, 1 - (light + dark) / 2 / 25)
            return (score, "ΔE \(RenewalNumber.format(light)) light, \(RenewalNumber.format(dark)) dark")
        case .textStyles:
            let size = abs((x.size ?? 0) - (y.size ?? 0)), weight = abs((x.weight ?? 400) - (y.weight ?? 400))
            return (max(0, 1 - size / 8 - weight / 600), "size Δ\(RenewalNumber.format(size)) pt, weight Δ\(Int(weight))")
        case .dimensions:
            let a = x.size ?? 0, b = y.size ?? 0
            return (max(0, 1 - abs(a - b) / max(abs(a), abs(b), 1)), "\(RenewalNumber.format(a)) → \(RenewalNumber.format(b)) pt")
        case .icons:
            guard let a = x.silhouette, let b = y.silhouette else { return (0, "no drawing") }
            let iou = a.iou(b)
            return (iou, "drawing IoU \(RenewalNumber.format(iou))")
        }
    }

    /// A colour whose roles differ from the candidate's on an axis scores `roleMismatch` lower;
    /// one whose roles agree scores `roleMatch` higher, which settles pairs ΔE alone cannot tell.
    static let roleMismatch = -0.15, roleMatch = 0.03

    static func roleAdjustment(_ x: RenewalItem, _ y: RenewalItem) -> (bonus: Double, reason: String) {
        guard x.kind == .colors else { return (0, "") }
        let old = x.nameRoles.union(x.usageRoles), new = y.nameRoles.union(y.usageRoles)
        func described(_ item: RenewalItem) -> String {
            var parts: [String] = []
            if !item.nameRoles.isEmpty { parts.append(ColorRole.list(item.nameRoles) + " by name") }
            let used = item.usageRoles.subtracting(item.nameRoles)
            if !used.isEmpty { parts.append(ColorRole.list(used) + " by use") }
            return parts.joined(separator: ", ")
        }
        switch ColorRole.agreement(old, new) {
        case .unknown: return (0, "")
        case .match: return (roleMatch, "; role \(described(x)) matches")
        case .mismatch: return (roleMismatch, "; role mismatch: \(described(x)) vs \(described(y))")
        }
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    static func before(_ a: TokenPath, _ b: TokenPath) -> Bool {
        a.dotted.utf8.lexicographicallyPrecedes(b.dotted.utf8)
    }
}
