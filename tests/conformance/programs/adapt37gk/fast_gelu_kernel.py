"""FastGeLU as MindSpore 2.10's CPU kernel computes it (adapt37gk; st/graph_kernel's test_gelu / fast_gelu chains).

Its kernel takes both exps in double of the double input, rounds each to the dtype and then computes
(x * exp(0.851 (x - |x|))) / (1 + exp(-1.702 |x|)) in the dtype.  msgraph computed the formula op by op in the dtype
(numpy's float32 exp): 3046 / 8320 float32 elements and 1451 / 4001 float16 elements on [-6, 6] differed by an ulp
(PyNative and Graph), and the fused Graph kernel (vecmath exp) differed from both.  Exact.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)


class Chain(nn.Cell):
    def construct(self, x):
        return ops.fast_gelu(x * 1.5) * 2.0 + x


class Alone(nn.Cell):
    def construct(self, x):
        return ops.fast_gelu(x)


grid = np.linspace(-6, 6, 4001)
special = np.array([0.0, -0.0, 1e-30, -1e-30, 20.0, -20.0, 60.0, 90.0, np.inf, -np.inf, np.nan])
for dt in (np.float32, np.float16):
    name = np.dtype(dt).name
    emit(f"alone_{name}", Alone()(Tensor(grid.astype(dt))), **EXACT)
    emit(f"chain_{name}", Chain()(Tensor(grid.astype(dt))), **EXACT)
    emit(f"special_{name}", Alone()(Tensor(special.astype(dt))), **EXACT)
emit("chain_float32_2d", Chain()(Tensor((np.sin(np.arange(8320) * 0.37) * 4).reshape(64, 130).astype(np.float32))),
     **EXACT)
