import Diagnostics
import Grammar

/// What the command line named, sorted out by content.
struct GatheredInputs {
    /// Token files, in order, and whether each came from a folder (rather than being named).
    var tokenFiles: [(path: String, fromFolder: Bool)] = []
    var resolvers: [(path: String, fromFolder: Bool)] = []
    var themes: (path: String, node: JSONNode)?
    var metadata: (path: String, node: JSONNode)?
    /// Files in folders that hold no token (build configs, package manifests …).
    var skipped: [String] = []
    /// Folder files of plain names and values only (`{"globals": {"baseline": "16"}}`), which Style
    /// Dictionary lets tokens refer to.
    var rawValues: [String] = []
    /// The folder given on the command line that each folder file was found in.
    var folderOf: [String: String] = [:]

    /// The folder names between the given folder and the file (they count for its role).
    func folders(of path: String) -> [String]? {
        guard let folder = folderOf[path] else { return nil }
        let relative = TokenFolder.setName(path, relativeTo: folder)
        return relative.split(separator: "/").dropLast().map(String.init)
    }
}

extension ReadSession {
    /// Reads whatever the inputs are: token files in any dialect, folders, a resolver, a Tokens
    /// Studio project; then plans the appearances and combines them.
    mutating func run(files: [String], resolver: String?) throws(DiagnosticError) -> TokenReadResult {
        takeFileRoles()
        var inputs = gather(files)
        if let resolver { inputs.resolvers.insert((resolver, false), at: 0) }
        if inputs.tokenFiles.isEmpty && inputs.resolvers.isEmpty && inputs.themes == nil && !diagnostics.hasErrors {
            // Plain `name: value` files (a build's output, Style Dictionary globals) are named: they are why nothing was found.
            let plain = inputs.rawValues.isEmpty ? ""
                : "; \(inputs.rawValues.prefix(3).joined(separator: ", "))\(inputs.rawValues.count > 3 ? " …" : "") hold only plain names and values (a build's output?), not tokens"
            diagnostics.error("no design tokens found in \(files.joined(separator: ", ")): expected DTCG, Style Dictionary or Tokens Studio token files, or a DTCG resolver\(plain)",
                              at: SourceLocation(file: files.first ?? ""))
        }
        if diagnostics.hasErrors { throw DiagnosticError(Self.deduplicated(diagnostics)) }
        let styleDictionary = inputs.themes == nil && inputs.metadata == nil && inputs.tokenFiles.contains { file in
            guard let raw = rawTree(file.path, at: nil) else { return false }
            if case .tokens(.styleDictionary) = TokenFormatDetection.kind(of: raw, path: file.path) { return true }
            return false
        }
        if !styleDictionary { inputs.skipped += inputs.rawValues }
        if !inputs.skipped.isEmpty {
            let list = inputs.skipped.prefix(5).joined(separator: ", ") + (inputs.skipped.count > 5 ? ", …" : "")
            diagnostics.warning("skipped \(inputs.skipped.count) file(s) with no design tokens in the folder: \(list)", at: SourceLocation(file: inputs.skipped[0]))
        }
        let plans: [Appearance: [PlannedSource]]
        let chosen = chooseResolver(inputs)
        if let chosen {
            let extras = inputs.tokenFiles.filter { !$0.fromFolder }.map(\.path)
            readingResolver = true
            plans = planResolver(chosen, extraFiles: extras)
            reportUnused(inputs.tokenFiles.filter(\.fromFolder).map(\.path), by: chosen)
        } else if inputs.themes != nil || inputs.metadata != nil {
            forcedDialect = .tokensStudio
            plans = planStudioProject(inputs)
        } else {
            var units: [TokenUnit] = []
            if styleDictionary {
                for path in inputs.rawValues {
                    guard let raw = rawTree(path, at: nil) else { continue }
                    units.append(TokenUnit(name: path, root: RawValueFile.tokens(raw), referenceOnly: true, folders: inputs.folders(of: path)))
                }
            }
            for file in inputs.tokenFiles {
                guard let raw = rawTree(file.path, at: nil), raw.isObject else { continue }
                if raw["$themes"] != nil || raw["$metadata"] != nil {
                    // A Tokens Studio single-file export: its top-level groups are the token sets.
                    forcedDialect = .tokensStudio
                    return try combine(planStudioSingleFile(raw, path: file.path))
                }
                if inputs.tokenFiles.count == 1, case .tokens(.tokensStudio) = TokenFormatDetection.kind(of: raw, path: file.path),
                   StudioParentKeys.referencesLeaveOutSets(raw) {
                    // The same export without themes: the sets are read like files, so a "light"
                    // and a "dark" set become appearances instead of one overwriting the other.
                    diagnostics.warning("read as Tokens Studio token sets (\((raw.members ?? []).filter { !$0.key.hasPrefix("$") }.map(\.key).joined(separator: ", "))), "
                                        + "since its references leave out those top-level groups", at: documents.location(raw.pos))
                    forcedDialect = .tokensStudio
                    return try combine(planStudioSingleFile(raw, path: file.path))
                }
                // Mode groups at the top (a Figma export with modes), unless a reference names one.
                if let keys = Self.modeGroupKeys(raw),
                   !inputs.tokenFiles.contains(where: { other in rawTree(other.path, at: nil).map { Self.refersToGroup($0, named: keys) } ?? false }) {
                    units += modeGroupUnits(raw, keys: keys, path: file.path, folders: inputs.folders(of: file.path))
                    continue
                }
                if let root = tree(file.path, at: nil) { units.append(TokenUnit(name: file.path, root: root, folders: inputs.folders(of: file.path))) }
            }
            plans = planFiles(units)
        }
        reportOtherInputs(inputs, resolver: chosen)
        return try combine(plans)
    }

