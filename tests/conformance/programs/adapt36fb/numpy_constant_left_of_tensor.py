"""A numpy constant on the left of a graph Tensor (`np.array([1, 2, 3]) + x`, `*`, `>`) runs numpy's operator when
the graph runs in MindSpore 2.10 (its fallback): a numpy array for every dtype of x (found by the adapt36fb sweep of
st compiler/fallback test_graph_fallback_numpy).  msgraph had computed it for int / bool Tensors only and raised
"Failed calling AddExt ... numpy.ndarray" for float ones.  (The Tensor on the left, `x + np.array(...)`, is MindSpore's TypeError for every dtype; msgraph still computes
it for int / bool x: docs/differences.md, adapt36fb.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error

MODES = ("graph",)


@ms.jit
def left(x):
    return np.array([1, 2, 3]) + x, np.array([1.5, 2.5, 3.5], np.float32) * x, np.array([1, 2, 3]) > x


@ms.jit
def left_sub(x):
    return np.array([10.0, 20.0, 30.0]) - x


for name, v in (("f32", np.array([1.5, 2, 3], np.float32)), ("i32", np.array([1, 2, 3], np.int32)),
                ("bool", np.array([True, False, True])), ("f16", np.array([1.5, 2, 3], np.float16)),
                ("f64", np.array([-1.5, 0.0, 2.0], np.float64))):
    t = Tensor(v)
    for fn in (left, left_sub):
        emit_error(f"{fn.__name__}_{name}", lambda fn=fn, t=t: fn(t))
