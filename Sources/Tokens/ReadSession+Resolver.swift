import Diagnostics
import Grammar

extension ReadSession {
    /// One resolution per appearance: the resolver's sets and the contexts chosen for that appearance.
    mutating func planResolver(_ resolverPath: String, extraFiles: [String]) -> [Appearance: [PlannedSource]] {
        guard let root = tree(resolverPath, at: nil) else { return [:] }
        let document = ResolverDocument.parse(root, documents: documents, diagnostics: &diagnostics)
        let directory = Self.directory(of: resolverPath)
        func path(_ relative: String) -> String {
            Self.normalize(relative.hasPrefix("/") || directory.isEmpty ? relative : directory + "/" + relative)
        }

        // Files named on the command line but not by the resolver are shared, read first.
        var referenced = Set<String>()
        func collect(_ sources: [ResolverDocument.Source]) {
            for source in sources { if case .file(let f) = source.kind { referenced.insert(path(f)) } }
        }
        for sources in document.sets.values { collect(sources) }
        for modifier in document.modifiers { for context in modifier.contexts { collect(context.sources) } }
        var shared: [PlannedSource] = []
        for file in extraFiles where !referenced.contains(Self.normalize(file)) && Self.normalize(file) != Self.normalize(resolverPath) {
            if let tree = tree(file, at: nil) { shared.append(PlannedSource(root: tree, specific: false)) }
        }

        guard let choices = chooseContexts(document) else { return [:] }
        var plans: [Appearance: [PlannedSource]] = [:]
        for appearance in Appearance.allCases {
            guard let choice = choices[appearance] else { continue }
            var sources = shared
            for step in document.steps {
                switch step {
                case .set(_, let setSources):
                    sources += expand(setSources, document: document, path: path, specific: false, depth: 0)
                case .modifier(let modifier):
                    guard let contextName = choice.inputs[modifier.name], let context = modifier.context(named: contextName) else { continue }
                    sources += expand(context.sources, document: document, path: path,
                                      specific: choice.specificModifiers.contains(modifier.name), depth: 0)
                }
            }
            plans[appearance] = sources
        }
        return plans
    }

    private mutating func expand(_ sources: [ResolverDocument.Source], document: ResolverDocument, path: (String) -> String,
                                 specific: Bool, depth: Int) -> [PlannedSource] {
        var out: [PlannedSource] = []
        for source in sources {
            switch source.kind {
            case .file(let file):
                guard let tree = tree(path(file), at: source.pos) else { continue }
                if let pointer = source.pointer {
                    guard let node = TokenTree.node(at: pointer, in: tree), node.isObject else {
                        diagnostics.error("\(file)#/\(pointer.joined(separator: "/")) points to no group in \(file)", at: documents.location(source.pos))
                        continue
                    }
                    out.append(PlannedSource(root: node, specific: specific))
                } else {
                    out.append(PlannedSource(root: tree, specific: specific))
                }
            case .inline(let node):
                out.append(PlannedSource(root: node, specific: specific))
            case .set(let name):
                guard let set = document.sets[name], depth < 16 else {
                    diagnostics.error("source refers to unknown set \"\(name)\" (or sets nest too deeply)", at: documents.location(source.pos))
                    continue
                }
                out += expand(set, document: document, path: path, specific: specific, depth: depth + 1)
            }
        }
        return out
    }

    struct ContextChoice {
        /// Modifier → context.
        var inputs: [String: String]
        /// Modifiers whose context was picked for this very appearance (not a fallback or default).
        var specificModifiers: Set<String>
    }

