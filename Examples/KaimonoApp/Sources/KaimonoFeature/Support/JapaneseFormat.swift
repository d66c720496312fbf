import Foundation

/// Money and pickup times as a Japanese shop writes them. Written out here rather than through
/// `NumberFormatter`/`DateFormatter` so every platform prints the same characters (ICU versions
/// differ on the yen sign's width and on spacing).
public enum JapaneseFormat {
    /// The shop's time zone: pickup times are local to the store, whatever the phone's zone.
    public static let timeZone = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3600)!

    private static let weekdays = ["日", "月", "火", "水", "木", "金", "土"]

    /// `¥1,280`; negative amounts (discounts) as `-¥100`.
    public static func yen(_ amount: Int) -> String {
        let digits = String(amount.magnitude)
        var grouped = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        return (amount < 0 ? "-" : "") + "¥" + grouped
    }

    /// `11月25日(水)`.
    public static func day(_ date: Date) -> String {
        let parts = components(date)
        return "\(parts.month ?? 0)月\(parts.day ?? 0)日(\(weekdays[((parts.weekday ?? 1) - 1) % 7]))"
    }

    /// `15:00`, 24-hour.
    public static func time(_ date: Date) -> String {
        let parts = components(date)
        return String(format: "%d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// `11月25日(水) 15:00〜16:00`; a window past midnight names its end day too.
    public static func pickupWindow(_ slot: PickupSlot) -> String {
        let sameDay = components(slot.start).day == components(slot.end).day
        let end = sameDay ? time(slot.end) : day(slot.end) + " " + time(slot.end)
        return day(slot.start) + " " + time(slot.start) + "〜" + end
    }

    private static func components(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateComponents([.month, .day, .weekday, .hour, .minute], from: date)
    }
}
