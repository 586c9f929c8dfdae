"""`ops.silu` / `mint.nn.functional.silu` / `nn.SiLU` of a bool or integer Tensor in graph code is MindSpore 2.10's
kernel-selection RuntimeError (its graph keeps the SiLU primitive whole, no CPU kernel for those dtypes), while
PyNative computes through Sigmoid and raises its TypeError; msgraph raised the TypeError in both modes (found by
the adapt38om sweep, `ops.silu` under @ms.jit over 9 dtypes).  Floats compute in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error


@ms.jit
def silu_j(x):
    return ops.silu(x)


@ms.jit
def mint_silu_j(x):
    return mint.nn.functional.silu(x)


class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = nn.SiLU()

    def construct(self, x):
        return self.a(x)


for dt in ("bool", "int8", "int32", "int64", "uint8", "float16", "float32", "float64"):
    x = Tensor(np.array([1, 0, 2]).astype(dt))
    emit_error(f"jit_{dt}", lambda: silu_j(x))
    emit_error(f"mint_jit_{dt}", lambda: mint_silu_j(x))
    emit_error(f"eager_{dt}", lambda: ops.silu(x))
    emit_error(f"cell_{dt}", lambda: C()(x))
