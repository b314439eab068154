{"hero_id":87,"hero_name":"Disruptor","last_played":1778967275,"games":4,"win":1,"with_games":0,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":3,"hero_name":"Bane","last_played":1780114452,"games":3,"win":1,"with_games":0,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":43,"hero_name":"Death Prophet","last_played":1779466460,"games":3,"win":1,"with_games":0,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":67,"hero_name":"Spectre","last_played":1780215387,"games":3,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":1,"hero_name":"Anti-Mage","last_played":1777832152,"games":1,"win":1,"with_games":2,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":10,"hero_name":"Morphling","last_played":1776555852,"games":1,"win":1,"with_games":0,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":25,"hero_name":"Lina","last_played":1776181107,"games":1,"win":1,"with_games":0,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":80,"hero_name":"Lone Druid","last_played":1776043937,"games":1,"win":1,"with_games":2,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":82,"hero_name":"Meepo","last_played":1775805794,"games":1,"win":1,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":96,"hero_name":"Centaur Warrunner","last_played":1775810344,"games":1,"win":1,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":107,"hero_name":"Earth Spirit","last_played":1779069779,"games":1,"win":0,"with_games":0,"with_win":0,"against_games":3,"against_win":3}
{"hero_id":2,"hero_name":"Axe","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":2,"against_win":1}
{"hero_id":4,"hero_name":"Bloodseeker","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":6,"hero_name":"Drow Ranger","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":0,"against_win":0}
{"hero_id":8,"hero_name":"Juggernaut","last_played":0,"games":0,"win":0,"with_games":2,"with_win":1,"against_games":0,"against_win":0}
{"hero_id":9,"hero_name":"Mirana","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":11,"hero_name":"Shadow Fiend","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":1,"against_win":0}
{"hero_id":14,"hero_name":"Pudge","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":3,"against_win":1}
{"hero_id":16,"hero_name":"Sand King","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":0,"against_win":0}
{"hero_id":17,"hero_name":"Storm Spirit","last_played":0,"games":0,"win":0,"with_games":2,"with_win":1,"against_games":1,"against_win":0}
{"hero_id":18,"hero_name":"Sven","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":3,"against_win":0}
{"hero_id":21,"hero_name":"Windranger","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":22,"hero_name":"Zeus","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":23,"hero_name":"Kunkka","last_played":0,"games":0,"win":0,"with_games":3,"with_win":2,"against_games":4,"against_win":1}
{"hero_id":27,"hero_name":"Shadow Shaman","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":28,"hero_name":"Slardar","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":2,"against_win":1}
{"hero_id":29,"hero_name":"Tidehunter","last_played":0,"games":0,"win":0,"with_games":2,"with_win":2,"against_games":0,"against_win":0}
{"hero_id":30,"hero_name":"Witch Doctor","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":31,"hero_name":"Lich","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":4,"against_win":2}
{"hero_id":32,"hero_name":"Riki","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":1,"against_win":1}
{"hero_id":35,"hero_name":"Sniper","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":36,"hero_name":"Necrophos","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":37,"hero_name":"Warlock","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":38,"hero_name":"Beastmaster","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":2,"against_win":1}
{"hero_id":40,"hero_name":"Venomancer","last_played":0,"games":0,"win":0,"with_games":2,"with_win":2,"against_games":0,"against_win":0}
{"hero_id":41,"hero_name":"Faceless Void","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":42,"hero_name":"Wraith King","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":44,"hero_name":"Phantom Assassin","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":45,"hero_name":"Pugna","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":3,"against_win":1}
{"hero_id":46,"hero_name":"Templar Assassin","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":1,"against_win":1}
{"hero_id":47,"hero_name":"Viper","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":50,"hero_name":"Dazzle","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":1,"against_win":1}
{"hero_id":51,"hero_name":"Clockwerk","last_played":0,"games":0,"win":0,"with_games":3,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":52,"hero_name":"Leshrac","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":53,"hero_name":"Nature's Prophet","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":54,"hero_name":"Lifestealer","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":0,"against_win":0}
{"hero_id":55,"hero_name":"Dark Seer","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":0,"against_win":0}
{"hero_id":58,"hero_name":"Enchantress","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":59,"hero_name":"Huskar","last_played":0,"games":0,"win":0,"with_games":2,"with_win":1,"against_games":4,"against_win":3}
{"hero_id":61,"hero_name":"Broodmother","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":2,"against_win":0}
{"hero_id":62,"hero_name":"Bounty Hunter","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":64,"hero_name":"Jakiro","last_played":0,"games":0,"win":0,"with_games":2,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":66,"hero_name":"Chen","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":68,"hero_name":"Ancient Apparition","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":0,"against_win":0}
{"hero_id":71,"hero_name":"Spirit Breaker","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":73,"hero_name":"Alchemist","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":3,"against_win":1}
{"hero_id":74,"hero_name":"Invoker","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":78,"hero_name":"Brewmaster","last_played":0,"games":0,"win":0,"with_games":5,"with_win":3,"against_games":3,"against_win":1}
{"hero_id":81,"hero_name":"Chaos Knight","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":2,"against_win":1}
{"hero_id":85,"hero_name":"Undying","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":4,"against_win":3}
{"hero_id":86,"hero_name":"Rubick","last_played":0,"games":0,"win":0,"with_games":4,"with_win":2,"against_games":2,"against_win":0}
{"hero_id":88,"hero_name":"Nyx Assassin","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":1,"against_win":1}
{"hero_id":98,"hero_name":"Timbersaw","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":99,"hero_name":"Bristleback","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":100,"hero_name":"Tusk","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":102,"hero_name":"Abaddon","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":2,"against_win":1}
{"hero_id":103,"hero_name":"Elder Titan","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":3,"against_win":1}
{"hero_id":105,"hero_name":"Techies","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":106,"hero_name":"Ember Spirit","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":2,"against_win":1}
{"hero_id":108,"hero_name":"Underlord","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":2,"against_win":1}
{"hero_id":109,"hero_name":"Terrorblade","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":0,"against_win":0}
{"hero_id":111,"hero_name":"Oracle","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":1,"against_win":1}
{"hero_id":112,"hero_name":"Winter Wyvern","last_played":0,"games":0,"win":0,"with_games":0,"with_win":0,"against_games":2,"against_win":1}
{"hero_id":113,"hero_name":"Arc Warden","last_played":0,"games":0,"win":0,"with_games":2,"with_win":1,"against_games":3,"against_win":2}
{"hero_id":119,"hero_name":"Dark Willow","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":0,"against_win":0}
{"hero_id":120,"hero_name":"Pangolier","last_played":0,"games":0,"win":0,"with_games":2,"with_win":2,"against_games":2,"against_win":1}
{"hero_id":123,"hero_name":"Hoodwink","last_played":0,"games":0,"win":0,"with_games":2,"with_win":2,"against_games":0,"against_win":0}
{"hero_id":126,"hero_name":"Void Spirit","last_played":0,"games":0,"win":0,"with_games":2,"with_win":0,"against_games":4,"against_win":0}
{"hero_id":129,"hero_name":"Mars","last_played":0,"games":0,"win":0,"with_games":2,"with_win":1,"against_games":5,"against_win":1}
{"hero_id":135,"hero_name":"Dawnbreaker","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":1,"against_win":0}
{"hero_id":137,"hero_name":"Primal Beast","last_played":0,"games":0,"win":0,"with_games":1,"with_win":0,"against_games":1,"against_win":0}
{"hero_id":138,"hero_name":"Muerta","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":0,"against_win":0}
{"hero_id":145,"hero_name":"Kez","last_played":0,"games":0,"win":0,"with_games":1,"with_win":1,"against_games":0,"against_win":0}
