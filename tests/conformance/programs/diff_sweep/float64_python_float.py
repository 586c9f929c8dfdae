"""A Python float operand of a float64 Tensor operator is a float32 immediate in MindSpore 2.10 (both
modes): ``x * math.pi`` on float64 x computes with pi rounded to float32, ``x + 1 / 3`` with 1/3 rounded."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit


class Scale(nn.Cell):
    def construct(self, x):
        return x * math.pi, x + 1 / 3, 0.1 * x, x / 3.7, x - 2 ** 0.5, x * np.sqrt(2.0), x * 0.5


emit("float64_times_python_float", Scale()(ms.Tensor(np.array([1.0, -2.0, 0.3]))), rtol=1e-12, atol=1e-14)
emit("float32_times_python_float", Scale()(ms.Tensor(np.array([1.0, -2.0, 0.3], np.float32))))
