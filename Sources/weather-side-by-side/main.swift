import WeatherSideBySide

await SideBySideCommand.main()
