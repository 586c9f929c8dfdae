# Reduce primitives take the axis as an int Tensor in PyNative (0-D or 1-D: its values are the axes,
# an empty one reduces everything), as MindSpore converts it.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import operations as P
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2))
emit("sum_1d_axis", P.ReduceSum(keep_dims=False)(x, Tensor(np.array([-1], np.int64))))
emit("sum_two_axes", P.ReduceSum(keep_dims=True)(x, Tensor(np.array([0, 2], np.int32))))
emit("sum_scalar_axis", P.ReduceSum()(x, Tensor(1, ms.int64)))
emit("mean_1d_axis", P.ReduceMean()(x, Tensor(np.array([1], np.int64))))
emit("max_1d_axis", P.ReduceMax()(x, Tensor(np.array([0], np.int64))))
emit("sum_empty_axis", P.ReduceSum()(x, Tensor(np.array([], np.int64))))
