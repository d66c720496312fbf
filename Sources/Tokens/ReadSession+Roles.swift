import Diagnostics
import Grammar

/// Giving every token file (or Tokens Studio set) its role, and planning the appearances from the
/// roles: base files are read by every appearance, a high-contrast appearance reads its
/// normal-contrast twin's files, then its own (see `ModeNameGrammar` for the names).
extension ReadSession {
    /// `--input FILE=ROLE` entries (`tokens.inputs: {semantic.night.json: dark}`) are file roles,
    /// not modifier choices: a key with a token file extension, or a path (`brand/dark`, a Tokens
    /// Studio set) given a role. Moves them out of the modifier inputs.
    mutating func takeFileRoles() {
        for (key, value) in options.modifierInputs where TokenFolder.isCandidate(key) || (key.contains("/") && InputRole.parse(value) != nil) {
            options.modifierInputs[key] = nil
            guard let role = InputRole.parse(value) else {
                diagnostics.error("unknown role \"\(value)\"; use base, light, dark, light-hc, dark-hc or skip in", hint: Self.roleHint(key, value))
                continue
            }
            fileRoles.append((key, role))
        }
        fileRoles.sort { $0.0 < $1.0 }
    }

    /// The role `--input` gives the file, if any.
    func givenRole(_ name: String) -> InputRole? {
        let normal = Self.normalize(name)
        return fileRoles.first { key, _ in
            let wanted = Self.normalize(key)
            return normal == wanted || normal.hasSuffix("/" + wanted)
        }?.1
    }

    /// `--input` file roles that named no file read: an error, as a misspelt modifier is.
    mutating func reportUnmatchedFileRoles(_ names: [String]) {
        for (key, role) in fileRoles where !names.contains(where: { name in
            let normal = Self.normalize(name), wanted = Self.normalize(key)
            return normal == wanted || normal.hasSuffix("/" + wanted)
        }) {
            diagnostics.error("no token file that was read has this name (files and sets are matched by their path or its end):",
                              hint: Self.roleHint(key, Self.roleName(role)))
        }
    }

    static func roleName(_ role: InputRole) -> String {
        switch role {
        case .base: "base"
        case .mode(let appearance): appearance.rawValue
        case .theme(_, let appearance): appearance.rawValue
        case .skipped: "skip"
        }
    }

    /// The folders whose names count for a unit: below the folder given on the command line, the
    /// set path of a Tokens Studio set, or the immediate folder of a file named directly.
    static func roleFolders(_ unit: TokenUnit) -> [String] {
        if let folders = unit.folders { return folders }
        let parts = normalize(unit.name).split(separator: "/").map(String.init)
        guard parts.count > 1 else { return [] }
        return TokenFolder.isCandidate(unit.name) ? [parts[parts.count - 2]] : Array(parts.dropLast())
    }

    /// Each unit's role, by `--input` or by its name; nil (after an error) when it cannot be placed.
    mutating func roles(_ units: [TokenUnit]) -> [(unit: TokenUnit, role: InputRole, reading: ModeNameGrammar.Reading)?] {
        units.map { unit in
            let reading = ModeNameGrammar.read(path: unit.name, folders: Self.roleFolders(unit))
            if let given = givenRole(unit.name) {
                inputReports.append(TokenInputReport(path: unit.name, role: given.description, reason: "--input"))
                return (unit, given, reading)
            }
            switch ModeNameGrammar.role(reading) {
            case .success(let role):
                let reason = reading.written.isEmpty ? "no mode word in its name" : "name says " + reading.written.joined(separator: " + ")
                inputReports.append(TokenInputReport(path: unit.name, role: role.description, reason: reason))
                return (unit, role, reading)
            case .failure(let unplaced):
                diagnostics.error("cannot tell the role of \(unit.name): its name says \(unplaced.words.joined(separator: " + ")), both light and dark; "
                                  + "give it one with", at: documents.location(unit.root.pos), hint: Self.settle(unit.name, "dark"))
                return nil
            }
        }
    }

    /// The role a file or set name gives by itself (nil when it cannot be placed).
    static func nameRole(_ path: String) -> InputRole? {
        let unit = TokenUnit(name: path, root: JSONNode(.object([]), pos: SourcePos(file: 0, offset: 0)))
        return try? ModeNameGrammar.role(ModeNameGrammar.read(path: path, folders: roleFolders(unit))).get()
    }

    /// How to give `name` a role on the command line and in stylebook.yml.
    static func settle(_ name: String, _ role: String) -> DiagnosticHint {
        roleHint(name.split(separator: "/").last.map(String.init) ?? name, role)
    }

    /// The file role `key=role`, as `--input` and as `tokens.inputs`.
    static func roleHint(_ key: String, _ role: String) -> DiagnosticHint {
        .setting(flag: "--input \(key)=\(role)", configKey: "tokens.inputs: {\(key): \(role)}")
    }

