"""``Tensor.sum(..., initial=v)`` (the deprecated overload ``sum(axis, dtype, keepdims, initial)``, both modes):
MindSpore 2.10 computes ``sum(...) + initial`` and keeps what that addition promotes to -- an int / uint8 / bool
Tensor summed with ``initial=1.5`` is Float32 2.5 (not Int64 2), ``initial=0.1`` per row gives -2.9 / 4.1, a Float16
Tensor with a Float32 Tensor as initial is Float32 -- and casts to Bool again only for ``dtype=bool``.  msgraph cast
the sum back to the sum's dtype: SILENT Int64 results with the float initial truncated.  Found by vd49t's probe of
the tensor/overload spellings (st tensor/test_sum.py passes ints only)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

BASE = np.array([[-2.5, -1.0, 0.0], [0.3, 1.7, 3.0]])


class SumInit(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, x):
        if self.kind == 0:
            return x.sum(initial=1.5)
        if self.kind == 1:
            return x.sum(1, initial=0.1)
        if self.kind == 2:
            return x.sum(1, keepdims=True, initial=Tensor(1.5, ms.float32))
        if self.kind == 3:
            return x.sum(initial=2)
        if self.kind == 4:
            return x.sum(axis=1, dtype=ms.bool_, initial=1)
        return x.sum(None, ms.float16, False, 0.3)


for name, npt in (("f16", np.float16), ("f64", np.float64), ("i8", np.int8), ("i32", np.int32), ("u8", np.uint8),
                  ("bool", np.bool_)):
    x = Tensor(BASE > 0) if npt is np.bool_ else Tensor(BASE.astype(npt))
    for kind in range(6):
        emit_error(f"{name}_case{kind}", lambda: SumInit(kind)(x))
