"""``SummaryCollector`` (h-zoo): MindSpore's summary callback with its argument checks; it collects and
writes nothing (see ``msgraph.train.summary``), so ``Model.train(..., callbacks=[SummaryCollector(...)])``
trains exactly as without it."""
from __future__ import annotations

import copy
from typing import Any, Optional

from ..summary import check_value_type, make_directory, process_export_options
from ._callback import Callback

_DEFAULT_SPECIFIED_DATA = {
    "collect_metric": True, "collect_graph": True, "collect_train_lineage": True, "collect_eval_lineage": True,
    "collect_input_data": True, "collect_dataset_graph": True, "histogram_regular": None,
    "collect_landscape": {"landscape_size": 40, "unit": "step", "num_samples": 2048,
                          "create_landscape": {"train": True, "result": True},
                          "intervals": [[1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]]},
}


class SummaryCollector(Callback):
    """``SummaryCollector(summary_dir, collect_freq=10, num_process=32, collect_specified_data=None,
    keep_default_action=True, custom_lineage_data=None, collect_tensor_freq=None, max_file_size=None,
    export_options=None)``."""

    def __init__(self, summary_dir: str, collect_freq: int = 10, num_process: int = 32,
                 collect_specified_data: Optional[dict] = None, keep_default_action: bool = True,
                 custom_lineage_data: Optional[dict] = None, collect_tensor_freq: Optional[int] = None,
                 max_file_size: Optional[int] = None, export_options: Optional[dict] = None) -> None:
        super().__init__()
        self._summary_dir = make_directory(summary_dir, "summary_dir")
        self._check_positive("collect_freq", collect_freq)
        self._collect_freq = collect_freq
        self._check_positive("collect_tensor_freq", collect_tensor_freq, allow_none=True)
        self._collect_tensor_freq = collect_tensor_freq
        self._check_positive("max_file_size", max_file_size, allow_none=True)
        self._max_file_size = max_file_size
        self._export_options = process_export_options(export_options)
        check_value_type("keep_default_action", keep_default_action, bool)
        self._collect_specified_data = self._process_specified_data(collect_specified_data, keep_default_action)
        self._custom_lineage_data = self._process_custom_lineage_data(custom_lineage_data)
        self._num_process = num_process

    def _check_positive(self, name: str, value: Any, allow_none: bool = False) -> None:
        if allow_none and value is None:
            return
        check_value_type(name, value, int)
        if value <= 0:
            raise ValueError(f'For "{type(self).__name__}", the value of `{name}` should be greater than 0, '
                             f"but got `{value}`.")

    def _process_specified_data(self, specified: Optional[dict], keep_default: bool) -> dict:
        if specified is None:
            return copy.deepcopy(_DEFAULT_SPECIFIED_DATA) if keep_default else {}
        check_value_type("collect_specified_data", specified, [dict, type(None)])
        unexpected = set(specified) - set(_DEFAULT_SPECIFIED_DATA)
        if unexpected:
            raise ValueError(f'For "{type(self).__name__}", the keys {unexpected} of `collect_specified_data` are '
                             f"unsupported, expect the follow keys: {list(_DEFAULT_SPECIFIED_DATA)}")
        for key, value in specified.items():
            if key == "histogram_regular":
                check_value_type(key, value, [str, type(None)])
            elif key == "collect_landscape":
                check_value_type(key, value, [dict, type(None)])
            else:
                check_value_type(key, value, bool)
        result = copy.deepcopy(_DEFAULT_SPECIFIED_DATA) if keep_default else {}
        result.update(specified)
        return result

    def _process_custom_lineage_data(self, data: Optional[dict]) -> dict:
        if data is None:
            return {}
        check_value_type("custom_lineage_data", data, [dict, type(None)])
        for key, value in data.items():
            check_value_type(f"custom_lineage_data -> {key}", key, str)
            check_value_type(f"the value of custom_lineage_data -> {key}", value, [int, str, float])
        return dict(data)
