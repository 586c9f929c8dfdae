"""Tensor.argmax_with_value / argmin_with_value (MindSpore 2.10's docstring examples, case 4 added): they are
ops.max / ops.min -- (values, indices) along an int axis, keep_dims; axis None gives the maximum/minimum of all
elements and index 0 (Int64), a 0-d Tensor gives itself and index 0; a float axis is a TypeError.  Graph mode calls
them in a Cell."""
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

X = ms.tensor([[9, 3, 4, 5], [5, 2, 7, 4], [8, 1, 3, 6]])
XF = ms.tensor([[0.5, -1.5, 2.0], [3.0, 1.0, -4.0]], ms.float32)


class Call(nn.Cell):
    def __init__(self, name, kw):
        super().__init__()
        self.name, self.kw = name, kw

    def construct(self, x):
        if self.name == "max":
            return x.argmax_with_value(**self.kw)
        return x.argmin_with_value(**self.kw)


def run(x, name, kw):
    if ms.get_context("mode") == ms.GRAPH_MODE:
        return Call(name, kw)(x)
    return getattr(x, f"arg{name}_with_value")(**kw)


KWS = {"default": {}, "axis1": {"axis": 1}, "axis1_keep": {"axis": 1, "keep_dims": True},
       "axis_neg": {"axis": -1}, "axis_none": {"axis": None}, "axis_none_keep": {"axis": None, "keep_dims": True}}
for name in ("max", "min"):
    for label, kw in KWS.items():
        emit_error(f"{name}_int64_{label}", run, X, name, kw)
        emit_error(f"{name}_float32_{label}", run, XF, name, kw)
    emit_error(f"{name}_0d", run, Tensor(2.5, ms.float32), name, {})
    emit_error(f"{name}_0d_axis_none", run, Tensor(2.5, ms.float32), name, {"axis": None})
