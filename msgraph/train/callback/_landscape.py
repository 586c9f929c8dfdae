"""``SummaryLandscape``: MindSpore's loss-landscape generator for MindInsight (h-rt3).

msgraph writes no summary files, so there is no landscape to compute: the class takes MindSpore's
argument and checks it; generating landscapes is a clear error.
"""
from __future__ import annotations

import os
from typing import Any

from ..summary import check_value_type

_KEYS = ("landscape_size", "unit", "num_samples", "create_landscape", "intervals")


def _check_collect_landscape(data: Any) -> None:
    """The ``collect_landscape`` dict of ``gen_landscapes_with_multi_process`` (MindSpore's checks and messages)."""
    owner = 'For "SummaryLandscape", '
    for key in data:
        if key not in _KEYS:
            raise ValueError(f"{owner}the key of collect landscape should be landscape_size, unit, num_samples "
                             f"create_landscape or intervals, but got the: {key}. ")
    if "landscape_size" in data:
        size = data["landscape_size"]
        check_value_type("landscape_size", size, int)
        if not 3 <= size <= 256:
            raise ValueError(f'{owner}"landscape_size" should be between 3 and 256, but got the: {size}.')
    if "unit" in data:
        check_value_type("unit", data["unit"], str)
        if data["unit"] not in ("step", "epoch"):
            raise ValueError(f'{owner}the "unit" should be step or epoch, but got the: {data["unit"]}.')
    if "num_samples" in data:
        check_value_type("num_samples", data["num_samples"], int)
    if "create_landscape" in data:
        create = data["create_landscape"]
        check_value_type("create_landscape", create, dict)
        for key, value in create.items():
            if key not in ("train", "result") or len(create) < 2:
                raise ValueError(f'{owner}the keys of "create_landscape" should be train and result, but got: '
                                 f'{sorted(create)}.')
            check_value_type(key, value, bool)
    if "intervals" in data:
        check_value_type("intervals", data["intervals"], list)
        for interval in data["intervals"]:
            check_value_type("each interval in intervals", interval, list)
            if len(interval) < 3:
                raise ValueError(f'{owner}the length of each list in "intervals" should not be less than 3, but '
                                 f'got: {len(interval)}.')
            for e in interval:
                if not isinstance(e, int):
                    raise TypeError(f'{owner}the type of each value in "intervals" should be int, but got the: '
                                    f'{type(e)}.')


class SummaryLandscape:
    """``SummaryLandscape(summary_dir)``."""

    def __init__(self, summary_dir: str) -> None:
        if not isinstance(summary_dir, str):
            raise TypeError(f"For `summary_dir` the type should be a valid type of ['str'], but got "
                            f"{type(summary_dir).__name__}.")
        self._summary_dir = os.path.realpath(summary_dir)

    def gen_landscapes_with_multi_process(self, callback_fn: Any, collect_landscape: Any = None,
                                          device_ids: Any = None, output: Any = None) -> None:
        """Checks ``collect_landscape`` as MindSpore does (its keys, their types and ranges), then refuses: there
        is no landscape data to compute from."""
        if collect_landscape is not None:
            _check_collect_landscape(collect_landscape)
        raise NotImplementedError("SummaryLandscape.gen_landscapes_with_multi_process: msgraph writes no summary "
                                  "data for MindInsight's loss landscapes.")

    def clean_ckpt(self) -> None:
        """Remove the checkpoints collected for landscapes (there are none)."""
