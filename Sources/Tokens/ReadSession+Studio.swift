import Diagnostics
import Grammar

/// One Tokens Studio theme from `$themes.json`.
struct StudioTheme {
    var name: String
    var group: String
    /// Set name → "enabled" | "source" (disabled sets are left out), in file order.
    var sets: [(name: String, status: String)]
    var pos: SourcePos
}

extension ReadSession {
    /// A multi-file Tokens Studio project: sets are files named by their path relative to the
    /// folder holding `$themes.json` / `$metadata.json`.
    mutating func planStudioProject(_ inputs: GatheredInputs) -> [Appearance: [PlannedSource]] {
        let base = Self.directory(of: inputs.themes?.path ?? inputs.metadata?.path ?? "")
        var units: [TokenUnit] = []
        for file in inputs.tokenFiles {
            guard let root = tree(file.path, at: nil) else { continue }
            units.append(TokenUnit(name: TokenFolder.setName(file.path, relativeTo: base), root: root))
        }
        let order = inputs.metadata?.node["tokenSetOrder"]?.array?.compactMap(\.string)
        let plans = planStudio(units: units, themes: inputs.themes?.node, order: order)
        for file in inputs.tokenFiles where unreadStudioSets.contains(TokenFolder.setName(file.path, relativeTo: base)) {
            inputReports.append(TokenInputReport(path: file.path, role: "not read",
                                                 reason: "Tokens Studio set \(TokenFolder.setName(file.path, relativeTo: base)), which no chosen theme selects"))
        }
        return plans
    }

    /// A single-file Tokens Studio export: top-level groups are the sets; `$themes`/`$metadata` inside.
    mutating func planStudioSingleFile(_ raw: JSONNode, path: String) -> [Appearance: [PlannedSource]] {
        inputReports.append(TokenInputReport(path: path, role: "Tokens Studio single-file export: its top-level groups are the sets",
                                             reason: raw["$themes"]?.array?.isEmpty == false ? "$themes inside choose them" : "set names decide, as file names do"))
        var units: [TokenUnit] = []
        for member in raw.members ?? [] where !member.key.hasPrefix("$") && member.value.isObject {
            units.append(TokenUnit(name: member.key, root: converted(member.value, path: path)))
        }
        let order = raw["$metadata"]?["tokenSetOrder"]?.array?.compactMap(\.string)
        return planStudio(units: units, themes: raw["$themes"], order: order)
    }

    static func studioThemes(_ node: JSONNode?) -> [StudioTheme] {
        var themes: [StudioTheme] = []
        for item in node?.array ?? [] {
            guard let name = item["name"]?.string else { continue }
            var sets: [(String, String)] = []
            if let members = item["selectedTokenSets"]?.members {
                for member in members { if let status = member.value.string { sets.append((member.key, status)) } }
            } else if let list = item["selectedTokenSets"]?.array {
                for entry in list { if let id = entry["id"]?.string, let status = entry["status"]?.string { sets.append((id, status)) } }
            }
            themes.append(StudioTheme(name: name, group: item["group"]?.string ?? "", sets: sets.filter { $0.1 != "disabled" }, pos: item.pos))
        }
        return themes
    }

    /// Plans Tokens Studio sets: with themes, each theme group is a modifier whose contexts are its
    /// themes (the group whose theme names spell appearances gives the appearances; other groups use
    /// `--input`, else their first theme with a warning); sets are merged in `tokenSetOrder`, "source"
    /// sets only for references. Without themes, set names decide modes as file names do.
    mutating func planStudio(units unordered: [TokenUnit], themes node: JSONNode?, order: [String]?) -> [Appearance: [PlannedSource]] {
        var rank: [String: Int] = [:]
        for (i, name) in (order ?? []).enumerated() where rank[name] == nil { rank[name] = i }
        let units = unordered.enumerated().sorted { a, b in
            (rank[a.element.name] ?? Int.max, a.offset) < (rank[b.element.name] ?? Int.max, b.offset)
        }.map(\.element)
        let themes = Self.studioThemes(node)
        guard !themes.isEmpty else { return planFiles(units) }
        var byName: [String: TokenUnit] = [:]
        for unit in units { byName[unit.name] = unit }

        var document = ResolverDocument()
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group) { groups.append(theme.group) }
        for group in groups {
            let members = themes.filter { $0.group == group }
            var modifier = ResolverDocument.Modifier(name: group.isEmpty ? "theme" : group, contexts: [], defaultContext: nil, pos: members[0].pos)
            for theme in members where modifier.context(named: theme.name) == nil {
                modifier.contexts.append((theme.name, []))
            }
            document.steps.append(.modifier(modifier))
        }
        guard let choices = chooseContexts(document, implicitDefaults: true, noun: "theme group") else { return [:] }
        func theme(_ group: String, _ name: String?) -> StudioTheme? {
            themes.first { ($0.group.isEmpty ? "theme" : $0.group) == group && $0.name == name }
        }

