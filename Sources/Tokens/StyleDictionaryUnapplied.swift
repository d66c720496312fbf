import Diagnostics
import Foundation
import Grammar

/// Per-token keys that change a Style Dictionary build's output but that Stylebook does not
/// apply (`transform`, `params`, `shade`, custom `attributes`): each kind is one located warning
/// with a count, so a colour that differs from the system's own build is never a surprise.
enum UnappliedKeys {
    /// Keys that ask a build step to change the value.
    static let keys: Set<String> = ["transform", "transforms", "params", "shade"]
    /// Attribute names Style Dictionary's own CTI transforms write; anything else is custom.
    static let ctiAttributes: Set<String> = ["category", "type", "item", "subitem", "state"]
    /// Style Dictionary's per-token metadata object, allowed beside a DTCG `$value` too.
    static let attributesKey = "attributes"

    /// Counts the custom `attributes` of every `$value` token in a DTCG tree (other keys beside
    /// `$value` are reported there as children, one message each).
    static func count(in node: JSONNode, into found: inout [String: (count: Int, first: SourcePos)]) {
        guard let members = node.members else { return }
        if node["$value"] != nil {
            for (key, pos) in self.found(in: node) where key == attributesKey {
                let entry = found[key]
                found[key] = ((entry?.count ?? 0) + 1, entry?.first ?? pos)
            }
            return
        }
        for member in members where member.value.isObject { count(in: member.value, into: &found) }
    }

    /// The unapplied keys one token carries.
    static func found(in token: JSONNode) -> [(key: String, pos: SourcePos)] {
        var out: [(String, SourcePos)] = []
        for member in token.members ?? [] {
            if keys.contains(member.key) {
                out.append((member.key, member.value.pos))
            } else if member.key == "attributes", let attributes = member.value.members,
                      attributes.contains(where: { !ctiAttributes.contains($0.key) }) {
                out.append(("attributes", member.value.pos))
            }
        }
        return out
    }
}

extension LegacyTokenConverter {
    mutating func noteUnapplied(_ token: JSONNode) {
        for (key, pos) in UnappliedKeys.found(in: token) {
            let entry = unapplied[key]
            unapplied[key] = ((entry?.count ?? 0) + 1, entry?.first ?? pos)
        }
    }
}

extension ReadSession {
    /// Adds one converter's findings to the session's counts (files are converted once each).
    mutating func collectUnapplied(_ found: [String: (count: Int, first: SourcePos)]) {
        for (key, entry) in found {
            let known = unapplied[key]
            let first = known.map { ($0.first.file, $0.first.offset) < (entry.first.file, entry.first.offset) ? $0.first : entry.first } ?? entry.first
            unapplied[key] = ((known?.count ?? 0) + entry.count, first)
        }
    }

    /// One warning per key kind, at its first use.
    mutating func reportUnapplied() {
        for (key, entry) in unapplied.sorted(by: { $0.key < $1.key }) {
            let location = documents.location(entry.first)
            let what = key == "attributes" ? "custom 'attributes'" : "'\(key)'"
            diagnostics.warning("\(entry.count) token(s) carry \(what), which Stylebook does not apply (values are read as written); first at \(location)",
                                at: location)
        }
        unapplied = [:]
    }
}

extension ReadSession {
    /// Records the tokens of a file that is left out (an alternative look, `--input FILE=skip`).
    mutating func noteLeftOut(_ unit: TokenUnit, because reason: String) {
        for path in TokenTree.tokenPaths(unit.root) where leftOut[path] == nil { leftOut[path] = reason }
    }

    /// "points to nothing" for a token that was read but left out says why it is missing.
    func explainingLeftOut(_ list: DiagnosticList) -> DiagnosticList {
        guard !leftOut.isEmpty else { return list }
        return DiagnosticList(list.items.map { item in
            guard item.message.hasPrefix("reference {"), let close = item.message.firstIndex(of: "}"),
                  item.message[close...].hasPrefix("} points to nothing") else { return item }
            let target = String(item.message[item.message.index(item.message.startIndex, offsetBy: 11)..<close])
            guard let reason = leftOut[target] else { return item }
            var explained = item
            explained.message = item.message.replacingOccurrences(of: "} points to nothing", with: "} names a token that was left out: \(reason)")
            return explained
        })
    }
}
