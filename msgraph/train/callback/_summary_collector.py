"""``SummaryCollector`` (h-zoo): MindSpore's summary callback with its argument checks; it collects and
writes nothing (see ``msgraph.train.summary``), so ``Model.train(..., callbacks=[SummaryCollector(...)])``
trains exactly as without it."""
from __future__ import annotations

import re
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

    _DEFAULT_SPECIFIED_DATA = _DEFAULT_SPECIFIED_DATA

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
        self._check_collect_landscape(self._collect_specified_data.get("collect_landscape"))
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
        check_value_type("collect_specified_data", specified, [dict, type(None)])
        if specified is None:
            return dict(self._DEFAULT_SPECIFIED_DATA) if keep_default else {}
        for key in specified:
            check_value_type(key, key, [str])
        unexpected = set(specified) - set(self._DEFAULT_SPECIFIED_DATA)
        if unexpected:
            raise ValueError(f'For "{type(self).__name__}", the keys {unexpected} of `collect_specified_data` are '
                             f"unsupported, expect the follow keys: {list(self._DEFAULT_SPECIFIED_DATA)}")
        if "histogram_regular" in specified:
            regular = specified["histogram_regular"]
            check_value_type("histogram_regular", regular, [str, type(None)])
            if isinstance(regular, str):
                try:
                    re.compile(regular)
                except re.error as exc:
                    raise ValueError("For `collect_specified_data`, the value of `histogram_regular` is not a valid "
                                     f"regular expression. Detail: {exc}.") from exc
        for key, value in specified.items():
            if key not in ("histogram_regular", "collect_landscape"):
                check_value_type(key, value, bool)
        if not keep_default:
            return specified
        result = dict(self._DEFAULT_SPECIFIED_DATA)
        result.update(specified)
        return result

    def _check_collect_landscape(self, landscape: Any) -> None:
        """MindSpore's checks of ``collect_specified_data['collect_landscape']`` (a dict or None)."""
        check_value_type("collect_landscape", landscape, [dict, type(None)])
        if not landscape:
            return
        name = type(self).__name__
        allowed = self._DEFAULT_SPECIFIED_DATA["collect_landscape"]
        unexpected = set(landscape) - set(allowed)
        if unexpected:
            raise ValueError(f'For "{name}", the keys {unexpected} of `collect_landscape` are unsupported, expect '
                             f"the follow keys: {list(allowed)}")
        size = landscape.get("landscape_size", 40)
        check_value_type("landscape_size", size, int)
        if size < 3 or size > 256:
            raise ValueError(f'For "{name}", the "landscape_size" in collect_specified_data should be less than 256 '
                             f"and more than 3, but got the: {size}")
        unit = landscape.get("unit", "step")
        check_value_type("unit", unit, str)
        if unit not in ("step", "epoch"):
            raise ValueError(f'For "{name}", unit in collect_specified_data should be step or epoch, but got the: '
                             f"{unit}.")
        check_value_type("num_samples", landscape.get("num_samples", 2048), int)
        create = landscape.get("create_landscape", {"train": True, "result": True})
        check_value_type("create_landscape", create, dict)
        for key, value in create.items():
            if key not in ("train", "result"):
                raise ValueError(f'For "{name}", the key to create landscape should be in ["train", "result"], but '
                                 f"got the: {key}.")
            check_value_type(key, value, bool)
        intervals = landscape.get("intervals")
        check_value_type("intervals", intervals, list)
        for interval in intervals:
            check_value_type("each interval inintervals", interval, list)
            if len(interval) < 3:
                raise ValueError(f'For "{name}", the length of each list in "intervals" should not be less than '
                                 f"three, but got the: {interval}")
            for j in interval:
                if not isinstance(j, int):
                    raise TypeError(f'For "{name}", the value of each list in "intervals" should be int, but got '
                                    f"the: {type(j)}")

    def _check_callbacks(self, cb_params: Any) -> None:
        """A second SummaryCollector in ``cb_params.list_callback`` is MindSpore's ValueError."""
        found = False
        for cb in cb_params.list_callback:
            if type(cb).__name__ == type(self).__name__:
                if found:
                    raise ValueError(f"There are more than one {type(self).__name__} instance in callback list,"
                                     f"but expected only one {type(self).__name__} instance.")
                found = True

    def _process_custom_lineage_data(self, data: Optional[dict]) -> dict:
        if data is None:
            return {}
        check_value_type("custom_lineage_data", data, [dict, type(None)])
        for key, value in data.items():
            check_value_type(f"custom_lineage_data -> {key}", key, str)
            check_value_type(f"the value of custom_lineage_data -> {key}", value, [int, str, float])
        return dict(data)

    def begin(self, run_context: Any) -> None:
        """Training or evaluation starts: a second SummaryCollector among the callbacks is refused (nothing is
        collected otherwise)."""
        cb_params = run_context.original_args()
        if getattr(cb_params, "list_callback", None) is not None:
            self._check_callbacks(cb_params)
