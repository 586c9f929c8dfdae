# The primitive instances MindSpore's ops.function.array_func defines at module level.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops.function.array_func import arg_max_with_value_, arg_min_with_value_
from _conf import emit

x = Tensor(np.array([0.0, 0.4, 0.6, 0.7, 0.1]), ms.float32)
emit("argmax_with_value", arg_max_with_value_(x))
emit("argmin_with_value", arg_min_with_value_(x))
m = Tensor(np.array([[1.0, 5.0, 2.0], [7.0, 0.5, 3.0]]), ms.float32)
emit("matrix", (arg_max_with_value_(m), arg_min_with_value_(m)))
