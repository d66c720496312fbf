import AssetCatalog

/// Which images are templates (tinted by the app, as icons) and which are drawn as they are
/// (pictures): a default plus rules for folders and files, the most specific one winning.
public struct ImageRenderingRules: Sendable, Hashable {
    /// nil leaves Xcode's default (template only when the name ends in "Template").
    public var defaultIntent: ImageRenderingIntent?
    /// Paths relative to the source folder: a folder ("icons"), a file ("photos/hero.png") or an
    /// asset ("photos/hero").
    public var paths: [String: ImageRenderingIntent]

    public init(defaultIntent: ImageRenderingIntent? = nil, paths: [String: ImageRenderingIntent] = [:]) {
        self.defaultIntent = defaultIntent
        self.paths = paths
    }

    public func intent(for job: ImageSourceJob) -> ImageRenderingIntent? {
        for file in job.files { if let rule = paths[file.relativePath] { return rule } }
        if let rule = paths[job.relativeName] { return rule }
        var folders = job.folders
        while !folders.isEmpty {
            if let rule = paths[folders.joined(separator: "/")] { return rule }
            folders.removeLast()
        }
        return paths["."] ?? paths[""] ?? defaultIntent
    }

    /// Paths that name no source, so a typo does not silently leave icons untinted.
    public func unusedPaths(_ jobs: [ImageSourceJob]) -> [String] {
        var known: Set<String> = [".", ""]
        for job in jobs {
            known.insert(job.relativeName)
            for file in job.files { known.insert(file.relativePath) }
            for depth in 0..<job.folders.count { known.insert(job.folders[...depth].joined(separator: "/")) }
        }
        return paths.keys.filter { !known.contains($0) }.sorted()
    }
}
