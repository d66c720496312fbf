import Diagnostics

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
                if let tree = tree(path(file), at: source.pos) { out.append(PlannedSource(root: tree, specific: specific)) }
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

    /// Modifier inputs for each appearance, from `appearanceMapping` or by context names.
    private mutating func chooseContexts(_ document: ResolverDocument) -> [Appearance: ContextChoice]? {
        let modifiers = document.modifiers
        var choices: [Appearance: ContextChoice] = [:]
        var failed = false
        func fail(_ message: String, _ pos: SourcePos) {
            diagnostics.error(message, at: documents.location(pos))
            failed = true
        }
        func validContext(_ modifier: ResolverDocument.Modifier, _ name: String) -> String? {
            if let context = modifier.context(named: name) { return context.name }
            fail("modifier \"\(modifier.name)\" has no context \"\(name)\" (contexts: \(modifier.contexts.map(\.name).joined(separator: ", ")))", modifier.pos)
            return nil
        }
        if let mapping = options.appearanceMapping {
            for (_, inputs) in mapping.sorted(by: { $0.key < $1.key }) {
                for name in inputs.keys.sorted() where !modifiers.contains(where: { $0.name == name }) {
                    fail("appearance mapping names modifier \"\(name)\", which the resolver does not have (modifiers: \(modifiers.map(\.name).joined(separator: ", ")))", modifiers.first?.pos ?? SourcePos(file: 0, offset: 0))
                }
            }
        }
        let automatic = options.appearanceMapping == nil ? appearanceModifier(modifiers) : nil
        for appearance in Appearance.allCases {
            var choice = ContextChoice(inputs: [:], specificModifiers: [])
            if let mapping = options.appearanceMapping {
                let chain = AppearanceNames.fallbackChain(appearance)
                if let source = chain.first(where: { mapping[$0] != nil }), let inputs = mapping[source] {
                    for (name, context) in inputs {
                        guard let modifier = modifiers.first(where: { $0.name == name }), let valid = validContext(modifier, context) else { continue }
                        choice.inputs[name] = valid
                        if source == appearance { choice.specificModifiers.insert(name) }
                    }
                } else if appearance != .light {
                    continue
                }
            } else if let automatic {
                for candidate in AppearanceNames.fallbackChain(appearance) {
                    if let context = automatic.contexts.first(where: { AppearanceNames.appearance(named: $0.name) == candidate }) {
                        choice.inputs[automatic.name] = context.name
                        if candidate == appearance { choice.specificModifiers.insert(automatic.name) }
                        break
                    }
                }
            }
            for modifier in modifiers where choice.inputs[modifier.name] == nil {
                if let given = options.modifierInputs.first(where: { $0.key.lowercased() == modifier.name.lowercased() }) {
                    if let valid = validContext(modifier, given.value) { choice.inputs[modifier.name] = valid }
                } else if let def = modifier.defaultContext {
                    choice.inputs[modifier.name] = def
                } else if modifier.contexts.count == 1, let only = modifier.contexts.first {
                    choice.inputs[modifier.name] = only.name
                } else if appearance == .light {
                    fail("modifier \"\(modifier.name)\" needs an input: give it a default, map it with appearanceMapping, or set modifierInputs[\"\(modifier.name)\"] (contexts: \(modifier.contexts.map(\.name).joined(separator: ", ")))", modifier.pos)
                }
            }
            choices[appearance] = choice
        }
        return failed ? nil : choices
    }

    /// The modifier whose contexts are named like appearances (most matches wins; first on ties).
    private func appearanceModifier(_ modifiers: [ResolverDocument.Modifier]) -> ResolverDocument.Modifier? {
        var best: (ResolverDocument.Modifier, Int)?
        for modifier in modifiers {
            let matches = Set(modifier.contexts.compactMap { AppearanceNames.appearance(named: $0.name) }).count
            if matches > 0 && matches > (best?.1 ?? 0) { best = (modifier, matches) }
        }
        return best?.0
    }
}
