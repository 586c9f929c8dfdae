"""one_hot_ext / mint.nn.functional.one_hot keep the index dtype (st ops/test_ops_one_hot_ext.py test_ops_one_hot_int32):
MindSpore 2.10 builds on/off values of the input's dtype, so int32 indices give an int32 one-hot; msgraph always
returned int64.  MindSpore's CPU has no OneHotExt kernel in PyNative ("kernel OneHotExt unregistered"): Graph only."""
import numpy as np
import mindspore as ms
from mindspore import mint, nn
from mindspore.ops.function.array_func import one_hot_ext
from _conf import emit

MODES = ("graph",)


class ExtNet(nn.Cell):
    def construct(self, x, n):
        return one_hot_ext(x, n)


class MintNet(nn.Cell):
    def construct(self, x):
        return mint.nn.functional.one_hot(x, 4) * 2


for dt in (ms.int32, ms.int64):
    x = ms.Tensor(np.array([[0, 3], [2, 1]]), dt)
    emit(f"one_hot_ext_{dt}", ExtNet()(x, 4))
    emit(f"mint_one_hot_{dt}", MintNet()(x))
