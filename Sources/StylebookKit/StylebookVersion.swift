import Foundation

/// The version printed by `stylebook --version` and written into generated file headers.
public enum StylebookVersion {
    public static let current = "0.1.0"

    /// What build-cache keys include: the version and the identity (size and modification time)
    /// of the running executable. A rebuilt or upgraded `stylebook` whose version string did not
    /// change still never reuses output an older converter made.
    public static let cacheIdentity: String = {
        guard let executable = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: executable) else { return current }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return current + "+" + String(size) + "." + String(Int64(modified * 1000))
    }()
}
