/// An N-column grid laid out like a `UICollectionView` flow layout: square cells of one size,
/// fixed spacing, the last row padded with empty cells so every row has N columns.
public struct GridLayout: Sendable, Equatable {
    public let columns: Int
    public let spacing: Double
    /// Side of each square cell.
    public let cellSide: Double

    /// The most columns whose cells stay at least `minimumCellSide` wide in `width`
    /// (at least one; at most `maximumColumns`).
    public init(width: Double, minimumCellSide: Double, spacing: Double, maximumColumns: Int = 6) {
        let usable = width.isFinite ? Swift.max(width, 0) : 0
        let minimum = Swift.max(minimumCellSide.isFinite ? minimumCellSide : 1, 1)
        let gap = Swift.max(spacing.isFinite ? spacing : 0, 0)
        // n cells and n - 1 gaps fit when n * minimum + (n - 1) * gap <= width.
        let fitting = Int(((usable + gap) / (minimum + gap)).rounded(.down))
        self.init(columns: Swift.min(Swift.max(fitting, 1), Swift.max(maximumColumns, 1)), width: usable, spacing: gap)
    }

    /// A fixed number of columns sharing `width`.
    public init(columns: Int, width: Double, spacing: Double) {
        self.columns = Swift.max(columns, 1)
        self.spacing = Swift.max(spacing, 0)
        let gaps = Double(self.columns - 1) * self.spacing
        self.cellSide = Swift.max((width - gaps) / Double(self.columns), 0)
    }

    /// Height of `rowCount` rows with spacing between them.
    public func height(rowCount: Int) -> Double {
        guard rowCount > 0 else { return 0 }
        return Double(rowCount) * cellSide + Double(rowCount - 1) * spacing
    }

    /// `items` in rows of ``columns``; the last row's empty places are `nil`.
    public func rows<Item>(_ items: [Item]) -> [[Item?]] {
        stride(from: 0, to: items.count, by: columns).map { start in
            let row: [Item?] = items[start..<Swift.min(start + columns, items.count)].map { $0 }
            return row + Array(repeating: nil, count: columns - row.count)
        }
    }
}
