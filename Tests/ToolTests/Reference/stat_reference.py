#!/usr/bin/env python3
# The independent, executable statement of stat-agg's output contract (the stat-agg section of the README):
# reads NDJSON match records (or OpenDota's player rows) on stdin and prints the answer stat-agg must print, so a
# test can compare the two.
# Written from the contract alone, in plain Python 3 standard library so it runs on a fresh machine.
# Sums are exact (int, Decimal, Fraction); only means and moving averages are doubles, as the contract says.
# Usage: stat_reference.py SUBCOMMAND [ARGS] [FILTERS] < records.ndjson      (or: stat_reference.py --self-test)
# `playtime` reads steam-games owned/history snapshots instead of matches.
import argparse
import datetime
import decimal
import json
import math
import re
import sys
from decimal import Decimal
from fractions import Fraction

# Exact sums of many decimals need more digits than Decimal's default 28; trapping Inexact proves none was rounded.
decimal.getcontext().prec = 1000
decimal.getcontext().traps[decimal.Inexact] = True

USAGE_EXIT = 64  # design.md §3
ANONYMOUS = 4294967295
STEAMID64_BASE = 76561197960265728
HERO_PREFIX = "npc_dota_hero_"

# dotaconstants' patch table; the index is the position.
PATCH_TABLE = [
    ("6.70", "2010-12-24T00:00:00"), ("6.71", "2011-01-21T00:00:00"), ("6.72", "2011-04-27T00:00:00"),
    ("6.73", "2011-12-24T00:00:00"), ("6.74", "2012-03-10T00:00:00"), ("6.75", "2012-09-30T00:00:00"),
    ("6.76", "2012-10-21T00:00:00"), ("6.77", "2012-12-15T00:00:00"), ("6.78", "2013-05-30T00:00:00"),
    ("6.79", "2013-11-24T00:00:00"), ("6.80", "2014-01-27T00:00:00"), ("6.81", "2014-04-29T00:00:00"),
    ("6.82", "2014-09-24T00:00:00"), ("6.83", "2014-12-17T00:00:00"), ("6.84", "2015-04-30T21:00:00"),
    ("6.85", "2015-09-24T20:00:00"), ("6.86", "2015-12-16T20:00:00"), ("6.87", "2016-04-26T01:00:00"),
    ("6.88", "2016-06-12T08:00:00"), ("7.00", "2016-12-13T00:00:00"), ("7.01", "2016-12-21T03:00:00"),
    ("7.02", "2017-02-09T04:00:00"), ("7.03", "2017-03-16T00:00:00"), ("7.04", "2017-03-23T18:00:00"),
    ("7.05", "2017-04-09T22:00:00"), ("7.06", "2017-05-15T15:00:00"), ("7.07", "2017-10-31T23:00:00"),
    ("7.08", "2018-02-01T00:00:00"), ("7.09", "2018-02-15T00:00:00"), ("7.10", "2018-03-01T00:00:00"),
    ("7.11", "2018-03-15T00:00:00"), ("7.12", "2018-03-29T00:00:00"), ("7.13", "2018-04-12T00:00:00"),
    ("7.14", "2018-04-26T00:00:00"), ("7.15", "2018-05-10T00:00:00"), ("7.16", "2018-05-27T00:00:00"),
    ("7.17", "2018-06-10T00:00:00"), ("7.18", "2018-06-24T00:00:00"), ("7.19", "2018-07-30T00:00:00"),
    ("7.20", "2018-11-19T18:00:00"), ("7.21", "2019-01-29T18:00:00"), ("7.22", "2019-05-25T00:00:00"),
    ("7.23", "2019-11-26T18:00:00"), ("7.24", "2020-01-27T00:00:00"), ("7.25", "2020-03-17T18:00:00"),
    ("7.26", "2020-04-18T00:00:00"), ("7.27", "2020-06-29T00:00:00"), ("7.28", "2020-12-18T00:00:00"),
    ("7.29", "2021-04-10T00:00:00"), ("7.30", "2021-08-18T02:53:21"), ("7.31", "2022-02-23T23:46:14"),
    ("7.32", "2022-08-24T02:16:32"), ("7.33", "2023-04-21T01:22:56"), ("7.34", "2023-08-09T00:11:15"),
    ("7.35", "2023-12-14T16:07:43"), ("7.36", "2024-05-23T05:26:05"), ("7.37", "2024-08-01T07:30:27"),
    ("7.38", "2025-02-19T13:48:29"), ("7.39", "2025-05-22T23:36:01"), ("7.40", "2025-12-16T00:50:40"),
    ("7.41", "2026-03-24T00:50:59"),
]


def utc_seconds(moment):
    return int(moment.replace(tzinfo=datetime.timezone.utc).timestamp())


PATCH_STARTS = [utc_seconds(datetime.datetime.fromisoformat(date)) for _, date in PATCH_TABLE]
PATCH_INDEX_BY_NAME = {name: index for index, (name, _) in enumerate(PATCH_TABLE)}

CLUSTER_RANGES = [
    ((111, 112, 113, 114, 117, 118), 1), (range(121, 125), 2), (range(131, 139), 3), (range(141, 146), 19),
    (range(151, 157), 5), (range(161, 164), 6), ((171, 172), 7), (range(181, 189), 8), (range(191, 194), 9),
    (range(200, 205), 10), (range(211, 215), 11), ((221, 222, 224), 12), ((223,), 18), ((225,), 17),
    ((227,), 20), ((231, 235, 236), 13), ((232,), 25), ((241, 242), 14), ((251,), 15), ((261,), 16),
    (range(271, 275), 3), ((346, 347), 38),
]
CLUSTER_REGION = {cluster: region for clusters, region in CLUSTER_RANGES for cluster in clusters}

# Valve's GetHeroes (english): id -> (internal name without npc_dota_hero_, English name).
HEROES = {
    1: ('antimage', 'Anti-Mage'), 2: ('axe', 'Axe'), 3: ('bane', 'Bane'), 4: ('bloodseeker', 'Bloodseeker'),
    5: ('crystal_maiden', 'Crystal Maiden'), 6: ('drow_ranger', 'Drow Ranger'), 7: ('earthshaker', 'Earthshaker'),
    8: ('juggernaut', 'Juggernaut'), 9: ('mirana', 'Mirana'), 10: ('morphling', 'Morphling'),
    11: ('nevermore', 'Shadow Fiend'), 12: ('phantom_lancer', 'Phantom Lancer'), 13: ('puck', 'Puck'),
    14: ('pudge', 'Pudge'), 15: ('razor', 'Razor'), 16: ('sand_king', 'Sand King'),
    17: ('storm_spirit', 'Storm Spirit'), 18: ('sven', 'Sven'), 19: ('tiny', 'Tiny'),
    20: ('vengefulspirit', 'Vengeful Spirit'), 21: ('windrunner', 'Windranger'), 22: ('zuus', 'Zeus'),
    23: ('kunkka', 'Kunkka'), 25: ('lina', 'Lina'), 26: ('lion', 'Lion'), 27: ('shadow_shaman', 'Shadow Shaman'),
    28: ('slardar', 'Slardar'), 29: ('tidehunter', 'Tidehunter'), 30: ('witch_doctor', 'Witch Doctor'),
    31: ('lich', 'Lich'), 32: ('riki', 'Riki'), 33: ('enigma', 'Enigma'), 34: ('tinker', 'Tinker'),
    35: ('sniper', 'Sniper'), 36: ('necrolyte', 'Necrophos'), 37: ('warlock', 'Warlock'),
    38: ('beastmaster', 'Beastmaster'), 39: ('queenofpain', 'Queen of Pain'), 40: ('venomancer', 'Venomancer'),
    41: ('faceless_void', 'Faceless Void'), 42: ('skeleton_king', 'Wraith King'),
    43: ('death_prophet', 'Death Prophet'), 44: ('phantom_assassin', 'Phantom Assassin'), 45: ('pugna', 'Pugna'),
    46: ('templar_assassin', 'Templar Assassin'), 47: ('viper', 'Viper'), 48: ('luna', 'Luna'),
    49: ('dragon_knight', 'Dragon Knight'), 50: ('dazzle', 'Dazzle'), 51: ('rattletrap', 'Clockwerk'),
    52: ('leshrac', 'Leshrac'), 53: ('furion', "Nature's Prophet"), 54: ('life_stealer', 'Lifestealer'),
    55: ('dark_seer', 'Dark Seer'), 56: ('clinkz', 'Clinkz'), 57: ('omniknight', 'Omniknight'),
    58: ('enchantress', 'Enchantress'), 59: ('huskar', 'Huskar'), 60: ('night_stalker', 'Night Stalker'),
    61: ('broodmother', 'Broodmother'), 62: ('bounty_hunter', 'Bounty Hunter'), 63: ('weaver', 'Weaver'),
    64: ('jakiro', 'Jakiro'), 65: ('batrider', 'Batrider'), 66: ('chen', 'Chen'), 67: ('spectre', 'Spectre'),
    68: ('ancient_apparition', 'Ancient Apparition'), 69: ('doom_bringer', 'Doom'), 70: ('ursa', 'Ursa'),
    71: ('spirit_breaker', 'Spirit Breaker'), 72: ('gyrocopter', 'Gyrocopter'), 73: ('alchemist', 'Alchemist'),
    74: ('invoker', 'Invoker'), 75: ('silencer', 'Silencer'), 76: ('obsidian_destroyer', 'Outworld Destroyer'),
    77: ('lycan', 'Lycan'), 78: ('brewmaster', 'Brewmaster'), 79: ('shadow_demon', 'Shadow Demon'),
    80: ('lone_druid', 'Lone Druid'), 81: ('chaos_knight', 'Chaos Knight'), 82: ('meepo', 'Meepo'),
    83: ('treant', 'Treant Protector'), 84: ('ogre_magi', 'Ogre Magi'), 85: ('undying', 'Undying'),
    86: ('rubick', 'Rubick'), 87: ('disruptor', 'Disruptor'), 88: ('nyx_assassin', 'Nyx Assassin'),
    89: ('naga_siren', 'Naga Siren'), 90: ('keeper_of_the_light', 'Keeper of the Light'), 91: ('wisp', 'Io'),
    92: ('visage', 'Visage'), 93: ('slark', 'Slark'), 94: ('medusa', 'Medusa'),
    95: ('troll_warlord', 'Troll Warlord'), 96: ('centaur', 'Centaur Warrunner'), 97: ('magnataur', 'Magnus'),
    98: ('shredder', 'Timbersaw'), 99: ('bristleback', 'Bristleback'), 100: ('tusk', 'Tusk'),
    101: ('skywrath_mage', 'Skywrath Mage'), 102: ('abaddon', 'Abaddon'), 103: ('elder_titan', 'Elder Titan'),
    104: ('legion_commander', 'Legion Commander'), 105: ('techies', 'Techies'), 106: ('ember_spirit', 'Ember Spirit'),
    107: ('earth_spirit', 'Earth Spirit'), 108: ('abyssal_underlord', 'Underlord'),
    109: ('terrorblade', 'Terrorblade'), 110: ('phoenix', 'Phoenix'), 111: ('oracle', 'Oracle'),
    112: ('winter_wyvern', 'Winter Wyvern'), 113: ('arc_warden', 'Arc Warden'), 114: ('monkey_king', 'Monkey King'),
    119: ('dark_willow', 'Dark Willow'), 120: ('pangolier', 'Pangolier'), 121: ('grimstroke', 'Grimstroke'),
    123: ('hoodwink', 'Hoodwink'), 126: ('void_spirit', 'Void Spirit'), 128: ('snapfire', 'Snapfire'),
    129: ('mars', 'Mars'), 131: ('ringmaster', 'Ringmaster'), 135: ('dawnbreaker', 'Dawnbreaker'),
    136: ('marci', 'Marci'), 137: ('primal_beast', 'Primal Beast'), 138: ('muerta', 'Muerta'), 145: ('kez', 'Kez'),
}


