import Diagnostics
import FileOutput
import Foundation

/// The steps of `AssetCatalogWriter.stage`: names checked, groups planned, collisions with sets
/// the user made found, files queued, and the manifest of what Stylebook owns afterwards.
extension AssetCatalogWriter {
    /// The group folders this run writes (`own`), and which of them are plain folders rather
    /// than namespaces.
    struct GroupPlan {
        var own: [String] = []
        var plain = Set<String>()
    }

    /// The entries with valid, unique names (case-insensitively, as on APFS/HFS+), sorted by
    /// their folder; an error for each one that is not.
    func uniqueEntries(_ entries: [CatalogSet], diagnostics: inout DiagnosticList) -> [CatalogSet] {
        var byFolder: [String: CatalogSet] = [:]
        var byAssetName: [String: CatalogSet] = [:]
        for entry in entries {
            let location = entry.location ?? SourceLocation(file: catalogPath)
            let problems = CatalogNames.problems(in: entry)
            if !problems.isEmpty {
                for p in problems { diagnostics.error(p, at: location) }
                continue
            }
            let folderKey = entry.relativePath.lowercased()
            let assetKey = entry.assetName.lowercased()
            if let other = byFolder[folderKey] {
                diagnostics.error("'\(entry.relativePath)' is generated twice (also for '\(other.assetName)'\(Self.origin(other)))", at: location)
            } else if let other = byAssetName[assetKey] {
                diagnostics.error("asset name '\(entry.assetName)' is used by two sets ('\(other.relativePath)' and '\(entry.relativePath)'); names must be unique across types", at: location)
            } else {
                byFolder[folderKey] = entry
                byAssetName[assetKey] = entry
            }
        }
        // Keys computed once: `relativePath` joins strings, and a sort calls its comparator n log n times.
        return byFolder.values.map { ($0.relativePath, $0) }.sorted { CatalogManifest.byteOrder($0.0, $1.0) }.map(\.1)
    }

