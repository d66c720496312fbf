import Diagnostics
import FileOutput
import Foundation
import Parallel
import SVG
import Symbols

/// One icon to convert: the Regular source and optional hand-drawn Ultralight/Black masters.
public struct SymbolJob: Sendable, Hashable {
    /// The symbol (asset) name, from the file name without `.svg`.
    public var name: String
    public var source: String
    public var ultralight: String?
    public var black: String?
    /// The subfolders of the symbol source the icon is in (each becomes a catalog group).
    public var group: [String] = []
    /// How a fill-only icon's missing weights are made, when not the batch's (`symbols.weights` per folder).
    public var fillWeights: FillWeightMode?

    public init(name: String, source: String, ultralight: String? = nil, black: String? = nil, group: [String] = []) {
        self.name = name
        self.source = source
        self.ultralight = ultralight
        self.black = black
        self.group = group
    }
}

/// Whether the catalog groups made for subfolders of a symbol source provide a namespace
/// (`stylebook.yml`: `symbols.subfolders`; `stylebook symbols --subfolders`).
public enum SymbolSubfolders: String, Sendable, Hashable, CaseIterable {
    /// `icons/nav/back.svg` → group `nav` with Provides Namespace → asset `Icons/nav/back`.
    case namespaced
    /// `icons/nav/back.svg` → plain group `nav` → asset `Icons/back` (names must be unique across folders).
    case plain
}

/// The icons found in a symbol source folder, and notes about files that are not icons.
public struct SymbolSourceScan: Sendable {
    public var jobs: [SymbolJob] = []
    public var diagnostics = DiagnosticList()
}

/// A converted icon, ready for the catalog.
public struct ConvertedSymbol: Sendable {
    public var name: String
    public var source: String
    /// Subfolders of the symbol source it came from.
    public var group: [String] = []
    public var template: String
    public var conversion: SymbolConversion
}

/// What a batch produced. Good icons are kept even when others fail, so one broken file does
/// not hold back a whole icon set; `failed` lists the rest.
public struct SymbolBatchResult: Sendable {
    public var symbols: [ConvertedSymbol]
    /// Names of the icons that failed.
    public var failed: [String]
    /// The jobs that failed, in job order.
    public var failedJobs: [SymbolJob] = []
    /// Every diagnostic, grouped by icon in name order (deterministic across runs).
    public var diagnostics: DiagnosticList
}

public enum SymbolBatch {
    /// Finds `*.svg` icons in a folder and its subfolders, sorted by path. `NAME.ultralight.svg`
    /// and `NAME.black.svg` beside `NAME.svg` are its weight masters. Hidden files and folders
    /// (`.git`, `.DS_Store`) are not read; every other file that is not an icon gets a warning.
    public static func scan(folder: String) throws(DiagnosticError) -> SymbolSourceScan {
        var scan = SymbolSourceScan()
        var visited = Set<String>()
        try scanFolder(folder, group: [], into: &scan, visited: &visited)
        return scan
    }

    /// The icons of `scan(folder:)`, without its notes.
    public static func jobs(inFolder folder: String) throws(DiagnosticError) -> [SymbolJob] {
        try scan(folder: folder).jobs
    }