class UsageError(Exception):
    pass


def loose(text):
    return re.sub(r"[^a-z0-9]", "", text.lower())


HERO_BY_LOOSE_NAME = {}
for _hero_id, (_internal, _english) in HEROES.items():
    HERO_BY_LOOSE_NAME[loose(_internal)] = _hero_id
    HERO_BY_LOOSE_NAME[loose(_english)] = _hero_id

# Keys of the player's row that are categories, not quantities: never summed (spec, totals).
CATEGORICAL = {
    "account_id", "player_slot", "team_number", "team_slot", "hero_id", "hero_variant", "leaver_status", "party_id",
    "party_size", "lane", "lane_role", "is_radiant", "isRadiant", "win", "lose", "rank_tier", "item_neutral",
    "item_neutral2",
}
# Keys that belong to the match, not the player: never a player statistic in totals/records, wherever they appear
# (OpenDota copies several into each player of its match JSON; its player rows carry them at top level).
MATCH_LEVEL = {
    "match_id", "match_seq_num", "start_time", "game_mode", "lobby_type", "cluster", "patch", "region", "leagueid",
    "radiant_win", "version", "skill", "average_rank", "series_id", "series_type", "replay_salt", "engine",
    "human_players", "first_blood_time", "pre_game_duration", "flags", "radiant_score", "dire_score",
    "tower_status_radiant", "tower_status_dire", "barracks_status_radiant", "barracks_status_dire",
    "radiant_team_id", "dire_team_id", "positive_votes", "negative_votes", "is_contributor",
}
DERIVED_STATS = ("kda", "total_gold", "abandons", "duration")
SIGNIFICANT_MODES = {0, 1, 2, 3, 4, 5, 12, 16, 17, 22}
SIGNIFICANT_LOBBIES = {0, 1, 2, 5, 6, 7, 9}

# Columns an OpenDota player row must have (key present; null counts as present) for a statistic or filter.
# Every row needs match_id (player_slot makes it a row; a missing radiant_win is an error of its own).
ROW_ALWAYS_NEEDS = ("match_id",)
STAT_NEEDS = {
    "heroes": ("heroes",),
    "peers": ("heroes", "gold_per_min", "xp_per_min"),
    "counts": ("leaver_status", "game_mode", "lobby_type", "lane_role", "cluster", "start_time"),
}
DERIVED_NEEDS = {"kda": ("kills", "deaths", "assists"), "total_gold": ("gold_per_min", "duration"),
                 "abandons": ("leaver_status",), "patch": ("start_time",), "day": ("start_time",),
                 "week": ("start_time",), "month": ("start_time",), "region": ("cluster",), "hero_name": ("hero_id",)}
FILTER_NEEDS = (
    ("with_hero", ("heroes",)), ("against_hero", ("heroes",)), ("with_account", ("heroes",)),
    ("against_account", ("heroes",)), ("included_account", ("heroes",)), ("excluded_account", ("heroes",)),
    ("game_mode", ("game_mode",)), ("lobby_type", ("lobby_type",)), ("leaver_status", ("leaver_status",)),
    ("party_size", ("party_size",)), ("league", ("leagueid",)), ("patch", ("start_time",)),
    ("since", ("start_time",)), ("until", ("start_time",)), ("region", ("cluster",)), ("hero", ("hero_id",)),
    ("significant", ("duration", "game_mode", "lobby_type")),
)
PEERS_TOP = 200  # OpenDota keeps the first 200 peers by games (svc/util/queries.ts getPeers)


# ---- values -------------------------------------------------------------------------------------------------

def is_number(value):
    return isinstance(value, (int, Decimal)) and not isinstance(value, bool)


def number_field(obj, key):
    value = obj.get(key) if isinstance(obj, dict) else None
    return value if is_number(value) else None


def is_scalar(value):
    return not isinstance(value, (dict, list))


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def parse_json(text):
    return json.loads(text, parse_float=Decimal, parse_constant=reject_constant)


def format_number(value):
    if isinstance(value, float):
        text = format(value, ".6f").rstrip("0").rstrip(".")
        return "0" if text in ("-0", "") else text
    if isinstance(value, Decimal):
        return format(value, "f")
    return str(value)


def format_value(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if is_number(value) or isinstance(value, float):
        return format_number(value)
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def format_record(record):
    return "{" + ",".join(json.dumps(key) + ":" + format_value(value) for key, value in record.items()) + "}"


def mean(total, count):
    return float(total) / float(count)


# ---- ids, names, dates --------------------------------------------------------------------------------------

def parse_account(text):
    text = text.strip()
    steam2 = re.fullmatch(r"STEAM_[0-5]:([01]):(\d+)", text)
    steam3 = re.fullmatch(r"\[U:1:(\d+)\]", text)
    if steam2:
        return int(steam2.group(2)) * 2 + int(steam2.group(1))
    if steam3:
        return int(steam3.group(1))
    if text.isdigit():
        number = int(text)
        return number - STEAMID64_BASE if number >= STEAMID64_BASE else number
    raise UsageError(f"{text!r} is not an account id or a SteamID")


def parse_hero(text):
    if text.strip().isdigit():
        return int(text)
    name = text.strip().lower()
    name = name[len(HERO_PREFIX):] if name.startswith(HERO_PREFIX) else name
    hero_id = HERO_BY_LOOSE_NAME.get(loose(name))
    if hero_id is None:
        raise UsageError(f"{text!r} is not a hero id or a hero name")
    return hero_id


def parse_patch(text):
    if text in PATCH_INDEX_BY_NAME:
        return PATCH_INDEX_BY_NAME[text]
    if text.isdigit():
        return int(text)
    raise UsageError(f"{text!r} is not a patch index or name (like 7.36)")


def parse_date(text, end_of_bare_day):
    """--since/--until: unix seconds, YYYY-MM-DD (whole UTC day), or an ISO 8601 moment (UTC unless it says)."""
    if re.fullmatch(r"\d+", text):
        return int(text)
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        try:
            day = datetime.date.fromisoformat(text)
        except ValueError:
            raise UsageError(f"{text!r} is not a date")
        if end_of_bare_day:
            day += datetime.timedelta(days=1)
        return utc_seconds(datetime.datetime(day.year, day.month, day.day))
    try:
        moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise UsageError(f"{text!r} is not a date (YYYY-MM-DD, YYYY-MM-DDTHH:MM:SSZ or unix seconds)")
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.timezone.utc)
    return int(moment.timestamp())


def period_of(start_time, by):
    """(label, first second) of the UTC day, ISO week or month holding start_time."""
    day = datetime.datetime.fromtimestamp(math.floor(start_time), datetime.timezone.utc).date()
    if by == "day":
        first, label = day, day.isoformat()
    elif by == "week":
        iso_year, iso_week, iso_weekday = day.isocalendar()
        first, label = day - datetime.timedelta(days=iso_weekday - 1), f"{iso_year}-W{iso_week:02d}"
    else:
        first, label = day.replace(day=1), f"{day.year}-{day.month:02d}"
    return label, utc_seconds(datetime.datetime(first.year, first.month, first.day))


# ---- one record, seen from the player -----------------------------------------------------------------------

def slot_is_radiant(row):
    slot = number_field(row, "player_slot")
    return slot is None or slot < 128


class Game:
    """A match that holds the player: the player's row, side, result and the derived values of the spec.
    `match` holds the match-level fields (for an OpenDota player row, the row itself); `players` the players
    (for a row, the ones its `heroes` column names, the row's own player being the row); `me` the player's index."""

    def __init__(self, match, players, me, is_row=False):
        self.match = match
        self.players = players
        self.is_row = is_row
        self.me = me
        self.row = self.players[me]
        self.is_radiant = slot_is_radiant(self.row)
        radiant_win = match.get("radiant_win")
        self.win = (radiant_win is True and self.is_radiant) or (radiant_win is False and not self.is_radiant)
        self.start_time = number_field(match, "start_time")
        self.match_id = number_field(match, "match_id")
        self.derived = self.derive()

    def derive(self):
        row, match, derived = self.row, self.match, {}
        kills, deaths, assists = (number_field(row, key) for key in ("kills", "deaths", "assists"))
        if (kills, deaths, assists) != (None, None, None):
            k, d, a = (Fraction(value or 0) for value in (kills, deaths, assists))
            if d + 1 != 0:
                hundredths = math.floor((200 * (k + a) + (d + 1)) / (2 * (d + 1)))
                derived["kda"] = Decimal(hundredths).scaleb(-2)
        gold_per_min, duration = number_field(row, "gold_per_min"), number_field(match, "duration")
        if gold_per_min is not None and duration is not None:
            derived["total_gold"] = math.floor(Fraction(gold_per_min) * Fraction(duration) / 60)
        leaver_status = number_field(row, "leaver_status")
        if leaver_status is not None:
            derived["abandons"] = 1 if leaver_status >= 2 else 0
        if duration is not None:
            derived["duration"] = duration
        patch = number_field(match, "patch")
        if patch is None and self.start_time is not None and self.start_time >= PATCH_STARTS[0]:
            patch = max(index for index, start in enumerate(PATCH_STARTS) if start <= self.start_time)
        if patch is not None:
            derived["patch"] = patch
        region = number_field(match, "region")
        if region is None and number_field(match, "cluster") is not None:
            region = CLUSTER_REGION.get(match["cluster"])
        if region is not None:
            derived["region"] = region
        return derived

    def own_side(self):
        """The player's team, the player himself included (OpenDota's with_hero_id/with_account_id)."""
        return [p for p in self.players if slot_is_radiant(p) == self.is_radiant]

    def opponents(self):
        return [p for p in self.players if slot_is_radiant(p) != self.is_radiant]

    def stats(self):
        """The fields of `totals`: the row's numeric quantities, then the derived ones in their place."""
        fields = {key: value for key, value in self.row.items()
                  if is_number(value) and key not in CATEGORICAL and key not in MATCH_LEVEL
                  and key not in DERIVED_STATS
                  and not key.startswith(("item_", "backpack_"))}
        fields.update({key: self.derived[key] for key in DERIVED_STATS if key in self.derived})
        return fields

    def view(self):
        """What `by` paths see: the match's scalars, the row's over them, then the derived values."""
        view = {key: value for key, value in self.match.items() if is_scalar(value) and key != "players"}
        view.update({key: value for key, value in self.row.items() if is_scalar(value)})
        view["win"], view["is_radiant"] = self.win, self.is_radiant
        for key in ("kda", "total_gold", "abandons", "patch", "region"):
            view.pop(key, None)
            if key in self.derived:
                view[key] = self.derived[key]
        for by in ("day", "week", "month"):
            view.pop(by, None)
            if self.start_time is not None:
                view[by] = period_of(self.start_time, by)[0]
        view.pop("hero_name", None)
        hero_id = number_field(self.row, "hero_id")
        if hero_id in HEROES:
            view["hero_name"] = HEROES[hero_id][1]
        return view