    /// Modifier inputs for each appearance: `--appearance` mappings first, then the modifier whose
    /// contexts are named like appearances (automatic, even when other modifiers are mapped), then
    /// `--input`s, defaults and single contexts. A modifier left without a context is the same
    /// located error in every appearance; with `implicitDefaults` (Tokens Studio theme groups, which
    /// have no default) its first context is used, with a warning.
    mutating func chooseContexts(_ document: ResolverDocument, implicitDefaults: Bool = false,
                                 noun: String = "modifier") -> [Appearance: ContextChoice]? {
        choseContexts = true
        let modifiers = document.modifiers
        var failed = false
        func fail(_ message: String, _ pos: SourcePos, hint: DiagnosticHint? = nil) {
            diagnostics.error(message, at: documents.location(pos), hint: hint)
            failed = true
        }
        func validContext(_ modifier: ResolverDocument.Modifier, _ name: String) -> String? {
            if let context = modifier.context(named: name) { return context.name }
            fail("\(noun) \"\(modifier.name)\" has no context \"\(name)\" (contexts: \(modifier.contexts.map(\.name).joined(separator: ", ")))", modifier.pos)
            return nil
        }
        let mapping = options.appearanceMapping ?? [:]
        let mapped = modifiersNamedInSettings(modifiers, mapping: mapping, noun: noun, failed: &failed)
        let automatic = automaticContexts(modifiers.filter { !mapped.contains($0.name) }, noun: noun)
        var chosenImplicitly = Set<String>()
        var choices: [Appearance: ContextChoice] = [:]
        for appearance in Appearance.allCases {
            var choice = ContextChoice(inputs: [:], specificModifiers: [])
            for modifier in modifiers where mapped.contains(modifier.name) {
                for source in AppearanceNames.fallbackChain(appearance) {
                    guard let context = mapping[source]?.first(where: { $0.key.lowercased() == modifier.name.lowercased() })?.value else { continue }
                    if let valid = validContext(modifier, context) {
                        choice.inputs[modifier.name] = valid
                        if source == appearance { choice.specificModifiers.insert(modifier.name) }
                    }
                    break
                }
            }
            if let automatic {
                for candidate in AppearanceNames.fallbackChain(appearance) {
                    guard let context = automatic.contexts[candidate] else { continue }
                    choice.inputs[automatic.modifier] = context
                    if candidate == appearance { choice.specificModifiers.insert(automatic.modifier) }
                    break
                }
            }
            for modifier in modifiers where choice.inputs[modifier.name] == nil {
                if let given = options.modifierInputs.first(where: { $0.key.lowercased() == modifier.name.lowercased() }) {
                    if let valid = validContext(modifier, given.value) { choice.inputs[modifier.name] = valid }
                } else if let def = modifier.defaultContext {
                    choice.inputs[modifier.name] = def
                } else if modifier.contexts.count == 1, let only = modifier.contexts.first {
                    choice.inputs[modifier.name] = only.name
                } else if implicitDefaults, let first = modifier.contexts.first {
                    choice.inputs[modifier.name] = first.name
                    chosenImplicitly.insert(modifier.name)
                } else if let first = modifier.contexts.first {
                    let (message, hint) = Self.needsInputMessage(modifier, noun: noun, example: first.name)
                    fail(message, modifier.pos, hint: hint)
                }
            }
            choices[appearance] = choice
        }
        warnAboutImplicitContexts(chosenImplicitly, modifiers, noun: noun)
        if !failed { warnIfNothingMapsToDark(choices, modifiers, noun: noun) }
        return failed ? nil : choices
    }

    /// The modifiers `--appearance` mappings name (as the resolver spells them). A mapping or an
    /// `--input` that names no modifier is an error: it would otherwise be dropped silently (a
    /// typo, or a name from another project).
    private mutating func modifiersNamedInSettings(_ modifiers: [ResolverDocument.Modifier], mapping: [Appearance: [String: String]],
                                                   noun: String, failed: inout Bool) -> Set<String> {
        let owner = noun == "modifier" ? "resolver" : "project"
        let known = modifiers.map(\.name).joined(separator: ", ")
        let at = documents.location(modifiers.first?.pos ?? SourcePos(file: 0, offset: 0))
        var mapped = Set<String>()
        for (_, inputs) in mapping.sorted(by: { $0.key < $1.key }) {
            for name in inputs.keys.sorted() {
                if let modifier = modifiers.first(where: { $0.name == name || $0.name.lowercased() == name.lowercased() }) {
                    mapped.insert(modifier.name)
                } else {
                    diagnostics.error("the \(owner) has no \(noun) \"\(name)\" (\(noun)s: \(known)), as named in", at: at,
                                      hint: .setting(flag: "--appearance", configKey: "tokens.appearances"))
                    failed = true
                }
            }
        }
        for name in options.modifierInputs.keys.sorted() where !modifiers.contains(where: { $0.name.lowercased() == name.lowercased() }) {
            diagnostics.error("the \(owner) has no \(noun) \"\(name)\" (\(noun)s: \(known)), as named in", at: at,
                              hint: .setting(flag: "--input", configKey: "tokens.inputs"))
            failed = true
        }
        return mapped
    }

    /// Theme groups that select no appearance got their first context: say which, and how to choose.
    private mutating func warnAboutImplicitContexts(_ chosenImplicitly: Set<String>, _ modifiers: [ResolverDocument.Modifier],
                                                    noun: String) {
        for name in chosenImplicitly.sorted() {
            guard let modifier = modifiers.first(where: { $0.name == name }), let first = modifier.contexts.first else { continue }
            diagnostics.warning("\(noun) \"\(name)\" does not select an appearance; using its first \(noun == "theme group" ? "theme" : "context") \"\(first.name)\" (others: \(modifier.contexts.dropFirst().map(\.name).joined(separator: ", "))). Choose with", at: documents.location(modifier.pos),
                                hint: .setting(flag: "--input \"\(name)=\(first.name)\"", configKey: "tokens.inputs"))
        }
    }

