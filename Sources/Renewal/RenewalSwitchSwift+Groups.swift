import SwiftOutput

/// How a `group:` of mapping.yml is named in Swift: a member of `RenewalSwitch`
/// (`Checkout` → `RenewalSwitch.checkout`) and a compile-time flag
/// (`STYLEBOOK_RENEWAL_NEW_CHECKOUT`).
public enum RenewalGroupNaming {
    /// A group name needs a letter or digit to name a member and a flag.
    public static func isValid(_ name: String) -> Bool {
        name.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `STYLEBOOK_RENEWAL_NEW_` and the name's ASCII letters and digits in upper case, runs of
    /// anything else as one `_` (`Check-out 2` → `STYLEBOOK_RENEWAL_NEW_CHECK_OUT_2`).
    public static func flag(_ name: String) -> String {
        var words: [String] = [], word = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return (["STYLEBOOK_RENEWAL_NEW"] + words.map { $0.uppercased() }).joined(separator: "_")
    }
}

extension RenewalSwitchSwift {
    /// Group name → member of `RenewalSwitch`, unique, in byte order of the names.
    static func groupMembers(_ suggestions: [RenewalSuggestion]) -> [String: String] {
        var scope = SwiftIdentifier.Scope(reserved: ["useNew", "flag"])
        var members: [String: String] = [:]
        for name in groupNames(suggestions) { members[name] = scope.claim(NamingStyle.xcode.member(name)) }
        return members
    }

    static func groupNames(_ suggestions: [RenewalSuggestion]) -> [String] {
        Set(suggestions.compactMap { $0.new == nil ? nil : $0.group }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// One `RenewalGroup` per group of the mapped lines, each on by its own `-D` flag.
    static func groupSection(_ suggestions: [RenewalSuggestion]) -> String {
        let names = groupNames(suggestions)
        guard !names.isEmpty else { return "" }
        let members = groupMembers(suggestions)
        var text = "\n/// The screens and modules of mapping.yml, each with its own switch.\nextension RenewalSwitch {\n"
        for name in names {
            let member = members[name]!, flag = RenewalGroupNaming.flag(name)
            text += """
                /// `group: \(name)`: new with `-D \(flag)` or `-D STYLEBOOK_RENEWAL_NEW`.
                #if \(flag)
                public static let \(member) = RenewalGroup(name: \(literal(name)), compiledNew: true)
                #else
                public static let \(member) = RenewalGroup(name: \(literal(name)), compiledNew: false)
                #endif

            """
        }
        return text + "}\n"
    }
}