# ---- reading ------------------------------------------------------------------------------------------------

def record_account(envelope, match):
    for holder in (envelope, match):
        value = holder.get("account_id")
        if is_number(value) and value == int(value):
            value = int(value)
            return value - STEAMID64_BASE if value >= STEAMID64_BASE else value
        if isinstance(value, str):
            try:
                return parse_account(value)
            except UsageError:
                pass
    return None


def whole_slot(text):
    """A `heroes` key: a player_slot written as a string ("0".."4", "128".."132")."""
    if isinstance(text, str) and re.fullmatch(r"[0-9]+", text, re.ASCII):
        return int(text)
    raise ValueError(f"heroes key {text!r} is not a player_slot")


def row_players(row):
    """(players, index of the row's own player, the own heroes entry) of an OpenDota player row. The `heroes`
    column names all ten players; the row's own player is the entry at its player_slot, with the row's fields
    (account_id/hero_id the row lacks come from that entry). A row without `heroes`, or with a null one, is a
    one-player match."""
    heroes = row.get("heroes")
    if heroes is None:
        return [row], 0, {}
    if not isinstance(heroes, dict):
        raise ValueError("heroes is not an object keyed by player_slot")
    slot = number_field(row, "player_slot")
    own_entry, others = {}, []
    for key, entry in heroes.items():
        if not isinstance(entry, dict):
            raise ValueError(f"heroes[{key!r}] is not an object")
        entry_slot = whole_slot(key)
        if entry_slot == slot:
            own_entry = entry
        else:
            others.append((entry_slot, {"player_slot": entry_slot, **{k: v for k, v in entry.items()
                                                                       if k in ("account_id", "hero_id")}}))
    own = dict(row)
    for key in ("account_id", "hero_id"):
        if key not in own and key in own_entry:
            own[key] = own_entry[key]
    ordered = sorted(others + [(slot if slot is not None else -1, None)], key=lambda pair: pair[0])
    players = [own if player is None else player for _, player in ordered]
    return players, next(j for j, (_, player) in enumerate(ordered) if player is None), own_entry


def join_opendota(match, envelope):
    """Players of a full match, each joined with its `opendota.players` entry (same player_slot): the entry's
    fields the Valve player lacks are added; a field the Valve player has keeps the Valve value."""
    players = [dict(player) if isinstance(player, dict) else {} for player in match["players"]]
    extras = match.get("opendota") if isinstance(match.get("opendota"), dict) else envelope.get("opendota")
    extra_players = extras.get("players") if isinstance(extras, dict) else None
    if not isinstance(extra_players, list):
        return players
    by_slot = {}
    for entry in extra_players:
        if isinstance(entry, dict) and is_number(entry.get("player_slot")):
            by_slot.setdefault(entry["player_slot"], entry)
    for player in players:
        entry = by_slot.get(player.get("player_slot")) if is_number(player.get("player_slot")) else None
        for key, value in (entry or {}).items():
            player.setdefault(key, value)
    return players


class Reader:
    """Turns stdin lines into Games; counts failed lines (errors), skipped matches and duplicates (notices), and
    player rows left out for a column the query needs (errors, one line per column at the end) on stderr."""

    def __init__(self, player, needs=()):
        self.player = player
        self.needs = tuple(dict.fromkeys(ROW_ALWAYS_NEEDS + tuple(needs)))
        self.failed = 0
        self.not_players = 0
        self.duplicates = 0
        self.seen = set()
        self.missing = {}

    def fail(self, number, problem):
        self.failed += 1
        print(f"stat_reference: line {number}: {problem}", file=sys.stderr)

    def games(self, stream):
        for number, raw in enumerate(stream, start=1):
            line = raw.rstrip(b"\r\n")
            if line.strip(b" \t") == b"":
                continue
            try:
                obj = parse_json(line.decode("utf-8"))
            except (ValueError, UnicodeDecodeError, RecursionError) as problem:
                self.fail(number, f"not JSON ({problem})")
                continue
            if not isinstance(obj, dict):
                self.fail(number, "not a JSON object")
                continue
            match = obj["result"] if isinstance(obj.get("result"), dict) else obj
            is_row = not isinstance(match.get("players"), list) and "player_slot" in obj
            if is_row:
                match = obj
            elif not isinstance(match.get("players"), list):
                self.fail(number, "no players array (and no player_slot: not an OpenDota player row either)")
                continue
            if match.get("radiant_win") is None:
                self.fail(number, f"match {match.get('match_id')} has no radiant_win (absent or null): a match "
                                  "summary (Valve's GetMatchHistory) is not a match; dota-detail turns it into one")
                continue
            if not is_row and match.get("match_id") is None:
                self.fail(number, "a match with no match_id: a second copy of it could not be told apart")
                continue
            try:
                game = self.row_game(number, obj) if is_row else self.match_game(number, obj, match)
            except ValueError as problem:
                self.fail(number, str(problem))
                continue
            if game is None:
                continue
            if is_row:
                # A null heroes names no one: the column is there but says nothing peers or a side filter can use.
                lacking = [column for column in self.needs
                           if column not in obj or (column == "heroes" and obj[column] is None)]
                for column in lacking:
                    self.missing[column] = self.missing.get(column, 0) + 1
                if lacking:
                    continue
            if game.match_id is not None:
                key = (game.match_id, game.account)
                if key in self.seen:
                    self.duplicates += 1
                    continue
                self.seen.add(key)
            yield game

    def match_game(self, number, obj, match):
        account = self.player if self.player is not None else record_account(obj, match)
        if account is None:
            raise ValueError("no account_id and no --player: whose match is it?")
        players = join_opendota(match, obj)
        if any(not is_number(player.get("player_slot")) for player in players):
            raise ValueError("a player with no player_slot: which team is he on?")
        me = next((j for j, p in enumerate(players) if is_number(p.get("account_id")) and p["account_id"] == account),
                  None)
        if me is None:
            self.not_in_match(number, match, account)
            return None
        game = Game(match, players, me)
        game.account = account
        return game

    def row_game(self, number, row):
        if not is_number(row.get("player_slot")):
            raise ValueError("a player row with a null player_slot: which team is its player on?")
        players, me, own_entry = row_players(row)
        account = record_account(row, row)
        if account is None and is_number(own_entry.get("account_id")):
            account = int(own_entry["account_id"])
        if self.player is not None:
            if account is not None and account != self.player:
                self.not_in_match(number, row, self.player)
                return None
            account = self.player
        if account is None:
            raise ValueError("a player row with no account_id and no --player: whose row is it?")
        game = Game(row, players, me, is_row=True)
        game.account = account
        return game

    def not_in_match(self, number, match, account):
        if self.player is not None:
            self.not_players += 1
        else:
            print(f"stat_reference: line {number}: match {match.get('match_id')} has no player with "
                  f"account_id {account}, skipped", file=sys.stderr)

    def finish(self):
        if self.not_players:
            print(f"stat_reference: {self.not_players} matches without account {self.player}, skipped",
                  file=sys.stderr)
        if self.duplicates:
            print(f"stat_reference: {self.duplicates} records of a match already read for the same account, "
                  "skipped", file=sys.stderr)
        for column in sorted(self.missing):
            print(f"stat_reference: {self.missing[column]} player rows lack the column {column!r} this query "
                  "needs, left out", file=sys.stderr)
        return 1 if self.failed or self.missing else 0


# ---- filters ------------------------------------------------------------------------------------------------

def accounts_of(players):
    return {p.get("account_id") for p in players if is_number(p.get("account_id"))}


def heroes_of(players):
    return {p.get("hero_id") for p in players if is_number(p.get("hero_id"))}


def is_significant(game):
    """OpenDota's isSignificant as its player endpoints run it: on player rows, which have no players list, so
    its per-player clause (gold_per_min <= 9999, a hero) is vacuously true and is not here."""
    match = game.match
    return (number_field(match, "game_mode") in SIGNIFICANT_MODES
            and number_field(match, "lobby_type") in SIGNIFICANT_LOBBIES
            and isinstance(match.get("radiant_win"), bool)
            and (number_field(match, "duration") or 0) > 360)


def build_filter(args):
    """One predicate over Games: every given filter must hold (AND); a repeated one is any-of or every-one."""
    tests = []
    if args.win:
        tests.append(lambda g: g.win)
    if args.loss:
        tests.append(lambda g: not g.win)
    if args.radiant:
        tests.append(lambda g: g.is_radiant)
    if args.dire:
        tests.append(lambda g: not g.is_radiant)
    if args.hero:
        heroes = {parse_hero(h) for h in args.hero}
        tests.append(lambda g: number_field(g.row, "hero_id") in heroes)
    for wanted, side in ((args.with_hero, Game.own_side), (args.against_hero, Game.opponents)):
        if wanted:
            needed = {parse_hero(h) for h in wanted}
            tests.append(lambda g, needed=needed, side=side: needed <= heroes_of(side(g)))
    for wanted, side in ((args.with_account, Game.own_side), (args.against_account, Game.opponents),
                         (args.included_account, lambda g: g.players)):
        if wanted:
            needed = {parse_account(a) for a in wanted}
            tests.append(lambda g, needed=needed, side=side: needed <= accounts_of(side(g)))
    if args.excluded_account:
        banned = {parse_account(a) for a in args.excluded_account}
        tests.append(lambda g: not (banned & accounts_of(g.players)))
    field_filters = (
        (args.game_mode, lambda g: number_field(g.match, "game_mode")),
        (args.lobby_type, lambda g: number_field(g.match, "lobby_type")),
        (args.leaver_status, lambda g: number_field(g.row, "leaver_status")),
        (args.party_size, lambda g: number_field(g.row, "party_size")),
        (args.league, lambda g: number_field(g.match, "leagueid")),
        (args.region, lambda g: g.derived.get("region")),
    )
    for wanted, read in field_filters:
        if wanted:
            tests.append(lambda g, wanted=set(wanted), read=read: read(g) is not None and read(g) in wanted)
    if args.patch:
        patches = {parse_patch(p) for p in args.patch}
        tests.append(lambda g: g.derived.get("patch") is not None and g.derived["patch"] in patches)
    if args.significant:
        tests.append(is_significant)
    if args.since is not None:
        since = parse_date(args.since, end_of_bare_day=False)
        tests.append(lambda g: g.start_time is not None and g.start_time >= since)
    if args.until is not None:
        until = parse_date(args.until, end_of_bare_day=True)
        tests.append(lambda g: g.start_time is not None and g.start_time < until)
    return lambda game: all(test(game) for test in tests)


