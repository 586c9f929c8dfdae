"""``mindspore.train.summary``: ``SummaryRecord`` (h-zoo).

msgraph writes no summary files (MindSpore's event files are protobuf records for MindInsight):
``SummaryRecord`` checks its arguments and values as MindSpore does, creates ``log_dir``, and keeps the
values of the current step in memory (``SummaryRecord.pending``) instead of writing them; the summary
operators (``ops.ScalarSummary``...) record nothing.  Training with either is unchanged.
"""
from __future__ import annotations

import logging
import os
import socket
import time
from typing import Any, Dict, List, Optional, Tuple

__all__ = ["SummaryRecord"]
log = logging.getLogger("msgraph.train")

_PLUGINS = ["tensor", "scalar", "image", "histogram", "train_lineage", "eval_lineage", "dataset_graph",
            "custom_lineage_data", "graph", "landscape"]
_LINEAGE = {"train_lineage": "TrainLineage", "eval_lineage": "EvaluationLineage", "dataset_graph": "DatasetGraph",
            "custom_lineage_data": "UserDefinedInfo"}


def check_value_type(name: str, value: Any, types: Any) -> None:
    """MindSpore's ``check_value_type`` (TypeError with its message)."""
    types = types if isinstance(types, (list, tuple)) else [types]
    if isinstance(value, bool) and bool not in types:
        ok = False
    else:
        ok = isinstance(value, tuple(types))
    if not ok:
        names = [t.__name__ for t in types]
        raise TypeError(f"For `{name}` the type should be a valid type of {names}, but got {type(value).__name__}.")


def make_directory(path: Any, arg_name: str = "path") -> str:
    """The real path of directory ``path``, created when missing: a non-string is MindSpore's TypeError, a blank
    string its ValueError, an existing file its NotADirectoryError."""
    if not isinstance(path, str):
        raise TypeError(f"The {arg_name} is invalid, the type should be string.")
    if not path.strip():
        raise ValueError(f"The {arg_name} is invalid, it should be non-blank.")
    path = os.path.realpath(path)
    if os.path.exists(path) and not os.path.isdir(path):
        raise NotADirectoryError(f"The path({path}) is a file path, it should be a directory path.")
    os.makedirs(path, exist_ok=True)
    return path


def process_export_options(export_options: Any) -> Optional[dict]:
    if export_options is None:
        return None
    check_value_type("export_options", export_options, [dict, type(None)])
    for key, value in export_options.items():
        if key != "tensor_format":
            raise ValueError(f'For "SummaryRecord", the keys {{{key!r}}} of "export_options" are unsupported, '
                             "expect the follow keys: ['tensor_format']")
        check_value_type(key, value, [str, type(None)])
        if value not in ("npy", None):
            raise ValueError(f'For "SummaryRecord", the export_format {{{value!r}}} of "export_options" are '
                             "unsupported for tensor_format, expect the follow values: ['npy', None]")
    return dict(export_options)


def check_to_numpy(plugin: str, tensor: Any, summary_name: str = "SummaryRecord") -> Any:
    """A summary value as numpy, with MindSpore's checks for scalars, images and histograms."""
    v = tensor.asnumpy().copy()
    if plugin == "scalar" and v.size != 1:
        raise ValueError(f'For "{summary_name}", the v rank must be less than or equal to 1, but got {len(v)}.')
    if plugin == "image" and v.ndim != 4:
        raise ValueError(f'For "{summary_name}", the tensor seems not to hold a valid image.')
    if plugin in ("tensor", "histogram") and v.ndim == 0:
        raise ValueError(f'For "{summary_name}", the value should not be empty.')
    return v


