"""``mindspore.train.summary.enums``: the names of the summary plugins, writers and modes (strings MindSpore's
summary code and SummaryCollector key their data by; msgraph keeps them for code that imports them)."""
from __future__ import annotations

from enum import Enum
from typing import List

__all__ = ["BaseEnum", "PluginEnum", "WriterPluginEnum", "ModeEnum"]


class BaseEnum(Enum):
    """An Enum whose members' values can be listed (``to_list()``)."""

    @classmethod
    def to_list(cls) -> List[str]:
        return [m.value for m in cls]


class PluginEnum(BaseEnum):
    """The kinds of summary data."""
    GRAPH = "graph"
    SCALAR = "scalar"
    IMAGE = "image"
    TENSOR = "tensor"
    HISTOGRAM = "histogram"
    TRAIN_LINEAGE = "train_lineage"
    EVAL_LINEAGE = "eval_lineage"
    CUSTOM_LINEAGE_DATA = "custom_lineage_data"
    DATASET_GRAPH = "dataset_graph"
    EXPLAINER = "explainer"
    LANDSCAPE = "landscape"


class WriterPluginEnum(Enum):
    """The writers summary data goes to."""
    EXPORTER = "exporter"
    EXPLAINER = "explainer"
    SUMMARY = "summary"
    LINEAGE = "lineage"


class ModeEnum(BaseEnum):
    """Training or evaluation."""
    TRAIN = "train"
    EVAL = "eval"
