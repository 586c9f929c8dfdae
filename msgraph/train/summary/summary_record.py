"""``mindspore.train.summary.summary_record``: the module MindSpore defines ``SummaryRecord`` in (tests
import it from there), and the summary-tensor cache the summary operators fill (``ops.TensorSummary``...):
``_record_summary_tensor_data()`` moves what they cached into ``name[:Tensor]``-style entries that
``_get_summary_tensor_data()`` hands out (and clears), as MindSpore's does."""
import threading

from . import SummaryRecord  # noqa: F401

__all__ = ["SummaryRecord"]

# the keys ``export_options`` accepts, with their values (``SummaryRecord`` / ``SummaryCollector`` check them)
_DEFAULT_EXPORT_OPTIONS = {"tensor_format": {"npy", None}}

SUMMARY_TENSOR_CACHE = {}
_summary_lock = threading.Lock()


def _cache_summary_tensor_data(summary):
    """Cache ``[{"name": tag, "data": tensor}, ...]``."""
    with _summary_lock:
        for item in summary:
            SUMMARY_TENSOR_CACHE[item["name"]] = item["data"]
        return True


def _get_summary_tensor_data():
    """The cached summary values by tag (the cache is emptied), with what graphs' summary ops wrote."""
    global SUMMARY_TENSOR_CACHE
    from ...ops import nn_extra

    with _summary_lock:
        data = dict(nn_extra.GRAPH_SUMMARY_CACHE)
        nn_extra.GRAPH_SUMMARY_CACHE.clear()
        data.update(SUMMARY_TENSOR_CACHE)
        SUMMARY_TENSOR_CACHE = {}
        return data


def _record_summary_tensor_data():
    """Move the values the summary operators cached into the tag cache."""
    from ...ops import nn_extra

    entries, nn_extra.SUMMARY_TENSOR_CACHE[:] = list(nn_extra.SUMMARY_TENSOR_CACHE), []
    for op, name, value in entries:
        nn_extra.check_summary_entry(op, name, value)
    summary_list = [{"name": name + nn_extra.SUMMARY_KINDS.get(op, ""), "data": value} for op, name, value in entries]
    _cache_summary_tensor_data(summary_list)