# ---- subcommands: each takes the filtered Games and returns the output records --------------------------------

def wl(games, args):
    wins = losses = 0
    for game in games:
        wins, losses = wins + game.win, losses + (not game.win)
    return [{"win": wins, "lose": losses}]


def heroes(games, args):
    table = {}
    for game in games:
        for j, player in enumerate(game.players):
            hero_id = number_field(player, "hero_id")
            if hero_id is None or hero_id <= 0:
                continue
            row = table.setdefault(int(hero_id), {"last_played": 0, "games": 0, "win": 0, "with_games": 0,
                                                  "with_win": 0, "against_games": 0, "against_win": 0})
            if j == game.me:
                role = ""
                if game.start_time is not None:
                    row["last_played"] = max(row["last_played"], game.start_time)
            else:
                role = "with_" if slot_is_radiant(player) == game.is_radiant else "against_"
            row[role + "games"] += 1
            row[role + "win"] += game.win
    records = []
    for hero_id, row in table.items():
        if row["games"] >= args.having:
            named = {"hero_name": HEROES[hero_id][1]} if hero_id in HEROES else {}
            records.append({"hero_id": hero_id, **named, **row})
    return sorted(records, key=lambda r: (-r["games"], r["hero_id"]))


def peers(games, args):
    table = {}
    for game in games:
        own = game.row.get("account_id")
        for j, player in enumerate(game.players):
            account = number_field(player, "account_id")
            if j == game.me or account is None or account == ANONYMOUS or account == own:
                continue
            row = table.setdefault(account, {"last_played": 0, "with_win": 0, "with_games": 0, "against_win": 0,
                                             "against_games": 0, "with_gpm_sum": 0, "with_xpm_sum": 0})
            if game.start_time is not None:
                row["last_played"] = max(row["last_played"], game.start_time)
            if slot_is_radiant(player) == game.is_radiant:
                row["with_games"] += 1
                row["with_win"] += game.win
                row["with_gpm_sum"] += number_field(game.row, "gold_per_min") or 0
                row["with_xpm_sum"] += number_field(game.row, "xp_per_min") or 0
            else:
                row["against_games"] += 1
                row["against_win"] += game.win
    records = []
    for account, row in table.items():
        games_together = row["with_games"] + row["against_games"]
        if games_together >= args.min_games:
            records.append({"account_id": account, "last_played": row["last_played"],
                            "win": row["with_win"] + row["against_win"], "games": games_together,
                            "with_win": row["with_win"], "with_games": row["with_games"],
                            "against_win": row["against_win"], "against_games": row["against_games"],
                            "with_gpm_sum": row["with_gpm_sum"], "with_xpm_sum": row["with_xpm_sum"]})
    return sorted(records, key=lambda r: (-r["games"], r["account_id"]))[:args.top]


def totals(games, args):
    table = {}
    for game in games:
        for field, value in game.stats().items():
            count, total = table.get(field, (0, 0))
            table[field] = (count + 1, total + value)
    return [{"field": field, "n": table[field][0], "sum": table[field][1]} for field in sorted(table)]


def zero_if_null(obj, key):
    """OpenDota's Math.floor(Number(value)): null is 0. A missing key is read as null here (on OpenDota's rows the
    column is always there, null when unknown); any other non-number gives no entry."""
    return 0 if obj.get(key) is None else number_field(obj, key)


COUNTED_FIELDS = (
    ("leaver_status", lambda g: zero_if_null(g.row, "leaver_status")),
    ("game_mode", lambda g: number_field(g.match, "game_mode")),
    ("lobby_type", lambda g: number_field(g.match, "lobby_type")),
    ("lane_role", lambda g: zero_if_null(g.row, "lane_role")),
    ("region", lambda g: g.derived.get("region")),
    ("patch", lambda g: g.derived.get("patch")),
    ("is_radiant", lambda g: 1 if g.is_radiant else 0),
)


def counts(games, args):
    tables = {field: {} for field, _ in COUNTED_FIELDS}
    for game in games:
        for field, read in COUNTED_FIELDS:
            value = read(game)
            if value is not None:
                cell = tables[field].setdefault(math.floor(value), [0, 0])
                cell[0] += 1
                cell[1] += game.win
    return [{"field": field, "value": value, "games": cell[0], "win": cell[1]}
            for field, _ in COUNTED_FIELDS for value, cell in sorted(tables[field].items())]


def field_argument(text):
    return text[1:] if text.startswith(".") else text


def histogram(games, args):
    field = field_argument(args.field)
    seen = [(game.stats()[field], game.win) for game in games if field in game.stats()]
    if not seen:
        print(f"stat_reference: no record has the field {field!r}", file=sys.stderr)
        return []
    largest = max(value for value, _ in seen)
    low = min(0, math.floor(min(value for value, _ in seen)))
    size = max(1, math.ceil(Fraction(largest - low + 1) / args.bins))
    buckets = [[0, 0] for _ in range(args.bins)]
    for value, won in seen:
        bucket = buckets[math.floor(Fraction(value - low) / size)]
        bucket[0] += 1
        bucket[1] += won
    return [{"x": low + size * i, "games": games_in, "win": wins} for i, (games_in, wins) in enumerate(buckets)]


def records(games, args):
    best = {}
    for game in games:
        for field, value in game.stats().items():
            held = best.get(field)
            if held is None or value > held[0] or (value == held[0] and tie_rank(game) < tie_rank(held[1])):
                best[field] = (value, game)
    return [{"field": field, "value": value, "match_id": game.match_id, "start_time": game.start_time,
             "hero_id": number_field(game.row, "hero_id")} for field, (value, game) in sorted(best.items())]


def tie_rank(game):
    return (0, game.match_id) if game.match_id is not None else (1, 0)


def trend(games, args):
    field = field_argument(args.field)
    periods = {}
    for game in games:
        if game.start_time is None:
            continue
        label, start = period_of(game.start_time, args.by)
        cell = periods.setdefault(label, {"start": start, "games": 0, "win": 0, "n": 0, "sum": 0})
        cell["games"] += 1
        cell["win"] += game.win
        value = (1 if game.win else 0) if field == "win" else game.stats().get(field)
        if value is not None:
            cell["n"] += 1
            cell["sum"] += value
    listed = sorted(((label, cell) for label, cell in periods.items() if cell["n"] > 0), key=lambda p: p[1]["start"])
    out = []
    for i, (label, cell) in enumerate(listed):
        moving = None
        if i + 1 >= args.window:
            window = [c for _, c in listed[i + 1 - args.window:i + 1]]
            moving = mean(sum(c["sum"] for c in window), sum(c["n"] for c in window))
        out.append({"period": label, "start": cell["start"], "games": cell["games"], "win": cell["win"],
                    "n": cell["n"], "sum": cell["sum"], "mean": mean(cell["sum"], cell["n"]),
                    "moving_average": moving})
    return out


def key_rank(value):
    """Keys ascending: null, then false and true, then numbers, then strings."""
    if value is None:
        return (0, 0)
    if isinstance(value, bool):
        return (1, int(value))
    if is_number(value):
        return (2, value)
    return (3, value)


def by(games, args):
    keys = [field_argument(k) for k in args.keys]
    metrics = [field_argument(m) for m in args.metric or []]
    groups = {}
    for game in games:
        view = game.view()
        values = [view.get(k) if is_scalar(view.get(k)) else None for k in keys]
        ranks = tuple(key_rank(v) for v in values)
        group = groups.setdefault(ranks, {"values": values, "games": 0, "win": 0,
                                          "metrics": {m: [] for m in metrics}})
        group["games"] += 1
        group["win"] += game.win
        for m in metrics:
            if is_number(view.get(m)):
                group["metrics"][m].append(view[m])
    out = []
    for ranks, group in sorted(groups.items(), key=lambda item: (-item[1]["games"], item[0])):
        record = dict(zip(keys, group["values"]))
        record.update({"games": group["games"], "win": group["win"], "lose": group["games"] - group["win"]})
        for m in metrics:
            values = group["metrics"][m]
            total = sum(values, 0)
            record.update({f"{m}_n": len(values), f"{m}_sum": total,
                           f"{m}_min": min(values) if values else None, f"{m}_max": max(values) if values else None,
                           f"{m}_avg": mean(total, len(values)) if values else None})
        out.append(record)
    return out


# ---- playtime: steam-games owned and history snapshots --------------------------------------------------------

INT64 = range(-2 ** 63, 2 ** 63)


def whole_number(value):
    """A JSON number with an integral value that fits 64 bits (5.0 counts), else None."""
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        return None
    if isinstance(value, Decimal) and (not value.is_finite() or value != value.to_integral_value()):
        return None
    return int(value) if int(value) in INT64 else None


def read_snapshot(obj, needs_time):
    """The snapshot in one parsed line, or raises ValueError naming the field. null means absent."""
    if not isinstance(obj, dict):
        raise ValueError("not a JSON object")
    steamid = obj.get("steamid")
    if steamid is None:
        raise ValueError("no steamid")
    if isinstance(steamid, str) and re.fullmatch(r"[0-9]+", steamid, re.ASCII) and int(steamid) < 2 ** 64:
        steamid = int(steamid)
    elif not (type(steamid) is int and 0 <= steamid < 2 ** 64):
        raise ValueError("steamid is not a SteamID64")
    snapshot = {"steamid": steamid}
    for field, required, non_negative in (("appid", True, True), ("playtime_forever", True, True),
                                          ("playtime_2weeks", False, False), ("fetched_at", needs_time, False)):
        value = obj.get(field)
        if value is None:
            if required:
                raise ValueError(f"no {field}")
            snapshot[field] = None
            continue
        number = whole_number(value)
        if number is None or (non_negative and number < 0):
            raise ValueError(f"{field} is not a whole number of the right sign")
        snapshot[field] = number
    name = obj.get("name")
    if name is not None and not isinstance(name, str):
        raise ValueError("name is not a string")
    snapshot["name"] = name
    return snapshot


def time_rank(fetched_at):
    """Missing fetched_at is older than any present one."""
    return (0, 0) if fetched_at is None else (1, fetched_at)


def playtime(stream, args):
    """Returns (records, exit status) for `playtime` with its own filters."""
    if args.top is not None and args.by is not None:
        raise UsageError("--by and --top exclude each other")
    since = parse_date(args.since, end_of_bare_day=False) if args.since is not None else None
    until = parse_date(args.until, end_of_bare_day=True) if args.until is not None else None
    player = args.player + STEAMID64_BASE if args.player is not None else None
    apps = set(args.app or [])
    failed = 0
    kept = []
    for number, raw in enumerate(stream, start=1):
        line = raw.rstrip(b"\r\n")
        if line.strip(b" \t\r") == b"":
            continue
        try:
            snapshot = read_snapshot(parse_json(line.decode("utf-8")), args.by is not None)
        except (ValueError, UnicodeDecodeError, RecursionError) as problem:
            failed += 1
            print(f"stat_reference: line {number}: {problem}", file=sys.stderr)
            continue
        if player is not None and snapshot["steamid"] != player:
            continue
        if apps and snapshot["appid"] not in apps:
            continue
        if since is not None or until is not None:
            if snapshot["fetched_at"] is None:
                continue
            if since is not None and snapshot["fetched_at"] < since:
                continue
            if until is not None and snapshot["fetched_at"] >= until:
                continue
        kept.append(snapshot)
    if args.by is not None:
        records = playtime_gains(kept, args.by)
    elif args.top is not None:
        records = playtime_top(kept, args.top)
    else:
        records = [playtime_totals(kept)]
    return records, 1 if failed else 0


