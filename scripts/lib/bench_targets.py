"""The ratios of a weather-bench report that miss their targets.

weather-bench writes each ratio and each ratio's target into its JSON,

    {"ratios": {"mvvm_vs_mvc": 1.02, ...}, "targets": {"mvvm_vs_mvc": {"at_most": 1.05}, ...}}

and a target is met as the benchmark's own tables judge it: at or below an `at_most` bound, at
or above an `at_least` one. A ratio with no target is a fact, and a target whose ratio the
report lacks (a filtered run) is not judged.

    import bench_targets
    for miss in bench_targets.misses(json.load(open(".build/bench-instructions.json"))):
        print(miss)
"""


def misses(report):
    """A sentence for each targeted ratio of `report` that misses its target, in key order,
    naming the ratio, its value and the target."""
    found = []
    ratios = report.get("ratios", {})
    for key, target in sorted(report.get("targets", {}).items()):
        value = ratios.get(key)
        if value is None or not target:
            continue
        if "at_most" in target and value > target["at_most"]:
            found.append(f"{key} is {value:.3f}, over its target of at most {target['at_most']:g}")
        elif "at_least" in target and value < target["at_least"]:
            found.append(
                f"{key} is {value:.3f}, under its target of at least {target['at_least']:g}")
    return found
