"""`ops.real` / `Tensor.real()` of a real Tensor is the Tensor itself except for UInt8: MindSpore 2.10's CPU Real
kernel has every other real dtype and refuses UInt8 (kernel selection TypeError, both modes); msgraph returned the
input (found by the adapt38om sweep of st/ops test_real.py over 12 dtypes).  `ops.imag` of uint8 computes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Re(nn.Cell):
    def construct(self, x):
        return ops.real(x)


@ms.jit
def re_j(x):
    return x.real()


for dt in ("uint8", "bool", "int8", "int16", "int64", "uint16", "uint32", "float16", "float32", "float64"):
    x = Tensor(np.array([[3, 0], [1, 2]]).astype(dt))
    emit_error(f"real_{dt}", lambda: ops.real(x))
    emit_error(f"method_{dt}", lambda: x.real())
    emit_error(f"cell_{dt}", lambda: Re()(x))
    emit_error(f"jit_{dt}", lambda: re_j(x))
    emit_error(f"imag_{dt}", lambda: ops.imag(x))