def latest_snapshots(snapshots):
    """Per (steamid, appid): the latest snapshot, and the latest one that has a name."""
    latest, named = {}, {}
    for snapshot in snapshots:
        key = (snapshot["steamid"], snapshot["appid"])
        rank = (time_rank(snapshot["fetched_at"]), snapshot["playtime_forever"], snapshot["playtime_2weeks"] or 0)
        if key not in latest or rank > latest[key][0]:
            latest[key] = (rank, snapshot)
        if snapshot["name"] is not None:
            name_rank = (time_rank(snapshot["fetched_at"]), snapshot["playtime_forever"], snapshot["name"])
            if key not in named or name_rank > named[key]:
                named[key] = name_rank
    return {key: snapshot for key, (_, snapshot) in latest.items()}, named


def playtime_totals(snapshots):
    latest, _ = latest_snapshots(snapshots)
    return {"accounts": len({steamid for steamid, _ in latest}), "games": len(latest),
            "games_played": sum(1 for s in latest.values() if s["playtime_forever"] > 0),
            "playtime_forever": sum(s["playtime_forever"] for s in latest.values()),
            "playtime_2weeks": sum(s["playtime_2weeks"] or 0 for s in latest.values())}


def playtime_top(snapshots, count):
    latest, named = latest_snapshots(snapshots)
    apps = {}
    for (steamid, appid), snapshot in latest.items():
        app = apps.setdefault(appid, {"appid": appid, "name": None, "playtime_forever": 0, "playtime_2weeks": 0,
                                      "owners": 0, "players": 0})
        app["playtime_forever"] += snapshot["playtime_forever"]
        app["playtime_2weeks"] += snapshot["playtime_2weeks"] or 0
        app["owners"] += 1
        app["players"] += snapshot["playtime_forever"] > 0
    for appid, app in apps.items():
        # The latest named snapshot among the owners; equal times go to the smallest steamid.
        candidates = [(rank[0], -steamid, rank[2]) for (steamid, key_app), rank in named.items() if key_app == appid]
        if candidates:
            app["name"] = max(candidates)[2]
    return sorted(apps.values(), key=lambda a: (-a["playtime_forever"], a["appid"]))[:count]


def playtime_gains(snapshots, by):
    """Per period: the minutes keys gained, from each key's lowest and highest playtime per period."""
    spans = {}
    for snapshot in snapshots:
        label, start = period_of(snapshot["fetched_at"], by)
        cell = spans.setdefault((snapshot["steamid"], snapshot["appid"]), {}).setdefault(start, [label, None, None])
        value = snapshot["playtime_forever"]
        cell[1] = value if cell[1] is None else min(cell[1], value)
        cell[2] = value if cell[2] is None else max(cell[2], value)
    periods = {}
    for (steamid, appid), cells in spans.items():
        previous_high = None
        for start in sorted(cells):
            label, low, high = cells[start]
            gain = max(0, high - (previous_high if previous_high is not None else low))
            previous_high = high
            period = periods.setdefault(start, {"period": label, "minutes": 0, "games": set(), "accounts": set()})
            if gain > 0:
                period["minutes"] += gain
                period["games"].add(appid)
                period["accounts"].add(steamid)
    return [{"period": p["period"], "minutes": p["minutes"], "games": len(p["games"]), "accounts": len(p["accounts"])}
            for _, p in sorted(periods.items())]


# ---- command line -------------------------------------------------------------------------------------------

class Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print(f"stat_reference: {message}", file=sys.stderr)
        sys.exit(USAGE_EXIT)


def positive(text):
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive integer")
    return value


def build_parser():
    filters = argparse.ArgumentParser(add_help=False)
    filters.add_argument("--player", type=parse_account_argument)
    for flag in ("--win", "--loss", "--radiant", "--dire", "--significant"):
        filters.add_argument(flag, action="store_true")
    for flag in ("--hero", "--with-hero", "--against-hero", "--with-account", "--against-account",
                 "--included-account", "--excluded-account", "--patch"):
        filters.add_argument(flag, action="append")
    for flag in ("--game-mode", "--lobby-type", "--leaver-status", "--party-size", "--league", "--region"):
        filters.add_argument(flag, action="append", type=int)
    filters.add_argument("--since")
    filters.add_argument("--until")

    parser = Parser(prog="stat_reference.py", description="stat-agg's contract, executable (Python reference).")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    for name in ("wl", "totals", "counts", "records"):
        commands.add_parser(name, parents=[filters])
    commands.add_parser("heroes", parents=[filters]).add_argument("--having", type=int, default=0)
    peers_command = commands.add_parser("peers", parents=[filters])
    peers_command.add_argument("--min-games", type=int, default=5)
    peers_command.add_argument("--top", type=positive, default=PEERS_TOP)
    histogram_command = commands.add_parser("histogram", parents=[filters])
    histogram_command.add_argument("field")
    histogram_command.add_argument("--bins", type=positive, default=40)
    trend_command = commands.add_parser("trend", parents=[filters])
    trend_command.add_argument("field")
    trend_command.add_argument("--by", choices=("day", "week", "month"), default="week")
    trend_command.add_argument("--window", type=positive, default=1)
    by_command = commands.add_parser("by", parents=[filters])
    by_command.add_argument("keys", nargs="+")
    by_command.add_argument("--metric", action="append")
    playtime_command = commands.add_parser("playtime")
    playtime_command.add_argument("--top", type=positive)
    playtime_command.add_argument("--by", choices=("day", "week", "month"))
    playtime_command.add_argument("--player", type=parse_account_argument)
    playtime_command.add_argument("--app", action="append", type=int)
    playtime_command.add_argument("--since")
    playtime_command.add_argument("--until")
    return parser


def parse_account_argument(text):
    try:
        return parse_account(text)
    except UsageError as problem:
        raise argparse.ArgumentTypeError(str(problem))


SUBCOMMANDS = {"wl": wl, "heroes": heroes, "peers": peers, "totals": totals, "counts": counts,
               "histogram": histogram, "records": records, "trend": trend, "by": by}


def field_needs(field):
    return DERIVED_NEEDS.get(field, (field,))


def row_needs(args):
    """The columns a player row must have for this query: its statistic's, then its filters'."""
    needs = list(STAT_NEEDS.get(args.command, ()))
    if args.command == "histogram":
        needs += field_needs(field_argument(args.field))
    if args.command == "trend":
        field = field_argument(args.field)
        needs += (() if field == "win" else field_needs(field)) + ("start_time",)
    for flag, columns in FILTER_NEEDS:
        if getattr(args, flag, None):
            needs += columns
    return needs


def answer(argv, stream):
    """Runs one subcommand over a byte stream; returns (output lines, exit status)."""
    args = build_parser().parse_args(argv)
    if args.command == "playtime":
        try:
            records, status = playtime(stream, args)
        except UsageError as problem:
            print(f"stat_reference: {problem}", file=sys.stderr)
            sys.exit(USAGE_EXIT)
        return [format_record(record) for record in records], status
    try:
        keep = build_filter(args)
    except UsageError as problem:
        print(f"stat_reference: {problem}", file=sys.stderr)
        sys.exit(USAGE_EXIT)
    reader = Reader(args.player, row_needs(args))
    output = SUBCOMMANDS[args.command]((game for game in reader.games(stream) if keep(game)), args)
    return [format_record(record) for record in output], reader.finish()


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    lines, status = answer(sys.argv[1:], sys.stdin.buffer)
    sys.stdout.write("".join(line + "\n" for line in lines))
    sys.exit(status)


# ---- self-test: hand-made matches and player rows whose answers were worked out by hand ----------------------

def self_test_input():
    """Player 100. M1 (id 11) radiant win, M2 (id 12) dire loss in Turbo, M3 (id 10) dire win, OpenDota-shaped."""
    m1 = {"account_id": 100, "match_id": 11, "start_time": 1736157600, "duration": 1800, "radiant_win": True,
          "game_mode": 22, "lobby_type": 7, "cluster": 133, "players": [
              {"account_id": 100, "player_slot": 0, "hero_id": 1, "kills": 10, "deaths": 2, "assists": 5,
               "gold_per_min": 600, "xp_per_min": 700, "leaver_status": 0, "lane_role": 1, "kda": 99,
               "stuns": 0.5, "denies": 4, "item_0": 50, "backpack_0": 5, "ability_upgrades": [{"level": 1}]},
              {"account_id": 200, "player_slot": 1, "hero_id": 2},
              {"account_id": ANONYMOUS, "player_slot": 2, "hero_id": 3},
              {"account_id": 300, "player_slot": 128, "hero_id": 4},
              {"account_id": 400, "player_slot": 129, "hero_id": 5}]}
    m2 = {"account_id": 100, "result": {
        "match_id": 12, "start_time": 1736244000, "duration": 2400, "radiant_win": True, "game_mode": 23,
        "lobby_type": 0, "cluster": 999, "players": [
            {"account_id": 300, "player_slot": 0, "hero_id": 4},
            {"account_id": 100, "player_slot": 130, "hero_id": 2, "kills": 1, "deaths": 9, "assists": 3,
             "gold_per_min": 300, "xp_per_min": 400, "leaver_status": 2},
            {"account_id": 200, "player_slot": 131, "hero_id": 1}]}}
    m3 = {"match_id": 10, "start_time": 1738368000, "duration": 100, "radiant_win": False, "game_mode": 1,
          "lobby_type": 0, "region": 8, "patch": 57, "players": [
              {"account_id": None, "player_slot": 0, "hero_id": 7},
              {"account_id": 100, "player_slot": 128, "hero_id": 1, "kills": 1, "deaths": 7, "stuns": 1.25,
               "denies": 4},
              {"account_id": 200, "player_slot": 129, "hero_id": 6}]}
    stranger = {"account_id": 500, "match_id": 13, "radiant_win": True, "players": [{"account_id": 600, "hero_id": 9}]}
    lines = [json.dumps(m1), " \t", "not json", "[1, 2]", json.dumps({"result": {"foo": 1}}), json.dumps(m2),
             json.dumps(m3), json.dumps(stranger)]
    return ("\n".join(lines) + "\n").encode()


