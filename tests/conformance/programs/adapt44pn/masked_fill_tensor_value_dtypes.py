"""`Tensor.masked_fill(mask, value)` / `ops.masked_fill` with a 0-d Tensor value of another dtype (MindSpore 2.10 CPU,
both modes): a float Tensor takes any float value, an int16 / int32 / int64 Tensor any of those three, int8 / uint8 /
uint16 / bool only their own dtype; any other pairing is the kernel's TypeError (after one, MindSpore 2.10's
PyNative refuses some valid pairs in the same process: the pairs it runs come first).  msgraph's
Tensor.masked_fill cast every value silently (SILENT), and its ops.masked_fill refused int32 <-> int64 / int16
pairings MindSpore runs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

M = Tensor(np.array([True, False, True]))


class Fill(nn.Cell):
    def construct(self, x, v):
        return x.masked_fill(M, v), ops.masked_fill(x, M, v)


PAIRS = [(np.float32, np.float64), (np.float16, np.float32), (np.float64, np.float32), (np.int32, np.int64),
         (np.int64, np.int32), (np.int16, np.int32), (np.int32, np.int16), (np.uint8, np.uint8), (np.bool_, np.bool_),
         (np.float32, np.int32), (np.float32, np.bool_), (np.int32, np.float32), (np.int64, np.bool_),
         (np.int8, np.int32), (np.int32, np.int8), (np.uint8, np.int32), (np.bool_, np.int32)]
for xd, vd in PAIRS:
    x = Tensor(np.array([0, 1, 2]).astype(xd))
    v = Tensor(np.array(5).astype(vd))
    tag = f"{np.dtype(xd).name} <- {np.dtype(vd).name}"
    emit_error(f"Tensor.masked_fill {tag}", lambda: x.masked_fill(M, v))
    emit_error(f"ops.masked_fill {tag}", lambda: ops.masked_fill(x, M, v))
    emit_error(f"cell {tag}", lambda: Fill()(x, v))
