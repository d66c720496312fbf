/// An Apple platform an app deploys to (`symbols.deploymentTarget` in `stylebook.yml`).
public enum SymbolPlatform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// Accepts the name in any letter case (`ios`, `macOS`, `visionos`).
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }

    /// The first major OS version that reads each template version (format doc §1.2: 3.0 from iOS 15
    /// and macOS 12, then one template version per yearly release; 7.0 with the 26 releases).
    var firstReleaseReading: [(version: TemplateVersion, major: Int)] {
        switch self {
        case .iOS, .tvOS: [(.v7, 26), (.v6, 18), (.v5, 17), (.v4, 16), (.v3, 15)]
        case .macOS: [(.v7, 26), (.v6, 15), (.v5, 14), (.v4, 13), (.v3, 12)]
        case .watchOS: [(.v7, 26), (.v6, 11), (.v5, 10), (.v4, 9), (.v3, 8)]
        case .visionOS: [(.v7, 26), (.v6, 2), (.v5, 1)]
        }
    }
}

extension TemplateVersion {
    /// The highest template version every deployment target can read: each platform's newest version
    /// its minimum OS supports, then the lowest of those. Before iOS 15 / macOS 12 that is 2.0
    /// (Apple: "Template 3.0 isn't backward-compatible"). nil for no targets.
    public static func highest(forDeploymentTargets targets: [SymbolPlatform: Double]) -> TemplateVersion? {
        let perPlatform = targets.map { platform, target -> TemplateVersion in
            platform.firstReleaseReading.first { Double($0.major) <= target + 1e-9 }?.version ?? .v2
        }
        return perPlatform.min()
    }
}
