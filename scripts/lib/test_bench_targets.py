#!/usr/bin/env python3
"""Tests of which ratios scripts/lib/bench_targets.py takes for misses.

    python3 scripts/lib/test_bench_targets.py
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bench_targets  # noqa: E402


class MissesTests(unittest.TestCase):
    def test_a_ratio_over_its_upper_bound_is_named_with_its_value_and_target(self):
        report = {"ratios": {"list_add_declarative_vs_mvc": 1.5551},
                  "targets": {"list_add_declarative_vs_mvc": {"at_most": 1.5}}}
        self.assertEqual(bench_targets.misses(report), [
            "list_add_declarative_vs_mvc is 1.555, over its target of at most 1.5"])

    def test_a_ratio_at_its_bound_meets_it(self):
        report = {"ratios": {"up": 1.5, "down": 20.0},
                  "targets": {"up": {"at_most": 1.5}, "down": {"at_least": 20}}}
        self.assertEqual(bench_targets.misses(report), [])

    def test_a_ratio_under_its_lower_bound_is_named(self):
        report = {"ratios": {"speedup": 19.5}, "targets": {"speedup": {"at_least": 20}}}
        self.assertEqual(bench_targets.misses(report), [
            "speedup is 19.500, under its target of at least 20"])

    def test_facts_and_ratios_the_run_did_not_count_are_not_judged(self):
        report = {"ratios": {"box_vs_closure": 9.0, "mvvm_vs_mvc": 1.01},
                  "targets": {"mvvm_vs_mvc": {"at_most": 1.05}, "frame_declarative_vs_mvc":
                              {"at_most": 3}}}
        self.assertEqual(bench_targets.misses(report), [])

    def test_every_miss_is_named_in_key_order(self):
        report = {"ratios": {"b": 2.0, "a": 3.0, "c": 1.0},
                  "targets": {"b": {"at_most": 1}, "a": {"at_most": 1}, "c": {"at_most": 1}}}
        self.assertEqual(bench_targets.misses(report), [
            "a is 3.000, over its target of at most 1", "b is 2.000, over its target of at most 1"])


if __name__ == "__main__":
    unittest.main()
