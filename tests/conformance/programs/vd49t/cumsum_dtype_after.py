"""``Tensor.cumsum(..., dtype=D)`` (both overloads: ``cumsum(axis, dtype)`` and ``cumsum(dim, *, dtype)``, both modes).
MindSpore 2.10's method sums in the Tensor's own dtype (bool / int8 / int16 / uint8 in int32) and casts the sums
to ``D`` afterwards, only when ``D`` differs from the Tensor's dtype: a Float16 Tensor summed with dtype=float32
keeps float16's rounding (-2.5 + 0.3 is -2.19921875, not -2.19995...), a Float64 one with dtype=float32 is the
float32 of the float64 sums (0.7 -> 0.699999988, not 0.700000048), an int8 one with dtype=bool is the bool of its
int32 sums, and a bool one with dtype=bool stays Int32.  msgraph cast first (as ``ops.cumsum`` does): SILENT
value differences up to 2.4e-4 in Float16 -> Float32, and a TypeError for dtype=bool.  Found by vd49t's dtype
keyword sweep of the tensor/overload spellings (the tensor record carries the dtype)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

BASE = np.array([[-2.5, -1.0, 0.0], [0.3, 1.7, 3.0]])


class Axis0(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def construct(self, x):
        return x.cumsum(0, dtype=self.d)


class Dim1(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def construct(self, x):
        return x.cumsum(dim=1, dtype=self.d)


class Flat(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def construct(self, x):
        return x.cumsum(None, self.d)


CASES = [("f16", np.float16, ms.float32), ("f16", np.float16, ms.float64), ("f32", np.float32, ms.float64),
         ("f64", np.float64, ms.float32), ("f64", np.float64, ms.float16), ("f32", np.float32, ms.float16),
         ("i8", np.int8, ms.bool_), ("i32", np.int32, ms.bool_), ("u8", np.uint8, ms.float16),
         ("i32", np.int32, ms.float32), ("f32", np.float32, ms.int32), ("bool", np.bool_, ms.bool_),
         ("bool", np.bool_, ms.float32), ("f32", np.float32, ms.float32)]

for name, npt, out in CASES:
    x = Tensor(BASE > 0) if npt is np.bool_ else Tensor(BASE.astype(npt))
    for cls in (Axis0, Dim1, Flat):
        # (Graph mode: cumsum(dim=, dtype=) is CumsumExt, which MindSpore 2.10's CPU has no kernel for)
        emit_error(f"{cls.__name__}_{name}_to_{out}", lambda: cls(out)(x))
