"""`ops.select_scatter` / `ops.slice_scatter` along axis 0 of an int8 / uint8 / uint16 Tensor in graph code
compute in MindSpore 2.10 (it writes with TensorScatterElements); msgraph wrote through setitem and raised
setitem's graph-mode TensorCopySlices TypeError (found by the adapt38om sweep: `ops.select_scatter(x, x[0], 0, 1)`
under @ms.jit).  Both modes; @ms.jit functions and a Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


@ms.jit
def sel0(x, s):
    return ops.select_scatter(x, s, 0, 1)


@ms.jit
def sel1(x, s):
    return ops.select_scatter(x, s, 1, -1)


@ms.jit
def sl0(x, s):
    return ops.slice_scatter(x, s, 0, 0, 1)


@ms.jit
def sl0s(x, s):
    return ops.slice_scatter(x, s, 0, 0, 3, 2)


class Sel(nn.Cell):
    def construct(self, x, s):
        return ops.select_scatter(x, s, 0, -1)


for dt in ("int8", "uint8", "uint16", "int16", "int32", "float16", "bool"):
    x = Tensor(np.arange(12).reshape(3, 4).astype(dt))
    r = Tensor(np.arange(4).astype(dt) + 1 if dt != "bool" else np.array([1, 0, 1, 0], bool))
    emit_error(f"sel0_{dt}", lambda: sel0(x, r))
    emit_error(f"sel1_{dt}", lambda: sel1(x, Tensor(np.ones(3, dt))))
    emit_error(f"sl0_{dt}", lambda: sl0(x, r.reshape(1, 4)))
    emit_error(f"sl0s_{dt}", lambda: sl0s(x, Tensor(np.ones((2, 4), dt))))
    emit_error(f"eager_sel0_{dt}", lambda: ops.select_scatter(x, r, 0, 1))
    emit_error(f"cell_sel_{dt}", lambda: Sel()(x, r))
