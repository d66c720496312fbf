import Grammar
import Diagnostics
import Foundation

/// Two value shapes Style Dictionary systems write for their own transforms (Deutsche Telekom's
/// Scale tokens, for one), read for what they say instead of being rejected as colour objects:
///
/// - a value per mode, `"value": {"light": "{core.color.black}", "dark": "{core.color.white}"}`:
///   every key names an appearance, so it is read like Spectrum's `sets` (the light value is the
///   token's own, each key the value of its appearance);
/// - a colour with an alpha, `{"color": "{core.color.black}", "alpha": 0.65}`: the colour at that
///   alpha, as `rgba({core.color.black}, 0.65)` is.
extension LegacyTokenConverter {
    /// The token rewritten with its per-mode value object as `sets`; nil when it is no such token.
    func perModeValueAsSets(_ node: JSONNode) -> JSONNode? {
        guard isToken(node), node["$value"] == nil, let value = node["value"], let entries = value.members,
              Self.isPerModeObject(value) else { return nil }
        // Vendor objects beside the value (`extensions`) would make `sets` look like a group's child.
        var members = (node.members ?? []).filter { $0.key != "value" && ($0.key.hasPrefix("$") || !$0.value.isObject) }
        let sets = entries.map { entry in
            JSONNode.Member(key: entry.key, value: JSONNode(.object([JSONNode.Member(key: "value", value: entry.value)]), pos: entry.value.pos))
        }
        members.append(JSONNode.Member(key: "sets", value: JSONNode(.object(sets), pos: value.pos)))
        return JSONNode(.object(members), pos: node.pos)
    }

    /// An object of two or more members, each named like an appearance (`light`, `dark`, `light-hc` …),
    /// one of them light or dark.
    static func isPerModeObject(_ value: JSONNode) -> Bool {
        guard let entries = value.members, entries.count >= 2 else { return false }
        let appearances = entries.map { AppearanceNames.appearance(named: $0.key) }
        guard appearances.allSatisfy({ $0 != nil }) else { return false }
        return appearances.contains(.light) || appearances.contains(.dark)
    }

    /// `{"color": X, "alpha": n}` as the colour X at alpha n; nil for other values.
    static func colorWithAlpha(_ value: JSONNode) -> JSONNode? {
        guard let members = value.members, members.count == 2, let color = value["color"]?.string,
              let alpha = value["alpha"]?.number, (0...1).contains(alpha) else { return nil }
        let text = "rgba(\(color.trimmingCharacters(in: .whitespaces)), \(StudioMath.format(alpha)))"
        // A reference is resolved later (a reference inside text); a literal colour is computed now.
        if ReferenceResolver.curlyTarget(color) != nil || StudioMath.hasEmbeddedReference(color) {
            return JSONNode(.string(text), pos: value.pos)
        }
        return StudioMath.cssColorNode(text, at: value.pos)
    }

    /// Style Dictionary group metadata (`"comment": "…"` beside tokens): the group's description,
    /// not a member to warn about.
    static func isGroupComment(_ member: JSONNode.Member) -> Bool {
        (member.key == "comment" || member.key == "description") && member.value.string != nil
    }
}
