"""graph_semantics_sweep (gss27): picking a Cell or function from a CellList / tuple by a Tensor index in graph code
(MindSpore's switch_layer) takes an int32 index only: an int64 index (``ops.argmax``'s result, ``Tensor(1)``) or a
float one is MindSpore's ValueError "switch_layer index must be an int32, but got Int64"; msgraph picked with the
int64 index and raised TypeError for the float one."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error
from _gss27_util import X, MulK, mul_cells

MODES = ("graph",)   # (PyNative: a CellList takes no Tensor index, programs/gss27/cell_container_index.py)


class Pick(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = mul_cells(1, 2, 3)

    def construct(self, x, i):
        return self.cl[i](x)


class PickArgmax(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = mul_cells(1, 2, 3)

    def construct(self, x):
        return self.cl[ops.argmax(x)](x)


class PickFunc(nn.Cell):
    def construct(self, x, i):
        fs = (ops.relu, ops.square, ops.exp)
        return fs[i](x)


pick = Pick()
emit("int32_index", pick(X, Tensor(2, ms.int32)))
emit_error("int64_index", lambda: pick(X, Tensor(1, ms.int64)))
emit_error("float_index", lambda: pick(X, Tensor(1.0, ms.float32)))
emit_error("argmax_index", lambda: PickArgmax()(X))
emit("func_int32", PickFunc()(X, Tensor(1, ms.int32)))
emit_error("func_int64", lambda: PickFunc()(X, Tensor(1, ms.int64)))
