"""ops.var / std / var_mean / std_mean over dtypes and ddof (found with a dtype sweep after ops.norm): MindSpore 2.10
takes ddof 0 and 1 through ReduceStd (no integer or Bool kernel: TypeError; float16 computed in float32 and rounded
once, and var is that float16 std squared in float16), other ddofs through its composition (an integer Tensor's
mean is integer, the squared deviations are summed with Tensor.sum into Int64 and divided with RealDiv by
``n - ddof`` in the input's dtype: integer division, a zero divisor gives Int64's maximum; ReduceMean refuses Bool)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


def flush():
    """MindSpore's PyNative reports a kernel's dtype error at the next launch: take it here, not in the next label."""
    try:
        ops.add(Tensor(1.0), 1.0).asnumpy()
    except TypeError:
        pass


class Stat(nn.Cell):
    def __init__(self, fn, kw):
        super().__init__()
        self.fn, self.axis, self.ddof, self.keep = fn, kw.get("axis"), kw.get("ddof", 0), kw.get("keepdims", False)

    def construct(self, x):
        if self.fn == "var":
            return ops.var(x, self.axis, self.ddof, self.keep)
        if self.fn == "std":
            return ops.std(x, self.axis, self.ddof, self.keep)
        if self.fn == "var_mean":
            return ops.var_mean(x, self.axis, self.ddof, self.keep)
        return ops.std_mean(x, self.axis, self.ddof, self.keep)


def run(fn, x, kw):
    flush()
    if ms.get_context("mode") == ms.GRAPH_MODE:
        return Stat(fn, kw)(x)
    return getattr(ops, fn)(x, **kw)


# MindSpore's Graph mode computes the float16 composition (ddof -1 over a matrix) with other roundings than its
# PyNative (last float16 bits); msgraph's Graph mode runs the PyNative computation.
FOLLOW_PYNATIVE = {"var_float16_m_4": "float16 rounding of MindSpore's graph-compiled composition",
                   "std_float16_m_4": "float16 rounding of MindSpore's graph-compiled composition",
                   "var_mean_float16_m_4": "float16 rounding of MindSpore's graph-compiled composition",
                   "std_mean_float16_m_4": "float16 rounding of MindSpore's graph-compiled composition"}

ARRS = {"a": [1, 2, 4], "b": [3, -4, 0, 1, 7], "m": [[5, -3, 2], [7, 1, 1]]}
KWS = [{"ddof": 2}, {"ddof": 3, "axis": -1, "keepdims": True}, {"ddof": 0}, {"ddof": 1, "axis": 0}, {"ddof": -1}]
for name, arr in ARRS.items():
    for dt in ("int32", "int64", "float16", "float32"):
        x = Tensor(np.array(arr), getattr(ms, dt))
        for i, kw in enumerate(KWS):
            for fn in ("var", "std", "var_mean", "std_mean"):
                emit_error(f"{fn}_{dt}_{name}_{i}", run, fn, x, kw)
