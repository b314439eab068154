// /_replay/world's roles at the clock's now: each role player's name and friend count as the world's changes have
// left them, so a role line always agrees with what the routes answer.
import ReplayWorld

enum LiveRoles {
    static func roles(state: ReplayState) async -> [WorldRole] {
        let now = await state.now, changes = state.world.changes, calendar = state.calendar
        var roles = state.world.roles(at: now, calendar: calendar)
        for index in roles.indices where roles[index].friends != nil {
            guard let accountID = roles[index].accountID, let account = changes.account(accountID, calendar: calendar)
            else { continue }
            roles[index].personaname = account.personaname(at: now)
            roles[index].friends = await state.friendHistory.friends(of: accountID, at: now).count
        }
        return roles
    }
}