    /// The inputs whose role no file name decided: read through a resolver or Tokens Studio themes,
    /// plain values, skipped files. `--input FILE=ROLE` cannot apply there: an error, not ignored.
    mutating func reportOtherInputs(_ inputs: GatheredInputs, resolver: String?) {
        let decided = Set(inputReports.map { Self.normalize($0.path) })
        let how = resolver.map { "read where the resolver \($0) loads it" } ?? "Tokens Studio set, chosen by the themes"
        if resolver != nil || inputs.themes != nil {
            for (key, _) in fileRoles {
                diagnostics.error("file roles apply only when file names decide the appearances; here \(resolver ?? "$themes.json") does, so remove the role from",
                                  hint: Self.roleHint(key, "…"))
            }
            var listed = decided.union(inputs.resolvers.map { Self.normalize($0.path) })
            for path in inputs.tokenFiles.map(\.path) + loadedFiles.sorted() where listed.insert(Self.normalize(path)).inserted {
                inputReports.append(TokenInputReport(path: path, role: how, reason: resolver == nil ? "Tokens Studio project" : "resolver"))
            }
        }
        for path in inputs.resolvers.map(\.path) where path != resolver {
            inputReports.append(TokenInputReport(path: path, role: "not read", reason: "another resolver was chosen"))
        }
        if let resolver { inputReports.append(TokenInputReport(path: resolver, role: "resolver", reason: "decides sets and appearances")) }
        for path in inputs.skipped { inputReports.append(TokenInputReport(path: path, role: "skipped", reason: "no design tokens in it")) }
        inputReports.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }

    /// Expands folders and classifies every file by content.
    mutating func gather(_ files: [String]) -> GatheredInputs {
        var inputs = GatheredInputs()
        var seen = Set<String>()
        for input in files {
            var candidates: [(String, Bool)] = [(input, false)]
            if let listed = list(input) {
                if listed.isEmpty {
                    diagnostics.error("folder \(input) holds no .json, .json5, .jsonc, .tokens, .yml or .yaml file", at: SourceLocation(file: input))
                    continue
                }
                candidates = listed.map { ($0, true) }
            }
            for (path, fromFolder) in candidates where seen.insert(Self.normalize(path)).inserted {
                if fromFolder { inputs.folderOf[path] = input }
                let errorsBefore = diagnostics.errors.count
                guard let node = rawTree(path, at: nil) else { continue }
                // A file whose own reading failed (a YAML typo …) needs no second, vaguer error.
                let readFailed = diagnostics.errors.count > errorsBefore
                switch TokenFormatDetection.kind(of: node, path: path) {
                case .tokens: inputs.tokenFiles.append((path, fromFolder))
                case .resolver: inputs.resolvers.append((path, fromFolder))
                case .studioThemes: inputs.themes = (path, node)
                case .studioMetadata: inputs.metadata = (path, node)
                case .noTokens:
                    if fromFolder, RawValueFile.isRawValues(node) {
                        inputs.rawValues.append(path)
                    } else if fromFolder {
                        inputs.skipped.append(path)
                    } else if readFailed {
                        continue
                    } else if !node.isObject {
                        diagnostics.error("a token file must be a JSON object of groups and tokens, found \(node.kindName)", at: documents.location(node.pos))
                    } else if !diagnostics.items.contains(where: { $0.severity == .error && $0.location?.file == path }) {
                        // A file whose only tokens were already reported as broken needs no second error.
                        diagnostics.error("no design tokens found: expected DTCG tokens (objects with \"$value\"), Style Dictionary tokens (\"value\"), a Tokens Studio export or a DTCG resolver (\"resolutionOrder\"), found \(Self.describe(node))",
                                          at: documents.location(node.pos))
                    }
                }
            }
        }
        return inputs
    }

    static func describe(_ node: JSONNode) -> String {
        if let members = node.members {
            if members.isEmpty { return "an empty object" }
            let keys = members.prefix(4).map { "\"\($0.key)\"" }.joined(separator: ", ")
            return "an object with \(keys)\(members.count > 4 ? ", …" : "") and no token"
        }
        return node.kindName
    }

    /// The resolver to use: the one given with --resolver or named, else the only one in the folders.
    private mutating func chooseResolver(_ inputs: GatheredInputs) -> String? {
        if let named = inputs.resolvers.first(where: { !$0.fromFolder }) { return named.path }
        let found = inputs.resolvers.map(\.path)
        guard found.count > 1 else { return found.first }
        diagnostics.error("the folder holds \(found.count) resolvers (\(found.joined(separator: ", "))); name the one to use: stylebook tokens \(found[0])",
                          at: SourceLocation(file: found[0]))
        return nil
    }

    /// Token files a folder brought in that the resolver never loads: one warning.
    private mutating func reportUnused(_ files: [String], by resolver: String) {
        let used = Set(loadedFiles)
        let unused = files.filter { !used.contains(Self.normalize($0)) }
        guard !unused.isEmpty else { return }
        let list = unused.prefix(5).joined(separator: ", ") + (unused.count > 5 ? ", …" : "")
        diagnostics.warning("\(unused.count) token file(s) in the folder are not used by \(resolver): \(list)", at: SourceLocation(file: unused[0]))
    }
}
