"""``y.shape`` / ``ops.shape(y)`` of a graph input ``set_inputs`` declared with a dynamic rank (``Tensor(shape=None)``)
or dynamic dimensions (``Tensor(shape=[None, 3])``): a tuple, but MindSpore 2.10 shows it differently:

* formatted into text (``str(s)``, ``"{}".format(s)``, an f-string), a dynamic-rank shape is the numpy array of its
  dimensions, ``[3 3 3]`` (tests/st/compiler/fallback/test_graph_fallback_runtime_str_format.py::
  test_input_dynamic_len_tuple; recorded: ret_c/dynamic_rank_shape_text, ops23/shape_print); a shape with dynamic
  dimensions formats as the tuple;
* printed (``print(s)``: the Print op), a dynamic-rank shape is its int64 Tensor and a shape with dynamic
  dimensions prints each dimension on its own line (recorded: ops23/shape_print)."""
from __future__ import annotations

from typing import Any, List, Sequence

import numpy as np

from ..common.aval import declared_shape


def shape_of(low: Any, obj: Any, shape: Any) -> Any:
    """``obj.shape`` (``shape``): remembered as a dynamic-rank (or dynamic-dimension) shape where ``obj`` was
    declared so."""
    declared = declared_shape(obj)
    if type(shape) is tuple and shape and declared is not None:
        kind = "rank" if tuple(declared) == (-2,) else "dims" if any(d is None or d == -1 for d in declared) else None
        if kind:
            shape = tuple(list(shape))   # its own object
            low.__dict__.setdefault("_dyn_rank_shapes", {})[id(shape)] = (shape, kind)
    return shape


def _kind(low: Any, v: Any) -> Any:
    entry = low.__dict__.get("_dyn_rank_shapes", {}).get(id(v))
    return entry[1] if entry is not None and entry[0] is v else None


def as_text_value(low: Any, v: Any) -> Any:
    """``v``, or the text a dynamic-rank shape formats as."""
    if _kind(low, v) == "rank":
        return str(np.asarray(v))
    return v


def print_args(low: Any, args: Sequence[Any]) -> List[Any]:
    """The arguments of a graph ``print``, dynamic shapes as MindSpore's Print op shows them."""
    from ..common.tensor import Tensor

    out: List[Any] = []
    for a in args:
        kind = _kind(low, a)
        if kind == "rank":
            out.append(Tensor(np.asarray(a, np.int64)))
        elif kind == "dims":
            out.extend(a)
        else:
            out.append(a)
    return out
