"""``x *= number`` on a 0-d Tensor in PyNative (st compiler/control inner test_132_if_after_for_in_for run eagerly:
``x *= 2`` on a 0-d int32 input): MindSpore 2.10 takes the number as a 0-d Tensor (an int as int64, a float as
float32) and promotes as two Tensors do -- an int8 / int32 / bool 0-d ``*= 3`` is Int64, a float16 0-d ``*= 2.5``
Float32 -- while ``x * 3``, ``x += 3`` and Tensors of rank >= 1 keep x's dtype; msgraph kept it (SILENT).  Inside a
Graph-mode Cell ``*=`` keeps x's dtype (MindSpore's graph augmented assignment).  Session 40 (adapt40ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


def imul(v, dt, n):
    x = Tensor(np.array(v, dt))
    x *= n
    return x


class CellImul(nn.Cell):
    def construct(self, x):
        out = x + 1
        for _ in range(2):
            out *= 2
        return out


for dt in (np.int8, np.uint8, np.int32, np.int64, np.float16, np.float32, np.float64, np.bool_):
    emit("imul_int_%s" % np.dtype(dt).name, imul(1, dt, 3))
    emit("imul_float_%s" % np.dtype(dt).name, imul(1, dt, 2.5))
emit("imul_bool_number_int32", imul(2, np.int32, True))
emit("imul_rank1_int32", imul([2], np.int32, 3))
emit("imul_tensor_int32", imul(2, np.int32, Tensor(3, ms.int32)))
emit("mul_0d_int32", Tensor(np.array(2, np.int32)) * 3)
emit("cell_imul_0d_int32", CellImul()(Tensor(np.array(2, np.int32))))