        var missing = Set<String>()
        var used = Set<String>()
        var plans: [Appearance: [PlannedSource]] = [:]
        for appearance in Appearance.allCases {
            guard let choice = choices[appearance] else { continue }
            var status: [String: String] = [:]
            var specificSets = Set<String>()
            for modifier in document.modifiers {
                guard let chosen = theme(modifier.name, choice.inputs[modifier.name]) else { continue }
                // Sets that only this appearance's theme selects are its own values.
                let other = appearance == .light ? Appearance.dark : .light
                let otherSets = Set(theme(modifier.name, choices[other]?.inputs[modifier.name])?.sets.map(\.name) ?? [])
                for (name, state) in chosen.sets {
                    if byName[name] == nil { missing.insert(name); continue }
                    if status[name] != "enabled" { status[name] = state }
                    if choice.specificModifiers.contains(modifier.name), !otherSets.contains(name) || choices[other]?.specificModifiers.contains(modifier.name) != true {
                        specificSets.insert(name)
                    }
                }
            }
            var sources: [PlannedSource] = []
            for unit in units {
                guard let state = status[unit.name] else { continue }
                used.insert(unit.name)
                sources.append(PlannedSource(root: unit.root, specific: specificSets.contains(unit.name), referenceOnly: state == "source"))
            }
            plans[appearance] = sources
        }
        if !missing.isEmpty {
            let names = missing.sorted()
            diagnostics.warning("themes select token sets that do not exist: \(names.prefix(5).joined(separator: ", "))\(names.count > 5 ? ", …" : "")", at: documents.location(themes[0].pos))
        }
        let unused = units.map(\.name).filter { !used.contains($0) }
        unreadStudioSets = Set(unused)
        reportGrouplessThemes(themes, chosen: Set(choices.values.compactMap { $0.inputs["theme"] }))
        for unit in units where !used.contains(unit.name) {
            noteLeftOut(unit, because: "it is only in the token set \(unit.name), which none of the chosen themes selects")
        }
        if !unused.isEmpty {
            diagnostics.warning("\(unused.count) token set(s) are selected by none of the chosen themes and are not read: \(unused.prefix(5).joined(separator: ", "))\(unused.count > 5 ? ", …" : "")", at: documents.location(themes[0].pos))
        }
        return plans
    }

    /// Themes without a `group` form one theme group with the appearance themes, so at most one of
    /// them is read per appearance: the others (platforms, brands) need a group of their own to be chosen.
    private mutating func reportGrouplessThemes(_ themes: [StudioTheme], chosen: Set<String>) {
        let groupless = themes.filter(\.group.isEmpty)
        guard groupless.contains(where: { AppearanceNames.appearance(named: $0.name) != nil }) else { return }
        let left = groupless.filter { !chosen.contains($0.name) && AppearanceNames.appearance(named: $0.name) == nil }.map(\.name)
        guard let example = left.first else { return }
        diagnostics.warning("themes \(left.joined(separator: ", ")) have no \"group\" in $themes.json, so they compete with the appearance themes "
                            + "and their sets are not read; give them a group (e.g. \"group\": \"platform\") and choose one with --input platform=\(example)",
                            at: documents.location(groupless[0].pos))
    }
}