class SummaryRecord:
    """``SummaryRecord(log_dir, file_prefix='events', file_suffix='_MS', num_process=32, network=None,
    max_file_size=None, raise_exception=False, export_options=None)``: see the module doc."""

    count = 0     # open instances: MindSpore allows one per process (h-rt3)

    @classmethod
    def _check_count(cls) -> None:
        if cls.count > 0:
            raise RuntimeError(
                f"For '{cls.__name__}', only one instance is supported in a training process, "
                f"you are trying to create a new one when the existing instance number is {cls.count}. "
                "Please check your scripts.")

    def __init__(self, log_dir: str, file_prefix: str = "events", file_suffix: str = "_MS", num_process: int = 32,
                 network: Any = None, max_file_size: Optional[int] = None, raise_exception: bool = False,
                 export_options: Optional[dict] = None) -> None:
        self._check_count()
        SummaryRecord.count += 1
        try:
            self._setup(log_dir, file_prefix, file_suffix, max_file_size, raise_exception, export_options)
        except (TypeError, ValueError):
            SummaryRecord.count -= 1
            raise

    def _setup(self, log_dir: Any, file_prefix: Any, file_suffix: Any, max_file_size: Any, raise_exception: Any,
               export_options: Any) -> None:
        log_path = make_directory(log_dir, "log_dir")
        check_value_type("file_prefix", file_prefix, str)
        check_value_type("file_suffix", file_suffix, str)
        if max_file_size is not None:
            check_value_type("max_file_size", max_file_size, int)
            if max_file_size < 0:   # MindSpore 2.10 warns and drops the limit (measured, adapt45misc)
                log.warning("For 'SummaryRecord', the 'max_file_size' should be greater than 0. but got value %s.",
                            max_file_size)
        check_value_type("raise_exception", raise_exception, bool)
        self._export_options = process_export_options(export_options)
        self._event_file = os.path.join(
            log_path, f"{file_prefix}.out.events.summary.{int(time.time())}.0.{socket.gethostname()}{file_suffix}")
        self._mode = "train"
        self._closed = False
        from .summary_record import _get_summary_tensor_data

        _get_summary_tensor_data()      # a new record starts from an empty tag cache, as in MindSpore
        self.pending: List[Tuple[str, str, Any]] = []
        self.records: Dict[int, List[Tuple[str, str, Any]]] = {}

    def __enter__(self) -> "SummaryRecord":
        if self._closed:
            raise ValueError("SummaryRecord has been closed.")
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @property
    def log_dir(self) -> str:
        """The event file MindSpore would write (msgraph does not create it)."""
        return self._event_file

    def set_mode(self, mode: str) -> None:
        if mode not in ("train", "eval"):
            raise ValueError(f'For "set_mode", the argument "mode" should be in ["train", "eval"], but got {mode}.')
        self._mode = mode

    def add_value(self, plugin: str, name: str, value: Any) -> None:
        if plugin not in _PLUGINS:
            raise ValueError(f'For "SummaryRecord.add_value", no such "plugin" of {plugin!r} , expect value is one '
                             f"of [{', '.join(_PLUGINS)}]")
        if plugin in ("tensor", "scalar", "image", "histogram"):
            if not name or not isinstance(name, str):
                raise ValueError(f'For "SummaryRecord", the parameter "name" type should be str, but got '
                                 f"{type(name)}.")
            from ...common.tensor import Tensor

            if not isinstance(value, Tensor):
                raise TypeError(f'For "SummaryRecord", the parameter "value" expect to be Tensor, but got '
                                f"{type(value).__name__}")
            value = check_to_numpy(plugin, value)
        elif plugin in _LINEAGE:    # MindSpore's lineage protobuf messages (msgraph has none of them to pass)
            if type(value).__name__ != _LINEAGE[plugin]:
                raise TypeError(f"Plugin {plugin!r} expects a {_LINEAGE[plugin]} value.")
        elif plugin == "graph" and not hasattr(value, "SerializeToString"):
            raise TypeError(f"memoryview: a bytes-like object is required, not '{type(value).__name__}'")
        self.pending.append((plugin, name, value))

    def record(self, step: int, train_network: Any = None, plugin_filter: Any = None) -> bool:
        if isinstance(step, bool) or not isinstance(step, int):
            raise TypeError(f"For `step` the type should be a valid type of ['int'], but got {type(step).__name__}.")
        from ...nn.cell import Cell

        if train_network is not None and not isinstance(train_network, Cell):
            raise TypeError(f"The type of 'train_network' should be one of '['Cell', 'NoneType']', but got type "
                            f"'{type(train_network).__name__}'.")
        if self._closed:
            return False
        # what the summary operators cached since the last record (MindSpore adds these values too)
        from .summary_record import _get_summary_tensor_data, _record_summary_tensor_data

        _record_summary_tensor_data()
        for tag, value in _get_summary_tensor_data().items():
            name, _, plugin = tag.partition("[:")
            if plugin:   # checked as add_value checks (a graph's ScalarSummary of a (2,) Tensor: ValueError)
                self.add_value(plugin[:-1].lower(), name, value)
        self.records = {step: self.pending}  # the last recorded step's values only (nothing is written)
        self.pending = []
        return True

    def flush(self) -> None:
        """Nothing to write (see the module doc)."""

    def close(self) -> None:
        self._closed = True
        SummaryRecord.count -= 1      # every close counts, as in MindSpore
