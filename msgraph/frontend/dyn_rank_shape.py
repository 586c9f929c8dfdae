"""``y.shape`` of a graph input ``set_inputs`` declared with a dynamic rank (``Tensor(shape=None)``): a tuple, but
MindSpore 2.10 formats it into text (``str(s)``, ``"{}".format(s)``, an f-string) as the numpy array of its
dimensions, ``[3 3 3]`` (tests/st/compiler/fallback/test_graph_fallback_runtime_str_format.py::
test_input_dynamic_len_tuple; recorded: ret_c/dynamic_rank_shape_text)."""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import declared_shape


def shape_of(low: Any, obj: Any, shape: Any) -> Any:
    """``obj.shape`` (``shape``): remembered as a dynamic-rank shape where ``obj`` was declared so."""
    if type(shape) is tuple and shape and declared_shape(obj) == (-2,):
        shape = tuple(list(shape))   # its own object
        low.__dict__.setdefault("_dyn_rank_shapes", {})[id(shape)] = shape
    return shape


def as_text_value(low: Any, v: Any) -> Any:
    """``v``, or the text a dynamic-rank shape formats as."""
    if low.__dict__.get("_dyn_rank_shapes", {}).get(id(v)) is v:
        return str(np.asarray(v))
    return v
