import WeatherRecording

await RecordingCommand.main()