    mutating func planFiles(_ units: [TokenUnit]) -> [Appearance: [PlannedSource]] {
        reportUnmatchedFileRoles(units.map(\.name))
        let placed = roles(units).compactMap { $0 }
        let modes = Set(placed.compactMap { entry -> Appearance? in if case .mode(let a) = entry.role { a } else { nil } })
        var shared: [PlannedSource] = []
        var perMode: [Appearance: [TokenUnit]] = [:]
        var baseUnits: [TokenUnit] = []
        for (unit, role, _) in placed {
            switch role {
            case .base:
                shared.append(PlannedSource(root: unit.root, specific: false, referenceOnly: unit.referenceOnly))
                baseUnits.append(unit)
            case .mode(let appearance):
                perMode[appearance, default: []].append(unit)
            case .theme(let name, let appearance):
                reportTheme(unit, name: name, appearance: appearance, plainExists: modes.contains(appearance))
            case .skipped:
                noteLeftOut(unit, because: "it is only in \(unit.name), whose given role is skip")
            }
        }
        reportClaims(placed)
        if baseUnits.isEmpty, perMode[.light] == nil,
           let (appearance, units) = perMode.sorted(by: { $0.key.rawValue < $1.key.rawValue }).first, let first = units.first {
            diagnostics.error("\(first.name) holds \(InputRole.phrase(appearance)) values, but no file gives light or base values (every colour needs its light, \"Any\", value): "
                              + "add the light file, or read this one as the base set with", at: documents.location(first.root.pos),
                              hint: Self.settle(first.name, "base"))
        }
        if let light = perMode[.light]?.first, perMode[.dark] == nil, perMode[.darkHighContrast] == nil {
            // A per-mode layout without a dark file: say so, as "nothing maps to dark" does for resolvers.
            diagnostics.warning("\(light.name) is the light file, but no file is dark: colours get no dark values from files; "
                                + "name the dark file like it (e.g. with .dark), or give one with",
                                at: documents.location(light.root.pos), hint: Self.settle("FILE.json", "dark"))
        }
        reportOverrides(baseUnits)
        for appearance in Appearance.allCases { reportOverrides(perMode[appearance] ?? []) }
        var plans: [Appearance: [PlannedSource]] = [:]
        for appearance in Appearance.allCases {
            var sources = shared
            // High contrast overlays its normal-contrast twin (the Primer layout); dark never takes light files.
            if appearance.isHighContrast, let twin = AppearanceNames.fallbackChain(appearance).dropFirst().first {
                sources += (perMode[twin] ?? []).map { PlannedSource(root: $0.root, specific: false) }
            }
            sources += (perMode[appearance] ?? []).map { PlannedSource(root: $0.root, specific: true) }
            plans[appearance] = sources
        }
        return plans
    }

    /// An alternative look is left out when the plain appearance exists, else Stylebook asks.
    private mutating func reportTheme(_ unit: TokenUnit, name: String, appearance: Appearance, plainExists: Bool) {
        let mode = appearance.rawValue
        let location = documents.location(unit.root.pos)
        if plainExists {
            noteLeftOut(unit, because: "it is only in \(unit.name), the \"\(name)\" look of \(mode), which is left out")
            diagnostics.warning("\(unit.name) is the \"\(name)\" variant of \(mode), not \(mode) itself; left out (name only the files of the look you want)", at: location)
        } else {
            diagnostics.error("\(unit.name) is the \"\(name)\" variant of \(mode); Stylebook will not guess that it is the \(mode) appearance: "
                              + "rename it (e.g. \(mode).json), combine the files with a resolver that maps \(mode) to it, "
                              + "or give it the role with", at: location, hint: Self.settle(unit.name, mode))
        }
    }

    /// Two files of one role and one topic (`semantic.dark.json`, `semantic.night.json`) would
    /// silently replace each other: an error naming both and the `--input` that settles it.
    private mutating func reportClaims(_ placed: [(unit: TokenUnit, role: InputRole, reading: ModeNameGrammar.Reading)]) {
        var seen: [String: TokenUnit] = [:]
        for (unit, role, reading) in placed {
            guard case .mode(let appearance) = role, givenRole(unit.name) == nil else { continue }
            let key = appearance.rawValue + "|" + reading.topic.joined(separator: " ")
            guard let earlier = seen[key] else {
                seen[key] = unit
                continue
            }
            diagnostics.error("\(earlier.name) and \(unit.name) both claim the \(InputRole.phrase(appearance)) role for the same tokens; "
                              + "say which one is read by giving the other a role, e.g. base for \(earlier.name), or skip this one with",
                              at: documents.location(unit.root.pos), hint: Self.settle(unit.name, "skip"))
        }
    }
}