T1, T2, T3 = 1736157600, 1736244000, 1738368000
PLAYER = ["--player", "100"]
SELF_TEST_CASES = [
    (["wl"] + PLAYER, ['{"win":2,"lose":1}']),
    (["wl"], ['{"win":1,"lose":1}']),  # M3 names no account: an error; the stranger's match lacks him: a notice
    (["heroes"] + PLAYER, [
        f'{{"hero_id":1,"hero_name":"Anti-Mage","last_played":{T3},"games":2,"win":2,"with_games":1,"with_win":0,'
        '"against_games":0,"against_win":0}',
        f'{{"hero_id":2,"hero_name":"Axe","last_played":{T2},"games":1,"win":0,"with_games":1,"with_win":1,'
        '"against_games":0,"against_win":0}',
        '{"hero_id":3,"hero_name":"Bane","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,'
        '"against_games":0,"against_win":0}',
        '{"hero_id":4,"hero_name":"Bloodseeker","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,'
        '"against_games":2,"against_win":1}',
        '{"hero_id":5,"hero_name":"Crystal Maiden","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,'
        '"against_games":1,"against_win":1}',
        '{"hero_id":6,"hero_name":"Drow Ranger","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,'
        '"against_games":0,"against_win":0}',
        '{"hero_id":7,"hero_name":"Earthshaker","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,'
        '"against_games":1,"against_win":1}']),
    (["heroes", "--having", "1"] + PLAYER, None),  # checked below: only heroes 1 and 2
    (["peers", "--min-games", "1"] + PLAYER, [
        f'{{"account_id":200,"last_played":{T3},"win":2,"games":3,"with_win":2,"with_games":3,"against_win":0,'
        '"against_games":0,"with_gpm_sum":900,"with_xpm_sum":1100}',
        f'{{"account_id":300,"last_played":{T2},"win":1,"games":2,"with_win":0,"with_games":0,"against_win":1,'
        '"against_games":2,"with_gpm_sum":0,"with_xpm_sum":0}',
        f'{{"account_id":400,"last_played":{T1},"win":1,"games":1,"with_win":0,"with_games":0,"against_win":1,'
        '"against_games":1,"with_gpm_sum":0,"with_xpm_sum":0}']),
    (["peers"] + PLAYER, []),
    (["totals"] + PLAYER, [
        '{"field":"abandons","n":2,"sum":1}', '{"field":"assists","n":2,"sum":8}',
        '{"field":"deaths","n":3,"sum":18}', '{"field":"denies","n":2,"sum":8}',
        '{"field":"duration","n":3,"sum":4300}', '{"field":"gold_per_min","n":2,"sum":900}',
        '{"field":"kda","n":3,"sum":5.53}', '{"field":"kills","n":3,"sum":12}', '{"field":"stuns","n":2,"sum":1.75}',
        '{"field":"total_gold","n":2,"sum":30000}', '{"field":"xp_per_min","n":2,"sum":1100}']),
    (["counts"] + PLAYER, [
        # M3's missing leaver_status and M2's and M3's missing lane_role count under 0 (OpenDota's Number(null))
        '{"field":"leaver_status","value":0,"games":2,"win":2}', '{"field":"leaver_status","value":2,"games":1,"win":0}',
        '{"field":"game_mode","value":1,"games":1,"win":1}', '{"field":"game_mode","value":22,"games":1,"win":1}',
        '{"field":"game_mode","value":23,"games":1,"win":0}', '{"field":"lobby_type","value":0,"games":2,"win":1}',
        '{"field":"lobby_type","value":7,"games":1,"win":1}', '{"field":"lane_role","value":0,"games":2,"win":1}',
        '{"field":"lane_role","value":1,"games":1,"win":1}',
        '{"field":"region","value":3,"games":1,"win":1}', '{"field":"region","value":8,"games":1,"win":1}',
        '{"field":"patch","value":56,"games":2,"win":1}', '{"field":"patch","value":57,"games":1,"win":1}',
        '{"field":"is_radiant","value":0,"games":2,"win":1}', '{"field":"is_radiant","value":1,"games":1,"win":1}']),
    (["histogram", "kills", "--bins", "4"] + PLAYER, [
        '{"x":0,"games":2,"win":1}', '{"x":3,"games":0,"win":0}', '{"x":6,"games":0,"win":0}',
        '{"x":9,"games":1,"win":1}']),
    (["histogram", ".kda", "--bins", "2"] + PLAYER, ['{"x":0,"games":2,"win":1}', '{"x":3,"games":1,"win":1}']),
    (["histogram", "hero_damage"] + PLAYER, []),
    (["records"] + PLAYER, [
        f'{{"field":"abandons","value":1,"match_id":12,"start_time":{T2},"hero_id":2}}',
        f'{{"field":"assists","value":5,"match_id":11,"start_time":{T1},"hero_id":1}}',
        f'{{"field":"deaths","value":9,"match_id":12,"start_time":{T2},"hero_id":2}}',
        f'{{"field":"denies","value":4,"match_id":10,"start_time":{T3},"hero_id":1}}',
        f'{{"field":"duration","value":2400,"match_id":12,"start_time":{T2},"hero_id":2}}',
        f'{{"field":"gold_per_min","value":600,"match_id":11,"start_time":{T1},"hero_id":1}}',
        f'{{"field":"kda","value":5.00,"match_id":11,"start_time":{T1},"hero_id":1}}',
        f'{{"field":"kills","value":10,"match_id":11,"start_time":{T1},"hero_id":1}}',
        f'{{"field":"stuns","value":1.25,"match_id":10,"start_time":{T3},"hero_id":1}}',
        f'{{"field":"total_gold","value":18000,"match_id":11,"start_time":{T1},"hero_id":1}}',
        f'{{"field":"xp_per_min","value":700,"match_id":11,"start_time":{T1},"hero_id":1}}']),
    (["trend", "kills", "--by", "week", "--window", "2"] + PLAYER, [
        '{"period":"2025-W02","start":1736121600,"games":2,"win":1,"n":2,"sum":11,"mean":5.5,"moving_average":null}',
        '{"period":"2025-W05","start":1737936000,"games":1,"win":1,"n":1,"sum":1,"mean":1,"moving_average":4}']),
    (["trend", "win", "--by", "month"] + PLAYER, [
        '{"period":"2025-01","start":1735689600,"games":2,"win":1,"n":2,"sum":1,"mean":0.5,"moving_average":0.5}',
        '{"period":"2025-02","start":1738368000,"games":1,"win":1,"n":1,"sum":1,"mean":1,"moving_average":1}']),
    (["trend", ".abandons", "--by", "day"] + PLAYER, [
        '{"period":"2025-01-06","start":1736121600,"games":1,"win":1,"n":1,"sum":0,"mean":0,"moving_average":0}',
        '{"period":"2025-01-07","start":1736208000,"games":1,"win":0,"n":1,"sum":1,"mean":1,"moving_average":1}']),
    (["by", ".hero_id", "--metric", ".kills", "--metric", ".kda"] + PLAYER, [
        '{"hero_id":1,"games":2,"win":2,"lose":0,"kills_n":2,"kills_sum":11,"kills_min":1,"kills_max":10,'
        '"kills_avg":5.5,"kda_n":2,"kda_sum":5.13,"kda_min":0.13,"kda_max":5.00,"kda_avg":2.565}',
        '{"hero_id":2,"games":1,"win":0,"lose":1,"kills_n":1,"kills_sum":1,"kills_min":1,"kills_max":1,'
        '"kills_avg":1,"kda_n":1,"kda_sum":0.40,"kda_min":0.40,"kda_max":0.40,"kda_avg":0.4}']),
    (["by", ".is_radiant", "region", "--metric", ".hero_name"] + PLAYER, [
        '{"is_radiant":false,"region":null,"games":1,"win":0,"lose":1,"hero_name_n":0,"hero_name_sum":0,'
        '"hero_name_min":null,"hero_name_max":null,"hero_name_avg":null}',
        '{"is_radiant":false,"region":8,"games":1,"win":1,"lose":0,"hero_name_n":0,"hero_name_sum":0,'
        '"hero_name_min":null,"hero_name_max":null,"hero_name_avg":null}',
        '{"is_radiant":true,"region":3,"games":1,"win":1,"lose":0,"hero_name_n":0,"hero_name_sum":0,'
        '"hero_name_min":null,"hero_name_max":null,"hero_name_avg":null}']),
    (["by", ".week", ".hero_name"] + PLAYER, [
        '{"week":"2025-W02","hero_name":"Anti-Mage","games":1,"win":1,"lose":0}',
        '{"week":"2025-W02","hero_name":"Axe","games":1,"win":0,"lose":1}',
        '{"week":"2025-W05","hero_name":"Anti-Mage","games":1,"win":1,"lose":0}']),
]
# Filters, each as (flags, expected wl) over the same input for player 100.
SELF_TEST_FILTERS = [
    (["--win"], (2, 0)), (["--loss"], (0, 1)), (["--radiant"], (1, 0)), (["--dire"], (1, 1)),
    (["--hero", "1"], (2, 0)), (["--hero", "Anti-Mage"], (2, 0)), (["--hero", "anti-mage"], (2, 0)),
    (["--hero", "antimage"], (2, 0)), (["--hero", "npc_dota_hero_antimage"], (2, 0)),
    (["--hero", "axe", "--hero", "1"], (2, 1)),
    (["--with-hero", "axe"], (1, 1)), (["--with-hero", "1"], (2, 1)),  # his own hero is on his side
    (["--against-hero", "4", "--against-hero", "Crystal Maiden"], (1, 0)), (["--with-hero", "5"], (0, 0)),
    (["--with-account", "200"], (2, 1)), (["--with-account", "76561197960265928"], (2, 1)),
    (["--against-account", "[U:1:300]"], (1, 1)), (["--included-account", "STEAM_0:0:150"], (1, 1)),
    (["--excluded-account", "300"], (1, 0)), (["--with-account", "300"], (0, 0)),
    (["--with-account", "200", "--with-account", "400"], (0, 0)), (["--with-account", "100"], (2, 1)),
    (["--game-mode", "22", "--game-mode", "23"], (1, 1)), (["--lobby-type", "0"], (1, 1)),
    (["--leaver-status", "2"], (0, 1)), (["--party-size", "1"], (0, 0)), (["--league", "0"], (0, 0)),
    (["--region", "3"], (1, 0)), (["--patch", "7.37"], (1, 1)), (["--patch", "57"], (1, 0)),
    (["--significant"], (1, 0)), (["--since", "2025-01-07"], (1, 1)), (["--until", "2025-01-06"], (1, 0)),
    (["--until", "2025-01-06T10:00:00Z"], (0, 0)), (["--since", "1736244000"], (1, 1)),
    (["--win", "--dire"], (1, 0)),
]


# OpenDota player rows of player 100 (issue 28), worked by hand. T4 and T5 are in 7.39 (index 58), T6-T8 in 7.40 (59).
T4, T5, T6, T7, T8 = 1748000000, 1750000000, 1766000000, 1767000000, 1767100000
R1 = {"match_id": 21, "player_slot": 129, "radiant_win": False, "start_time": T4, "duration": 2000, "game_mode": 22,
      "lobby_type": 7, "cluster": 133, "leagueid": 0, "version": 21, "average_rank": 55, "account_id": 100,
      "hero_id": 8, "kills": 5, "deaths": 5, "assists": 10, "gold_per_min": 500, "xp_per_min": 600,
      "leaver_status": 0, "lane_role": 3, "party_size": 2, "denies": 7, "hero_damage": 12000,
      "heroes": {"0": {"account_id": 300, "hero_id": 4}, "1": {"hero_id": 9}, "128": {"account_id": 200, "hero_id": 6},
                 "129": {"account_id": 100, "hero_id": 8}}}