    private static func scanFolder(_ folder: String, group: [String], into scan: inout SymbolSourceScan,
                                   visited: inout Set<String>) throws(DiagnosticError) {
        // A symbolic link back up the tree must not loop.
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else {
            scan.diagnostics.warning("a link to a folder that is already read; skipped", at: SourceLocation(file: folder))
            return
        }
        guard let items = FolderListing.entries(of: folder, followLinks: true) else {
            throw DiagnosticError(.error("cannot read icon folder", at: SourceLocation(file: folder)))
        }
        var svgs = Set<String>()
        var subfolders: [String] = []
        for (item, kind) in items where !item.hasPrefix(".") {
            let path = FilePaths.join(folder, item)
            guard kind != .missing else {
                scan.diagnostics.warning("cannot read this entry (a broken link?); skipped", at: SourceLocation(file: path))
                continue
            }
            if kind == .folder {
                subfolders.append(item)
            } else if item.lowercased().hasSuffix(".svg") {
                svgs.insert(item)
            } else {
                scan.diagnostics.warning("not an SVG icon; skipped (only .svg files in a symbol source become symbols)",
                                         at: SourceLocation(file: path))
            }
        }
        var regular: Set<String> = []
        for file in svgs { regular.insert(String(file.dropLast(4)).lowercased()) }
        // Lower-cased name → file, built once: a search per icon made big folders quadratic.
        var byLowercase: [String: String] = [:]
        for file in svgs.sorted() where byLowercase[file.lowercased()] == nil { byLowercase[file.lowercased()] = file }
        for file in svgs.sorted() {
            let base = String(file.dropLast(4))
            if let (stem, weight) = masterStem(base) {
                if !regular.contains(stem.lowercased()) {
                    scan.diagnostics.warning("an \(weight) master, but there is no '\(stem).svg' beside it; skipped",
                                             at: SourceLocation(file: FilePaths.join(folder, file)))
                }
                continue
            }
            func companion(_ suffix: String) -> String? {
                byLowercase[(base + "." + suffix + ".svg").lowercased()].map { FilePaths.join(folder, $0) }
            }
            scan.jobs.append(SymbolJob(name: base, source: FilePaths.join(folder, file),
                                       ultralight: companion("ultralight"), black: companion("black"), group: group))
        }
        for sub in subfolders.sorted() {
            try scanFolder(FilePaths.join(folder, sub), group: group + [sub], into: &scan, visited: &visited)
        }
    }

    /// `cart.ultralight` → (`cart`, `Ultralight`).
    private static func masterStem(_ base: String) -> (String, String)? {
        let lower = base.lowercased()
        if lower.hasSuffix(".ultralight") { return (String(base.dropLast(11)), "Ultralight") }
        if lower.hasSuffix(".black") { return (String(base.dropLast(6)), "Black") }
        return nil
    }

    /// The asset name for an icon file: its file name without the `.svg` extension.
    public static func symbolName(forFile path: String) -> String {
        let file = FilePaths.lastComponent(path)
        return file.lowercased().hasSuffix(".svg") ? String(file.dropLast(4)) : file
    }

    /// Converts one icon; all problems come back as diagnostics (never a crash).
    public static func convert(_ job: SymbolJob, options: SymbolOptions) -> Result<ConvertedSymbol, DiagnosticError> {
        do throws(DiagnosticError) {
            let icon = try SVGReader.read(path: job.source)
            let ultralight = try job.ultralight.map { p throws(DiagnosticError) in try SVGReader.read(path: p) }
            let black = try job.black.map { p throws(DiagnosticError) in try SVGReader.read(path: p) }
            var opts = options
            if opts.glyphName == nil { opts.glyphName = job.name }
            opts.layerRules = options.layerRules.resolved(forIcon: (job.group + [job.name]).joined(separator: "/"))
            if let mode = job.fillWeights { opts.fillWeights = mode }
            var conversion = try SymbolConverter.convert(icon: icon, ultralight: ultralight, black: black, options: opts)
            // The masters' own reading warnings too: nothing about an input is dropped.
            var all = icon.diagnostics
            if let ultralight { all.append(contentsOf: ultralight.diagnostics) }
            if let black { all.append(contentsOf: black.diagnostics) }
            all.append(contentsOf: conversion.diagnostics)
            conversion.diagnostics = all
            if conversion.diagnostics.hasErrors { return .failure(DiagnosticError(conversion.diagnostics)) }
            return .success(ConvertedSymbol(name: job.name, source: job.source, group: job.group, template: conversion.template, conversion: conversion))
        } catch {
            return .failure(error)
        }
    }

    /// Converts every job on all cores. Results come back in job order whatever the scheduling.
    public static func run(_ jobs: [SymbolJob], options: SymbolOptions) -> SymbolBatchResult {
        collect(jobs, jobs.concurrentMap { convert($0, options: options) })
    }
}
