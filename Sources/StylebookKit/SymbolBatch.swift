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

    public init(name: String, source: String, ultralight: String? = nil, black: String? = nil) {
        self.name = name
        self.source = source
        self.ultralight = ultralight
        self.black = black
    }
}

/// A converted icon, ready for the catalog.
public struct ConvertedSymbol: Sendable {
    public var name: String
    public var source: String
    public var template: String
    public var conversion: SymbolConversion
}

/// What a batch produced. Good icons are kept even when others fail, so one broken file does
/// not hold back a whole icon set; `failed` lists the rest.
public struct SymbolBatchResult: Sendable {
    public var symbols: [ConvertedSymbol]
    public var failed: [String]
    /// Every diagnostic, grouped by icon in name order (deterministic across runs).
    public var diagnostics: DiagnosticList
}

public enum SymbolBatch {
    /// Finds `*.svg` icons in a folder (not recursive into hidden folders), sorted by name.
    /// `NAME.ultralight.svg` and `NAME.black.svg` beside `NAME.svg` are its weight masters.
    public static func jobs(inFolder folder: String) throws(DiagnosticError) -> [SymbolJob] {
        let fm = FileManager.default
        guard let items = try? fm.contentsOfDirectory(atPath: folder) else {
            throw DiagnosticError(.error("cannot read icon folder", at: SourceLocation(file: folder)))
        }
        let svgs = Set(items.filter { $0.lowercased().hasSuffix(".svg") && !$0.hasPrefix(".") })
        var jobs: [SymbolJob] = []
        for file in svgs.sorted() {
            let base = String(file.dropLast(4))
            if base.hasSuffix(".ultralight") || base.hasSuffix(".black") {
                let stem = base.hasSuffix(".black") ? String(base.dropLast(6)) : String(base.dropLast(11))
                if svgs.contains(stem + ".svg") || svgs.contains(stem + ".SVG") { continue }
            }
            func companion(_ suffix: String) -> String? {
                let name = base + "." + suffix + ".svg"
                return svgs.contains(name) ? FilePaths.join(folder, name) : nil
            }
            jobs.append(SymbolJob(name: base, source: FilePaths.join(folder, file),
                                  ultralight: companion("ultralight"), black: companion("black")))
        }
        return jobs
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
            var conversion = try SymbolConverter.convert(icon: icon, ultralight: ultralight, black: black, options: opts)
            var all = icon.diagnostics
            all.append(contentsOf: conversion.diagnostics)
            conversion.diagnostics = all
            if conversion.diagnostics.hasErrors { return .failure(DiagnosticError(conversion.diagnostics)) }
            return .success(ConvertedSymbol(name: job.name, source: job.source, template: conversion.template, conversion: conversion))
        } catch {
            return .failure(error)
        }
    }

    /// Converts every job on all cores. Results come back in job order whatever the scheduling.
    public static func run(_ jobs: [SymbolJob], options: SymbolOptions) -> SymbolBatchResult {
        let results = jobs.concurrentMap { convert($0, options: options) }
        var symbols: [ConvertedSymbol] = []
        var failed: [String] = []
        var diagnostics = DiagnosticList()
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let symbol):
                symbols.append(symbol)
                diagnostics.append(contentsOf: symbol.conversion.diagnostics)
            case .failure(let error):
                failed.append(job.name)
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        return SymbolBatchResult(symbols: symbols, failed: failed, diagnostics: diagnostics)
    }
}
