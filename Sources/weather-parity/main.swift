import WeatherParity

await ParityCommand.main()