def rows_self_test_input():
    """R1 (id 21) dire win, ranked; R2 (22) radiant loss in Turbo, nulls; R3 (23) radiant win, no heroes and few
    columns (as `project=` leaves a row)."""
    r2 = {"match_id": 22, "player_slot": 2, "radiant_win": False, "start_time": T5, "duration": 300, "game_mode": 23,
          "lobby_type": 0, "cluster": 999, "leagueid": 0, "account_id": 100, "hero_id": 1, "kills": 0, "deaths": 3,
          "assists": 1, "gold_per_min": 200, "xp_per_min": 250, "leaver_status": None, "lane_role": None,
          "party_size": 1, "heroes": {"2": {"account_id": 100, "hero_id": 1}, "3": {"account_id": 200, "hero_id": 2},
                                      "130": {"account_id": ANONYMOUS, "hero_id": 3}}}
    r3 = {"match_id": 23, "player_slot": 0, "radiant_win": True, "start_time": T6, "duration": 1000, "account_id": 100,
          "hero_id": 2, "kills": 9, "deaths": 0, "assists": 0}
    return ("\n".join(json.dumps(r) for r in (R1, r2, r3)) + "\n").encode()


def mixed_self_test_input():
    """D1 (id 24): dota-detail's match with OpenDota's extras, dire win, a GPM of 10000 (significant all the same);
    then a copy and a player row of it (both skipped); N1 (no match_id) twice, each an error, since a second copy of
    it could not be told apart; R1 twice (the second skipped); a match summary (no radiant_win) and a row with a
    null radiant_win, each an error."""
    d1_player = {"account_id": 100, "player_slot": 128, "hero_id": 5, "kills": 2, "deaths": 1, "assists": 3,
                 "gold_per_min": 450, "xp_per_min": 500, "leaver_status": 0, "match_id": 24, "start_time": T7,
                 "cluster": 138, "game_mode": 1, "lobby_type": 0, "radiant_win": False, "duration": 2500}
    d1 = {"account_id": 100, "match_id": 24, "radiant_win": False, "start_time": T7, "duration": 2500, "game_mode": 1,
          "lobby_type": 0, "cluster": 138, "players": [
              d1_player, {"account_id": 200, "player_slot": 129, "hero_id": 7},
              {"account_id": 300, "player_slot": 0, "hero_id": 9, "gold_per_min": 10000}],
          "opendota": {"radiant_gold_adv": [1, 2], "players": [
              {"player_slot": 128, "lane_role": 2, "kills": 99, "stuns": 3.5, "purchase_tpscroll": 6, "lane": 3,
               "is_roaming": False, "purchase": {"tpscroll": 6}, "region": 3, "patch": 59, "version": 22,
               "average_rank": 80},
              {"player_slot": 0, "lane_role": 1}]}}
    d1_again = {"account_id": 100, "match_id": 24, "radiant_win": False, "start_time": T7, "duration": 2500,
                "players": [dict(d1_player, kills=50, gold_per_min=9000)]}
    n1 = {"account_id": 100, "radiant_win": True, "start_time": T8, "duration": 400, "game_mode": 22, "lobby_type": 7,
          "players": [{"account_id": 100, "player_slot": 0, "hero_id": 3, "kills": 4}]}
    summary = {"account_id": 100, "match_id": 25, "match_seq_num": 7, "start_time": T8, "lobby_type": 0,
               "players": [{"account_id": 100, "player_slot": 0, "hero_id": 1}]}
    null_result = {"match_id": 26, "player_slot": 0, "radiant_win": None, "account_id": 100}
    d1_row = {"match_id": 24, "player_slot": 128, "radiant_win": False, "account_id": 100, "kills": 70, "heroes": {}}
    lines = (d1, d1_again, n1, d1_row, n1, R1, R1, summary, null_result)
    return ("\n".join(json.dumps(r) for r in lines) + "\n").encode()


def zeros(**counts):
    row = {"games": 0, "win": 0, "with_games": 0, "with_win": 0, "against_games": 0, "against_win": 0}
    row.update(counts)
    return ",".join(f'"{key}":{value}' for key, value in row.items())


def count_lines(field, cells):
    return [f'{{"field":"{field}","value":{value},"games":{games},"win":{win}}}' for value, games, win in cells]


def total_lines(cells):
    return [f'{{"field":"{field}","n":{n},"sum":{total}}}' for field, n, total in cells]


# (argv, expected lines, exit status) over rows_self_test_input(). R3 lacks heroes, gold_per_min, xp_per_min,
# leaver_status, lane_role, game_mode, lobby_type, cluster, party_size and leagueid: a query needing one leaves it out
# and exits 1.
PEER_200_ROWS = ('{"account_id":200,"last_played":%d,"win":1,"games":2,"with_win":1,"with_games":2,"against_win":0,'
                 '"against_games":0,"with_gpm_sum":700,"with_xpm_sum":850}' % T5)
ROWS_SELF_TEST_CASES = [
    (["wl"], ['{"win":2,"lose":1}'], 0),
    (["wl"] + PLAYER, ['{"win":2,"lose":1}'], 0),
    (["wl", "--player", "200"], ['{"win":0,"lose":0}'], 0),  # 200 is in their heroes, but they are 100's rows
    (["heroes"] + PLAYER, [
        f'{{"hero_id":1,"hero_name":"Anti-Mage","last_played":{T5},{zeros(games=1)}}}',
        f'{{"hero_id":8,"hero_name":"Juggernaut","last_played":{T4},{zeros(games=1, win=1)}}}',
        f'{{"hero_id":2,"hero_name":"Axe","last_played":0,{zeros(with_games=1)}}}',
        f'{{"hero_id":3,"hero_name":"Bane","last_played":0,{zeros(against_games=1)}}}',
        f'{{"hero_id":4,"hero_name":"Bloodseeker","last_played":0,{zeros(against_games=1, against_win=1)}}}',
        f'{{"hero_id":6,"hero_name":"Drow Ranger","last_played":0,{zeros(with_games=1, with_win=1)}}}',
        f'{{"hero_id":9,"hero_name":"Mirana","last_played":0,{zeros(against_games=1, against_win=1)}}}'], 1),
    (["peers", "--min-games", "1"] + PLAYER, [
        PEER_200_ROWS,
        f'{{"account_id":300,"last_played":{T4},"win":1,"games":1,"with_win":0,"with_games":0,"against_win":1,'
        '"against_games":1,"with_gpm_sum":0,"with_xpm_sum":0}'], 1),
    (["peers", "--min-games", "1", "--top", "1"] + PLAYER, [PEER_200_ROWS], 1),
    (["counts"] + PLAYER, count_lines("leaver_status", [(0, 2, 1)]) + count_lines("game_mode", [(22, 1, 1), (23, 1, 0)])
     + count_lines("lobby_type", [(0, 1, 0), (7, 1, 1)]) + count_lines("lane_role", [(0, 1, 0), (3, 1, 1)])
     + count_lines("region", [(3, 1, 1)]) + count_lines("patch", [(58, 2, 1)])
     + count_lines("is_radiant", [(0, 1, 1), (1, 1, 0)]), 1),
    # Match-level columns (match_id, start_time, game_mode, cluster, leagueid, version, average_rank...) never count.
    (["totals"] + PLAYER, total_lines([
        ("abandons", 1, 0), ("assists", 3, 11), ("deaths", 3, 8), ("denies", 1, 7), ("duration", 3, 3300),
        ("gold_per_min", 2, 700), ("hero_damage", 1, 12000), ("kda", 3, "11.75"), ("kills", 3, 14),
        ("total_gold", 2, 17666), ("xp_per_min", 2, 850)]), 0),
    (["records"] + PLAYER, [
        f'{{"field":"{field}","value":{value},"match_id":{match_id},"start_time":{start},"hero_id":{hero}}}'
        for field, value, match_id, start, hero in (
            ("abandons", 0, 21, T4, 8), ("assists", 10, 21, T4, 8), ("deaths", 5, 21, T4, 8),
            ("denies", 7, 21, T4, 8), ("duration", 2000, 21, T4, 8), ("gold_per_min", 500, 21, T4, 8),
            ("hero_damage", 12000, 21, T4, 8), ("kda", "9.00", 23, T6, 2), ("kills", 9, 23, T6, 2),
            ("total_gold", 16666, 21, T4, 8), ("xp_per_min", 600, 21, T4, 8))], 0),
    (["histogram", "kills", "--bins", "2"] + PLAYER, ['{"x":0,"games":1,"win":0}', '{"x":5,"games":2,"win":2}'], 0),
    (["histogram", ".kda", "--bins", "2"] + PLAYER, ['{"x":0,"games":2,"win":1}', '{"x":5,"games":1,"win":1}'], 0),
    (["histogram", "total_gold", "--bins", "1"] + PLAYER, ['{"x":0,"games":2,"win":1}'], 1),  # R3: no gold_per_min
    (["trend", "abandons", "--by", "month"] + PLAYER, [  # R3 has no leaver_status; R2's null one gives no value
        '{"period":"2025-05","start":1746057600,"games":1,"win":1,"n":1,"sum":0,"mean":0,"moving_average":0}'], 1),
    (["trend", "win", "--by", "month"] + PLAYER, [
        '{"period":"2025-05","start":1746057600,"games":1,"win":1,"n":1,"sum":1,"mean":1,"moving_average":1}',
        '{"period":"2025-06","start":1748736000,"games":1,"win":0,"n":1,"sum":0,"mean":0,"moving_average":0}',
        '{"period":"2025-12","start":1764547200,"games":1,"win":1,"n":1,"sum":1,"mean":1,"moving_average":1}'], 0),
    (["by", ".lane_role"] + PLAYER, ['{"lane_role":null,"games":2,"win":1,"lose":1}',
                                     '{"lane_role":3,"games":1,"win":1,"lose":0}'], 0),
]
# Filters over the rows, as (flags, expected wl, exit status).
ROWS_SELF_TEST_FILTERS = [
    (["--win"], (2, 0), 0), (["--hero", "2"], (1, 0), 0), (["--patch", "7.39"], (1, 1), 0),
    (["--since", "2025-06-01"], (1, 1), 0), (["--game-mode", "22"], (1, 0), 1),
    (["--with-hero", "8"], (1, 0), 1), (["--with-hero", "2"], (0, 1), 1), (["--with-account", "100"], (1, 1), 1),
    (["--against-account", "300"], (1, 0), 1), (["--excluded-account", "200"], (0, 0), 1),
    (["--included-account", str(ANONYMOUS)], (0, 1), 1), (["--significant"], (1, 0), 1), (["--region", "3"], (1, 0), 1),
    (["--party-size", "2"], (1, 0), 1), (["--league", "0"], (1, 1), 1), (["--leaver-status", "0"], (1, 0), 1),
]
# (argv, expected lines) over mixed_self_test_input(), all exit 1 (the summary and the null radiant_win).
MIXED_SELF_TEST_CASES = [
    (["wl"] + PLAYER, ['{"win":2,"lose":0}']),
    (["wl", "--significant"] + PLAYER, ['{"win":2,"lose":0}']),  # D1's GPM of 10000 is no reason to leave it out
    (["wl", "--with-hero", "5"] + PLAYER, ['{"win":1,"lose":0}']),
    (["wl", "--with-hero", "7"] + PLAYER, ['{"win":1,"lose":0}']),
    (["counts"] + PLAYER, count_lines("leaver_status", [(0, 2, 2)]) + count_lines("game_mode", [(1, 1, 1), (22, 1, 1)])
     + count_lines("lobby_type", [(0, 1, 1), (7, 1, 1)]) + count_lines("lane_role", [(2, 1, 1), (3, 1, 1)])
     + count_lines("region", [(3, 2, 2)]) + count_lines("patch", [(58, 1, 1), (59, 1, 1)])
     + count_lines("is_radiant", [(0, 2, 2)])),
    (["totals"] + PLAYER, total_lines([
        ("abandons", 2, 0), ("assists", 2, 13), ("deaths", 2, 6), ("denies", 1, 7), ("duration", 2, 4500),
        ("gold_per_min", 2, 950), ("hero_damage", 1, 12000), ("kda", 2, "5.00"), ("kills", 2, 7),
        ("purchase_tpscroll", 1, 6), ("stuns", 1, 3.5), ("total_gold", 2, 35416), ("xp_per_min", 2, 1100)])),
    (["peers", "--min-games", "1"] + PLAYER, [
        f'{{"account_id":200,"last_played":{T7},"win":2,"games":2,"with_win":2,"with_games":2,"against_win":0,'
        '"against_games":0,"with_gpm_sum":950,"with_xpm_sum":1100}',
        f'{{"account_id":300,"last_played":{T7},"win":2,"games":2,"with_win":0,"with_games":0,"against_win":2,'
        '"against_games":2,"with_gpm_sum":0,"with_xpm_sum":0}']),
]
# A row without hero_id takes its own hero from its heroes entry; a row naming no account needs --player.
OWN_HERO_ROW = {"match_id": 30, "player_slot": 128, "radiant_win": True, "account_id": 100,
                "heroes": {"128": {"account_id": 100, "hero_id": 11}, "0": {"account_id": 200, "hero_id": 12}}}