    /// A resolver with modifiers of which none is named like dark gives light-only colours: a
    /// warning with the mapping that would give dark ones.
    private mutating func warnIfNothingMapsToDark(_ choices: [Appearance: ContextChoice], _ modifiers: [ResolverDocument.Modifier],
                                                  noun: String) {
        if !modifiers.isEmpty, !Appearance.allCases.contains(where: { $0.isDark && (choices[$0]?.specificModifiers.isEmpty == false) }) {
            let listing = modifiers.map { "\($0.name): \($0.contexts.map(\.name).joined(separator: ", "))" }.joined(separator: "; ")
            let example = modifiers.first.map { "\($0.name):\($0.contexts.last?.name ?? "dark")" } ?? "MODIFIER:CONTEXT"
            diagnostics.warning("nothing maps to dark: no \(noun == "modifier" ? "resolver context" : "theme") is named like dark (\(listing)); colours get their light value only. Map one with", at: documents.location(modifiers.first?.pos ?? SourcePos(file: 0, offset: 0)),
                                hint: .setting(flag: "--appearance dark=\(example)", configKey: "tokens.appearances: {dark: \"\(example)\"}"))
        }
    }

    /// The error for a modifier that needs a context; its hint is the exact setting that gives one.
    static func needsInputMessage(_ modifier: ResolverDocument.Modifier, noun: String, example: String) -> (String, DiagnosticHint) {
        let contexts = modifier.contexts.map(\.name).joined(separator: ", ")
        return ("\(noun) \"\(modifier.name)\" has no default and does not select an appearance (contexts: \(contexts)); "
                + "map one per appearance, or choose one context for all with",
                .setting(flag: "--input \"\(modifier.name)=\(example)\"", configKey: "tokens.inputs: {\(modifier.name): \(example)}"))
    }

    struct AutomaticContexts {
        var modifier: String
        /// The context chosen for each appearance that has one of its own.
        var contexts: [Appearance: String]
    }

    /// The modifier whose contexts are named like appearances (most appearances wins; first on
    /// ties) and the context for each appearance: an exact name (`dark`, `theme-dark`), else the
    /// variant of the default context (`brand-a-dark` when the default is `brand-a-light`), else
    /// the only candidate. Contexts left over are reported once.
    private mutating func automaticContexts(_ modifiers: [ResolverDocument.Modifier], noun: String) -> AutomaticContexts? {
        var best: (ResolverDocument.Modifier, Int)?
        for modifier in modifiers {
            let matches = Set(modifier.contexts.compactMap { AppearanceNames.match($0.name)?.appearance }).count
            if matches > 0 && matches > (best?.1 ?? 0) { best = (modifier, matches) }
        }
        guard let modifier = best?.0 else { return nil }
        let matched = modifier.contexts.compactMap { context in AppearanceNames.match(context.name).map { (context.name, $0) } }
        let preferredVariant = modifier.defaultContext.flatMap { AppearanceNames.match($0)?.variant }
            ?? matched.first(where: { $0.1.appearance == .light })?.1.variant
        var result = AutomaticContexts(modifier: modifier.name, contexts: [:])
        for appearance in Appearance.allCases {
            let candidates = matched.filter { $0.1.appearance == appearance }
            guard !candidates.isEmpty else { continue }
            if let exact = candidates.first(where: { $0.1.isExact }) {
                result.contexts[appearance] = exact.0
            } else if let preferredVariant, let same = candidates.first(where: { $0.1.variant == preferredVariant }) {
                result.contexts[appearance] = same.0
            } else if candidates.count == 1, !AppearanceNames.isAlternative(candidates[0].1) {
                result.contexts[appearance] = candidates[0].0
            } else {
                let names = candidates.map(\.0)
                diagnostics.error("\(noun) \"\(modifier.name)\" has \(names.count == 1 ? "only a variant" : "several contexts") for \(appearance.rawValue) (\(names.joined(separator: ", "))); Stylebook will not guess: choose with", at: documents.location(modifier.pos),
                                  hint: .setting(flag: "--appearance \"\(appearance.rawValue)=\(modifier.name):\(names[0])\"",
                                                 configKey: "tokens.appearances: {\(appearance.rawValue): \"\(modifier.name):\(names[0])\"}"))
            }
        }
        let used = Set(result.contexts.values)
        let unused = modifier.contexts.map(\.name).filter { !used.contains($0) }
        if !unused.isEmpty {
            diagnostics.warning("\(noun) \"\(modifier.name)\" gives the appearances; \(unused.joined(separator: ", ")) \(unused.count == 1 ? "is" : "are") not used; choose with", at: documents.location(modifier.pos),
                                hint: .setting(flag: "--appearance APPEARANCE=\(modifier.name):CONTEXT", configKey: "tokens.appearances: {APPEARANCE: \"\(modifier.name):CONTEXT\"}"))
        }
        return result
    }
}