    /// Groups: every namespace prefix, then the plain folders below it. Foreign groups are fine
    /// only if they already namespace (or are plain folders where plain ones are wanted).
    func groupPlan(_ sorted: [CatalogSet], previous: CatalogManifest, diagnostics: inout DiagnosticList) -> GroupPlan {
        let fm = FileManager.default
        let ownedGroups = Set(previous.groups.map { $0.lowercased() })
        var groupPaths = Set<String>()
        var plan = GroupPlan()
        for entry in sorted {
            let path = entry.namespace + entry.folders
            for depth in path.indices {
                let group = path[...depth].joined(separator: "/")
                groupPaths.insert(group)
                if depth >= entry.namespace.count { plan.plain.insert(group) }
            }
        }
        for entry in sorted {
            for depth in entry.namespace.indices { plan.plain.remove(entry.namespace[...depth].joined(separator: "/")) }
        }
        for group in groupPaths.sorted(by: CatalogManifest.byteOrder) {
            let path = catalogPath + "/" + group
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                plan.own.append(group)
                continue
            }
            if !isDirectory.boolValue {
                diagnostics.error("a file is in the way of group folder '\(group)'", at: SourceLocation(file: path))
            } else if ownedGroups.contains(group.lowercased()) || force {
                plan.own.append(group)
            } else if !plan.plain.contains(group) && !Self.providesNamespace(groupPath: path) {
                diagnostics.error("group '\(group)' exists, was not created by Stylebook and does not provide a namespace; tick 'Provides Namespace' for it in Xcode or choose another namespace", at: SourceLocation(file: path + "/Contents.json"))
            }
        }
        return plan
    }

    /// Sets: never overwrite one the user made, nor take a name one of theirs already has in
    /// another type or case (Xcode names are unique across types; macOS folders ignore case).
    /// Each folder listed once and indexed by lower-cased stem: a look-up per set, not a scan of
    /// every sibling (which made staging quadratic in the size of a folder).
    func checkSetCollisions(_ sorted: [CatalogSet], previous: CatalogManifest, diagnostics: inout DiagnosticList) {
        let fm = FileManager.default
        // Lower-cased: on macOS a set renamed only in case is still the folder Stylebook made.
        let ownedSets = Set(previous.sets.map { $0.lowercased() })
        var listings: [String: [String: [String]]] = [:]
        for entry in sorted {
            let path = catalogPath + "/" + entry.relativePath
            let location = entry.location ?? SourceLocation(file: path)
            if fm.fileExists(atPath: path), !ownedSets.contains(entry.relativePath.lowercased()), !force {
                diagnostics.error("'\(entry.relativePath)' already exists in the catalog and was not generated by Stylebook; rename the source, or move the existing set out of the way", at: location)
                continue
            }
            let parent = ([catalogPath] + entry.namespace + entry.folders).joined(separator: "/")
            if listings[parent] == nil {
                var index: [String: [String]] = [:]
                // `readdir` names only (no `stat`, no Foundation listing): a folder may hold 10,000 sets.
                for (sibling, _) in FolderListing.entries(of: parent, followLinks: false) ?? [] where !FilePaths.pathExtension(sibling).isEmpty {
                    index[FilePaths.stem(sibling).lowercased(), default: []].append(sibling)
                }
                listings[parent] = index
            }
            let folder = entry.name + "." + entry.kind.rawValue
            let groups = entry.namespace + entry.folders
            let prefix = groups.isEmpty ? "" : groups.joined(separator: "/") + "/"
            let sameStem = listings[parent]?[entry.name.lowercased()] ?? []
            for sibling in sameStem.sorted() where sibling != folder && !ownedSets.contains((prefix + sibling).lowercased()) && !force {
                diagnostics.error("asset name '\(entry.assetName)' is already used by '\(prefix + sibling)', which Stylebook did not generate; rename the source, or rename the existing set", at: location)
            }
        }
    }

    /// Queues the catalog's root, the groups' and every set's files. Returns the absolute paths
    /// queued, and for each set (relative folder) the file names it holds, sorted.
    func stageFiles(_ sorted: [CatalogSet], groups: GroupPlan,
                    into staged: inout OutputTransaction) -> (files: [String], setFiles: [String: [String]]) {
        var files: [String] = []
        var setFiles: [String: [String]] = [:]
        func put(_ data: Data, _ relative: String) {
            let path = catalogPath + "/" + relative
            staged.write(data, to: path)
            files.append(path)
        }
        if !FileManager.default.fileExists(atPath: catalogPath + "/Contents.json") {
            put(Data(CatalogContents.root.rendered.utf8), "Contents.json")
        }
        for group in groups.own {
            let contents = groups.plain.contains(group) ? CatalogContents.root : CatalogContents.namespaceGroup
            put(Data(contents.rendered.utf8), group + "/Contents.json")
        }
        for entry in sorted {
            let folder = entry.relativePath
            put(Data(CatalogContents.contents(for: entry.content).rendered.utf8), folder + "/Contents.json")
            var names = ["Contents.json"]
            // Only a symbol set's first entry is written (`CatalogContents.symbolSet`).
            let entryFiles: [AssetFileEntry] = switch entry.content {
            case .color: []
            case .image(let image): image.images
            case .symbol(let symbol): Array(symbol.symbols.prefix(1))
            case .data(let info): info.data
            }
            for file in entryFiles {
                guard let filename = file.filename else { continue }
                put(Data(file.data), folder + "/" + filename)
                names.append(filename)
            }
            setFiles[folder] = names.sorted(by: CatalogManifest.byteOrder)
        }
        return (files, setFiles)
    }

    /// What Stylebook owns after this run: the sets written, and sets outside this run's scope
    /// (or retained) with the groups above them.
    func manifest(written sorted: [CatalogSet], ownGroups: [String], previous: CatalogManifest) -> CatalogManifest {
        let written = Set(sorted.map(\.relativePath))
        let carried = previous.sets.filter { set in
            guard !written.contains(set) else { return false }
            if retainedSets.contains(set) { return true }
            guard let scope else { return false }
            return !scope.contains(FilePaths.pathExtension(set))
        }
        // Every folder above a carried set, once: testing each group against each set was
        // quadratic when an incremental build carries thousands of sets.
        var carriedAncestors = Set<String>()
        for set in carried {
            var folder = FilePaths.parent(set)
            while !folder.isEmpty, carriedAncestors.insert(folder).inserted { folder = FilePaths.parent(folder) }
        }
        let carriedGroups = previous.groups.filter { carriedAncestors.contains($0) }
        return CatalogManifest(sets: (Array(written) + carried).sorted(by: CatalogManifest.byteOrder),
                               groups: Array(Set(ownGroups + carriedGroups)).sorted(by: CatalogManifest.byteOrder))
    }
}
