/// The version printed by `stylebook --version` and written into generated file headers.
public enum StylebookVersion {
    public static let current = "0.1.0"
}
