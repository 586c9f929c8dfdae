"""Graph-mode `x[i] = v` into int8 / int16 / uint8 / uint16 Tensors (found by the adapt34t variant sweep of st
pynative/test_tensor_setitem, in jit).  MindSpore 2.10: a list / tuple value is TupleToTensor's TypeError ("Invalid
scalar type: Int8"), and a write through ints followed by one slice of step 1 (`x[0:2] = 3`, `x[1, 1:3] = 2`,
`x[0:2] += 1`) goes to TensorCopySlices, which has no CPU kernel for Int8 / UInt8 / UInt16 (TypeError); other
index kinds write.  msgraph wrote them all.  PyNative writes them all (MindSpore too)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Set(nn.Cell):
    def __init__(self, i, v, aug=False):
        super().__init__()
        self.i, self.v, self.aug = i, v, aug

    def construct(self, x):
        if self.aug:
            x[self.i] += self.v
        else:
            x[self.i] = self.v
        return x


CASES = {"int_list": (1, [9, 8, 7, 6]), "sl_num": (slice(0, 2), 3), "sl_list": (slice(0, 2), [9, 8, 7, 6]),
         "tup_num": ((1, slice(1, 3)), 2), "ell_num": (Ellipsis, 1), "slstep_num": (slice(0, 3, 2), 1),
         "sl_T": (slice(1, 3), Tensor(np.array([1, 2, 3, 4], np.float32))), "int_num": (0, 5),
         "col_num": ((slice(None), 1), 5), "none_num": (None, 4), "tint_tup": (Tensor(np.array([0, 2])), (1, 2, 3, 4))}
for dt in (np.int8, np.int16, np.uint8, np.uint16, np.int32, np.int64, np.float16):
    for k, (i, v) in CASES.items():
        emit_error(f"{np.dtype(dt).name}_{k}", lambda i=i, v=v, dt=dt: Set(i, v)(Tensor(np.arange(12).reshape(3, 4).astype(dt))))
    if dt is np.uint16:   # PyNative uint16 + int: a promotion TypeError (another matter)
        continue
    emit_error(f"{np.dtype(dt).name}_aug_sl", lambda dt=dt: Set(slice(0, 2), 2, True)(Tensor(np.arange(12).reshape(3, 4).astype(dt))))
emit("done", 1)