SINGLE_LINE_CASES = [
    (["heroes"] + PLAYER, OWN_HERO_ROW, [
        f'{{"hero_id":11,"hero_name":"Shadow Fiend","last_played":0,{zeros(games=1)}}}',
        f'{{"hero_id":12,"hero_name":"Phantom Lancer","last_played":0,{zeros(against_games=1)}}}'], 0),
    (["wl", "--hero", "11"] + PLAYER, OWN_HERO_ROW, ['{"win":0,"lose":0}'], 1),  # the row lacks hero_id
    (["wl", "--with-hero", "12"] + PLAYER, OWN_HERO_ROW, ['{"win":0,"lose":0}'], 0),
    (["wl", "--against-hero", "12"] + PLAYER, OWN_HERO_ROW, ['{"win":0,"lose":1}'], 0),
    (["wl"], {"match_id": 31, "player_slot": 0, "radiant_win": True}, ['{"win":0,"lose":0}'], 1),
    (["wl"] + PLAYER, {"match_id": 31, "player_slot": 0, "radiant_win": True}, ['{"win":1,"lose":0}'], 0),
    # A player without a slot has no team: the match is an error, not a Radiant game.
    (["wl"] + PLAYER, {"match_id": 32, "radiant_win": False, "players": [{"account_id": 100, "player_slot": None}]},
     ['{"win":0,"lose":0}'], 1),
    (["wl"] + PLAYER, {"player_slot": 0, "radiant_win": True}, ['{"win":0,"lose":0}'], 1),  # no match_id
    (["wl"] + PLAYER, dict(OWN_HERO_ROW, heroes=[1]), ['{"win":0,"lose":0}'], 1),
    (["wl", "--significant"] + PLAYER, {"match_id": 32, "player_slot": 0, "radiant_win": True, "game_mode": 22,
                                        "lobby_type": 7, "duration": None}, ['{"win":0,"lose":0}'], 0),
]


def many_peers_input():
    """201 matches of player 100, each with one other account (1000..1200): peers keeps the first 200."""
    return ("\n".join(json.dumps({"match_id": 100 + i, "radiant_win": True, "players": [
        {"account_id": 100, "player_slot": 0}, {"account_id": 1000 + i, "player_slot": 1}]})
        for i in range(201)) + "\n").encode()


# Playtime: accounts 101 (A) and 102 (B); D1 = 2025-12-31 (in ISO week 2026-W01), D2 = 2026-01-05 (2026-W02).
D1, D2 = 1767139200, 1767571200
A, B = STEAMID64_BASE + 101, STEAMID64_BASE + 102


def playtime_self_test_input():
    snapshots = [
        {"steamid": str(A), "appid": 570, "name": "Dota 2", "playtime_forever": 100, "playtime_2weeks": 30,
         "fetched_at": D1 + 3600, "img_icon_url": "x", "has_community_visible_stats": True},
        {"steamid": str(A), "appid": 570, "playtime_forever": 160, "fetched_at": D1 + 7200},
        {"steamid": A, "appid": 570, "name": "Dota 2", "playtime_forever": 200, "playtime_2weeks": 45,
         "fetched_at": D2 + 100},
        {"steamid": str(A), "appid": 730, "name": "CS2", "playtime_forever": 0, "fetched_at": D1 + 100},
        {"steamid": str(B), "appid": 570, "name": "Dota 2 (old)", "playtime_forever": 50},
        {"steamid": str(B), "appid": 440, "name": "TF2", "playtime_forever": 500, "playtime_2weeks": 60,
         "fetched_at": D2 + 50},
        {"steamid": str(B), "appid": 440, "playtime_forever": 450, "fetched_at": D2 + 60},
        {"steamid": str(B), "appid": "570", "playtime_forever": 1, "fetched_at": D2},
    ]
    return ("\n".join(json.dumps(s) for s in snapshots) + "\n").encode()


PLAYTIME_SELF_TEST_CASES = [
    ([], ['{"accounts":2,"games":4,"games_played":3,"playtime_forever":700,"playtime_2weeks":45}']),
    (["--top", "2"], ['{"appid":440,"name":"TF2","playtime_forever":450,"playtime_2weeks":0,"owners":1,"players":1}',
                      '{"appid":570,"name":"Dota 2","playtime_forever":250,"playtime_2weeks":45,"owners":2,"players":2}']),
    (["--by", "day"], ['{"period":"2025-12-31","minutes":60,"games":1,"accounts":1}',
                       '{"period":"2026-01-05","minutes":90,"games":2,"accounts":2}']),
    (["--by", "week"], ['{"period":"2026-W01","minutes":60,"games":1,"accounts":1}',
                        '{"period":"2026-W02","minutes":90,"games":2,"accounts":2}']),
    (["--by", "day", "--app", "570"], ['{"period":"2025-12-31","minutes":60,"games":1,"accounts":1}',
                                       '{"period":"2026-01-05","minutes":40,"games":1,"accounts":1}']),
    (["--player", "102"], ['{"accounts":1,"games":2,"games_played":2,"playtime_forever":500,"playtime_2weeks":0}']),
    (["--since", "2026-01-01"], ['{"accounts":2,"games":2,"games_played":2,"playtime_forever":650,"playtime_2weeks":45}']),
    (["--until", "2025-12-31"], ['{"accounts":1,"games":2,"games_played":1,"playtime_forever":160,"playtime_2weeks":0}']),
    (["--top", "1", "--until", "2025-12-31"],
     ['{"appid":570,"name":"Dota 2","playtime_forever":160,"playtime_2weeks":0,"owners":1,"players":1}']),
]


def self_test():
    import contextlib
    import io
    failures = 0

    def run(argv, given):
        with contextlib.redirect_stderr(io.StringIO()):
            try:
                return answer(argv, io.BytesIO(given))
            except SystemExit as exit_:
                return [], exit_.code

    def check(argv, expected_lines, expected_status, given=None):
        nonlocal failures
        lines, status = run(argv, self_test_input() if given is None else given)
        if lines != expected_lines or status != expected_status:
            failures += 1
            print(f"FAIL {' '.join(argv)}: status {status}\n  got      {lines}\n  expected {expected_lines}")

    having = [line for line in SELF_TEST_CASES[2][1] if '"games":0' not in line]
    for argv, expected in SELF_TEST_CASES:
        check(argv, having if expected is None else expected, 1)
    for flags, (wins, losses) in SELF_TEST_FILTERS:
        check(["wl"] + PLAYER + flags, [f'{{"win":{wins},"lose":{losses}}}'], 1)
    check(["wl", "--hero", "no such hero"], [], USAGE_EXIT)
    check(["histogram", "kills", "--bins", "0"], [], USAGE_EXIT)
    for flags, expected in PLAYTIME_SELF_TEST_CASES:
        check(["playtime"] + flags, expected, 1, playtime_self_test_input())
    check(["playtime", "--top", "1", "--by", "day"], [], USAGE_EXIT, playtime_self_test_input())
    check(["playtime", "--top", "0"], [], USAGE_EXIT, playtime_self_test_input())
    for argv, expected, status in ROWS_SELF_TEST_CASES:
        check(argv, expected, status, rows_self_test_input())
    for flags, (wins, losses), status in ROWS_SELF_TEST_FILTERS:
        check(["wl"] + PLAYER + flags, [f'{{"win":{wins},"lose":{losses}}}'], status, rows_self_test_input())
    for argv, expected in MIXED_SELF_TEST_CASES:
        check(argv, expected, 1, mixed_self_test_input())
    for argv, record, expected, status in SINGLE_LINE_CASES:
        check(argv, expected, status, (json.dumps(record) + "\n").encode())
    peer_lines = [f'{{"account_id":{1000 + i},"last_played":0,"win":1,"games":1,"with_win":1,"with_games":1,'
                  '"against_win":0,"against_games":0,"with_gpm_sum":0,"with_xpm_sum":0}' for i in range(201)]
    check(["peers", "--min-games", "1"] + PLAYER, peer_lines[:200], 0, many_peers_input())
    check(["peers", "--min-games", "1", "--top", "1000"] + PLAYER, peer_lines, 0, many_peers_input())
    check(["peers", "--top", "0"] + PLAYER, [], USAGE_EXIT, many_peers_input())
    checked = (len(SELF_TEST_CASES) + len(SELF_TEST_FILTERS) + len(PLAYTIME_SELF_TEST_CASES) + 4
               + len(ROWS_SELF_TEST_CASES) + len(ROWS_SELF_TEST_FILTERS) + len(MIXED_SELF_TEST_CASES)
               + len(SINGLE_LINE_CASES) + 3)
    print(f"self-test: {checked - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    main()
